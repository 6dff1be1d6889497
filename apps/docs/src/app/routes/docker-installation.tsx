import { Card, Typography } from 'antd';
import { Page, PageSection } from '@/components/ui/page';
import { StepGuide } from '@/components/ui/step-guide';
import { DEVELOPMENT_STEPS, PRODUCTION_STEPS } from '@/features/installation/docker-guides';
import { DockerImage, ScalingAndTheProxy } from '@/features/installation/docker-production-notes';

export default function DockerInstallationRoute() {
  return (
    <Page
      title="Installation with Docker"
      intro="Run the API and PostgreSQL in containers, for local development or for production. Each guide has four steps."
    >
      <Card style={{ marginBottom: 24 }}>
        <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }}>
          Local development
        </Typography.Title>
        <StepGuide label="Local development with Docker" steps={DEVELOPMENT_STEPS} />
      </Card>
      <Card>
        <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }}>
          Production
        </Typography.Title>
        <StepGuide label="Production with Docker" steps={PRODUCTION_STEPS} />
      </Card>
      <PageSection id="scaling" title="Scaling and the proxy">
        <ScalingAndTheProxy />
      </PageSection>
      <PageSection id="image" title="The image alone">
        <DockerImage />
      </PageSection>
    </Page>
  );
}
