import { defaultOf, type EnvironmentVariable } from '@abacus/contract';
import { Table } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { TextWithCode } from '@/components/ui/text-with-code';

const COLUMNS = [
  {
    title: 'Variable',
    dataIndex: 'name',
    key: 'name',
    width: 250,
    render: (name: string) => <InlineCode>{name}</InlineCode>,
  },
  {
    title: 'Default',
    key: 'default',
    width: 180,
    render: (_: unknown, variable: EnvironmentVariable) => defaultOf(variable),
  },
  {
    title: 'Description',
    dataIndex: 'description',
    key: 'description',
    render: (description: string) => <TextWithCode text={description} />,
  },
  {
    title: 'Example',
    dataIndex: 'example',
    key: 'example',
    width: 250,
    render: (example?: string) => (example ? <InlineCode>{example}</InlineCode> : '—'),
  },
];

export function VariablesTable({
  caption,
  variables,
}: {
  caption: string;
  variables: readonly EnvironmentVariable[];
}) {
  return (
    <Table
      rowKey="name"
      size="middle"
      pagination={false}
      columns={COLUMNS}
      dataSource={[...variables]}
      title={() => <strong>{caption}</strong>}
    />
  );
}
