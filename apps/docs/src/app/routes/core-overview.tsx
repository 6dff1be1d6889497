import { Page, PageSection } from '@/components/ui/page';
import { CoreComponents } from '@/features/core-overview/core-components';
import { DataModel } from '@/features/core-overview/data-model';
import { DevelopmentTools } from '@/features/core-overview/development-tools';
import { EntryPoints } from '@/features/core-overview/entry-points';
import { EnvironmentConfiguration } from '@/features/core-overview/environment-configuration';
import { PerformanceMonitoring } from '@/features/core-overview/performance-monitoring';
import { TechnologyStack } from '@/features/core-overview/technology-stack';

export default function CoreOverviewRoute() {
  return (
    <Page
      title="Core Overview"
      intro="How the API is built: its stack, where it starts, how it is configured and the parts it is made of."
    >
      <PageSection id="technology-stack" title="Technology stack">
        <TechnologyStack />
      </PageSection>
      <PageSection id="entry-points" title="Entry points">
        <EntryPoints />
      </PageSection>
      <PageSection id="environment-configuration" title="Environment configuration">
        <EnvironmentConfiguration />
      </PageSection>
      <PageSection id="core-components" title="Core components">
        <CoreComponents />
      </PageSection>
      <PageSection id="data-model" title="The data model">
        <DataModel />
      </PageSection>
      <PageSection id="development-tools" title="Development tools">
        <DevelopmentTools />
      </PageSection>
      <PageSection id="performance-monitoring" title="Performance monitoring">
        <PerformanceMonitoring />
      </PageSection>
    </Page>
  );
}
