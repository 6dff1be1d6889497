import { Page, PageSection } from '@/components/ui/page';
import { Backups } from '@/features/operations/backups';
import { OneProcess, WhatItPromises } from '@/features/operations/embedded-database';
import { Logs, Shutdown, WhenThingsGoWrong } from '@/features/operations/logs-and-shutdown';
import { useScrollToSection } from '@/hooks/use-scroll-to-section';

export default function OperationsRoute() {
  useScrollToSection();
  return (
    <Page
      title="Operations"
      intro="Running the API for a school: its logs, how it stops, what it does when the database fails, what the embedded database promises, and backups."
    >
      <PageSection id="logs" title="Logs">
        <Logs />
      </PageSection>
      <PageSection id="shutdown" title="Shutdown">
        <Shutdown />
      </PageSection>
      <PageSection id="failures" title="When things go wrong">
        <WhenThingsGoWrong />
      </PageSection>
      <PageSection id="one-process" title="The embedded database is one process’s">
        <OneProcess />
      </PageSection>
      <PageSection id="durability" title="What the embedded database promises">
        <WhatItPromises />
      </PageSection>
      <PageSection id="backups" title="Backups">
        <Backups />
      </PageSection>
    </Page>
  );
}
