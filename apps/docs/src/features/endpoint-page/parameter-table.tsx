import { Table, Tag, Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { TextWithCode } from '@/components/ui/text-with-code';
import type { EndpointParameter } from '@/lib/openapi/endpoint';

// Darker than Ant Design's preset tags, whose text falls short of a 4.5:1 contrast.
const REQUIRED = { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' };
const OPTIONAL = { color: '#434343', background: '#f5f5f5', borderColor: '#d9d9d9' };

const COLUMNS = [
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    width: 200,
    render: (name: string) => <InlineCode>{name}</InlineCode>,
  },
  { title: 'Type', dataIndex: 'type', key: 'type', width: 180 },
  {
    title: 'Required',
    dataIndex: 'required',
    key: 'required',
    width: 120,
    render: (required: boolean) =>
      required ? <Tag style={REQUIRED}>required</Tag> : <Tag style={OPTIONAL}>optional</Tag>,
  },
  {
    title: 'Description',
    key: 'description',
    render: (_: unknown, parameter: EndpointParameter) => (
      <>
        <TextWithCode text={parameter.description} />
        {parameter.example !== undefined && (
          <div>
            Example: <InlineCode>{parameter.example}</InlineCode>
          </div>
        )}
      </>
    ),
  },
];

/** One kind of parameter (path, query or header); says so when the endpoint has none. */
export function ParameterTable({ parameters, kind }: { parameters: EndpointParameter[]; kind: string }) {
  if (parameters.length === 0) {
    return <Typography.Paragraph>This endpoint takes no {kind} parameters.</Typography.Paragraph>;
  }
  return <Table rowKey="name" size="small" pagination={false} columns={COLUMNS} dataSource={parameters} />;
}
