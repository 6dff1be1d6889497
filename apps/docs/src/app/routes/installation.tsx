import { Page, PageSection } from '@/components/ui/page';
import { StepGuide } from '@/components/ui/step-guide';
import { INSTALLATION_STEPS } from '@/features/installation/installation-steps';
import { Prerequisites } from '@/features/installation/prerequisites';
import { ScriptsTable } from '@/features/installation/scripts-table';
import { Troubleshooting } from '@/features/installation/troubleshooting';
import { useScrollToSection } from '@/hooks/use-scroll-to-section';

export default function InstallationRoute() {
  useScrollToSection();
  return (
    <Page
      title="Installation"
      intro="Run the API on your machine in six steps. It needs only Node.js: the database is embedded."
    >
      <PageSection id="prerequisites" title="Prerequisites">
        <Prerequisites />
      </PageSection>
      <PageSection id="steps" title="Step by step">
        <StepGuide label="Local installation" orientation="vertical" steps={INSTALLATION_STEPS} />
      </PageSection>
      <PageSection id="scripts" title="Available scripts">
        <ScriptsTable />
      </PageSection>
      <PageSection id="troubleshooting" title="Troubleshooting">
        <Troubleshooting />
      </PageSection>
    </Page>
  );
}
