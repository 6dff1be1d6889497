import { CodeOutlined, GithubOutlined, RocketOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { PanelErrorBoundary } from '@abacus/react-common/panel-error-boundary';
import { Page, PageSection } from '@/components/ui/page';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { projectLinks } from '@/config/project-links';
import { KeyFeatureCards } from '@/features/key-features/key-feature-cards';
import { AudienceCards } from '@/features/welcome/audience-cards';
import { HighlightsCarousel } from '@/features/welcome/highlights-carousel';

/** The classroom app, served by the same server beside this site: a page of its own, not a route here. */
const CLASSROOM_APP_URL = '/app/';

export default function WelcomeRoute() {
  const { repository } = projectLinks;
  return (
    <Page
      title="Abacus Exam Platform API"
      intro="A REST API for abacus, mental-math and arithmetic exams: teachers create exams whose questions are generated for them, students take them, and both read results and analytics."
    >
      <Flex gap={12} wrap style={{ marginBottom: 24 }}>
        <Button type="primary" size="large" icon={<TeamOutlined aria-hidden />} href={CLASSROOM_APP_URL}>
          Open the classroom app
        </Button>
        <ButtonLink size="large" icon={<RocketOutlined aria-hidden />} to={paths.coreOverview.getHref()}>
          Quick Start
        </ButtonLink>
        {repository && (
          <Button
            size="large"
            icon={
              repository.host === 'github.com' ? <GithubOutlined aria-hidden /> : <CodeOutlined aria-hidden />
            }
            href={repository.browseUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {repository.host === 'github.com' ? 'View on GitHub' : 'View the source'}
          </Button>
        )}
      </Flex>
      <PanelErrorBoundary message="The highlights could not be shown. Reload the page to try again.">
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
