import { Page, PageSection } from '@/components/ui/page';
import { ApiCollectionDownload } from '@/features/testing/api-collection-download';
import { RunningTests } from '@/features/testing/running-tests';

export default function TestingRoute() {
  return (
    <Page
      title="Testing"
      intro="Run the project's automated tests, or try the API by hand with a ready-made collection for an API-testing tool."
    >
      <PageSection id="api-collection" title="Try the API in Postman">
        <ApiCollectionDownload />
      </PageSection>
      <RunningTests />
    </Page>
  );
}
