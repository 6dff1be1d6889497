import { Table, Tabs, Tag, Typography } from 'antd';
import { TextWithCode } from '@/components/ui/text-with-code';
import type { StatusCodeRow } from '@/lib/openapi/endpoint';

const COLUMNS = [
  {
    title: 'Code',
    dataIndex: 'code',
    key: 'code',
    width: 100,
    render: (code: string) => <Typography.Text strong>{code}</Typography.Text>,
  },
  { title: 'Type', dataIndex: 'type', key: 'type', width: 220 },
  {
    title: 'Description',
    key: 'description',
    render: (_: unknown, row: StatusCodeRow) => (
      <>
        <TextWithCode text={row.description} />
        {row.exampleMessage && (
          <div>
            <Typography.Text type="secondary">For example: </Typography.Text>
            <Typography.Text code>{row.exampleMessage}</Typography.Text>
          </div>
        )}
        {row.otherContentTypes.map((type) => (
          <Tag key={type} style={{ marginInlineStart: 8 }}>
            {type}
          </Tag>
        ))}
      </>
    ),
  },
];

function CodesTable({ rows }: { rows: StatusCodeRow[] }) {
  return <Table rowKey="code" size="small" pagination={false} columns={COLUMNS} dataSource={rows} />;
}

/** Success and error statuses of an endpoint, one tab each. */
export function StatusCodeTabs({
  successCodes,
  errorCodes,
}: {
  successCodes: StatusCodeRow[];
  errorCodes: StatusCodeRow[];
}) {
  return (
    <Tabs
      items={[
        {
          key: 'success',
          label: `Success codes (${successCodes.length})`,
          children: <CodesTable rows={successCodes} />,
        },
        {
          key: 'error',
          label: `Error codes (${errorCodes.length})`,
          children: <CodesTable rows={errorCodes} />,
        },
      ]}
    />
  );
}
