import { DownloadOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';
import { API_COLLECTION_FILE } from '@/config/api-collection';
import { API_COLLECTION_WORKFLOW } from '@/config/api-collection-workflow';
import { LOCAL_API_ORIGIN } from '@/config/api-origin';
import { apiReference } from '@/lib/openapi/api-reference';

const { Paragraph, Text } = Typography;

const NEWMAN_COMMAND = `npx newman run ${API_COLLECTION_FILE} --env-var baseUrl=${LOCAL_API_ORIGIN}`;

/** The requests a run stops before: the event stream, which never ends by itself. */
const SENT_BY_HAND = API_COLLECTION_WORKFLOW.flatMap((folder) => folder.steps)
  .filter((step) => step.notInRuns !== undefined)
  .map((step) => `${step.method} ${step.path}`);

export function ApiCollectionDownload() {
  const folders = API_COLLECTION_WORKFLOW.map((folder) => folder.name);
  return (
    <>
      <Paragraph>
        The collection holds all {apiReference.operationCount} operations of the API, generated from the
        OpenAPI document when this site was built, in {folders.length} folders in the order a class goes
        through them: {folders.join(', ')}. Import it in Postman (<Text strong>Import</Text>, then choose the
        file) or any tool that reads Postman v2.1 collections.
      </Paragraph>
      <Paragraph>
        Set one collection variable, <InlineCode>baseUrl</InlineCode> (
        <InlineCode>{LOCAL_API_ORIGIN}</InlineCode> for a local <InlineCode>npm start</InlineCode>), and run
        the collection from top to bottom (<Text strong>Run</Text> in Postman). Each run signs up a teacher, a
        student and a parent of its own, keeps their tokens and the ids it creates in collection variables,
        sends every request with the token of the role it belongs to, checks each status, and ends by deleting
        what it made, the teacher’s account last. The run stops before the live updates stream (
        <InlineCode>{SENT_BY_HAND.join(', ')}</InlineCode>), which stays open until it is cancelled: send that
        one by hand. From a terminal, newman runs the downloaded file:
      </Paragraph>
      <CodeBlock title="Run the collection with newman" code={NEWMAN_COMMAND} />
      <Button
        type="primary"
        size="large"
        icon={<DownloadOutlined aria-hidden />}
        href={`/${API_COLLECTION_FILE}`}
        download={API_COLLECTION_FILE}
      >
        Download the Postman collection
      </Button>
    </>
  );
}
