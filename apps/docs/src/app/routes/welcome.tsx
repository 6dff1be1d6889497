import { GithubOutlined, RocketOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { PanelErrorBoundary } from '@/components/errors/panel-error-boundary';
import { Page, PageSection } from '@/components/ui/page';
import { ButtonLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { projectLinks } from '@/config/project-links';
import { KeyFeatureCards } from '@/features/key-features/key-feature-cards';
import { AudienceCards } from '@/features/welcome/audience-cards';
import { HighlightsCarousel } from '@/features/welcome/highlights-carousel';

export default function WelcomeRoute() {
  return (
    <Page
      title="Abacus Exam Platform API"
      intro="A REST API for abacus, mental-math and arithmetic exams: teachers create exams whose questions are generated for them, students take them, and both read results and analytics."
    >
      <Flex gap={12} style={{ marginBottom: 24 }}>
        <ButtonLink
          type="primary"
          size="large"
          icon={<RocketOutlined aria-hidden />}
          to={paths.coreOverview.getHref()}
        >
          Quick Start
        </ButtonLink>
        <Button
          size="large"
          icon={<GithubOutlined aria-hidden />}
          href={projectLinks.sourceRepository.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          View on GitHub
        </Button>
      </Flex>
      <PanelErrorBoundary panel="highlights">
        <HighlightsCarousel />
      </PanelErrorBoundary>
      <PageSection id="key-features" title="Key features">
        <KeyFeatureCards />
      </PageSection>
      <PageSection id="at-a-glance" title="At a glance">
        <AudienceCards />
      </PageSection>
    </Page>
  );
}
