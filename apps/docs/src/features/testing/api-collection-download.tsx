import { DownloadOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { API_COLLECTION_FILE } from '@/config/api-collection';
import { LOCAL_API_ORIGIN } from '@/config/api-origin';
import { apiReference } from '@/lib/openapi/api-reference';

const { Paragraph, Text } = Typography;

export function ApiCollectionDownload() {
  const documented = apiReference.endpoints.filter((endpoint) => endpoint.documented).length;
  return (
    <>
      <Paragraph>
        The collection holds the {documented} documented endpoints in {apiReference.groups.length} folders,
        with their example bodies, generated from the OpenAPI document when this site was built. Import it in
        Postman (<Text strong>Import</Text>, then choose the file) or any tool that reads Postman v2.1
        collections, then set two collection variables: <InlineCode>baseUrl</InlineCode> (
        <InlineCode>{LOCAL_API_ORIGIN}</InlineCode> by default) and <InlineCode>accessToken</InlineCode>, the{' '}
        <InlineCode>token</InlineCode> of a login call.
      </Paragraph>
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
