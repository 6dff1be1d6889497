import { Table } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { MethodTag } from '@/components/ui/method-tag';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import type { Endpoint } from '@/lib/openapi/endpoint';
import { apiReference } from '@/lib/openapi/api-reference';

/** Student login, student token renewal, admin login, admin token renewal. */
const TOKEN_ENDPOINT_INDEXES = [0, 2, 13, 15] as const;

export function TokenEndpoints() {
  const endpoints = TOKEN_ENDPOINT_INDEXES.flatMap((index) => apiReference.endpoints[index] ?? []);
  return (
    <Table
      rowKey="index"
      size="middle"
      pagination={false}
      dataSource={endpoints}
      columns={[
        {
          title: 'Endpoint',
          key: 'label',
          render: (_: unknown, endpoint: Endpoint) => (
            <RouterLink to={paths.endpoint.getHref(endpoint.index)}>{endpoint.label}</RouterLink>
          ),
        },
        {
          title: 'Request',
          key: 'request',
          render: (_: unknown, endpoint: Endpoint) => (
            <>
              <MethodTag method={endpoint.method} />
              <InlineCode>{endpoint.path}</InlineCode>
            </>
          ),
        },
      ]}
    />
  );
}
