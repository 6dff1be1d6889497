import { Table } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { TextWithCode } from '@/components/ui/text-with-code';
import type { EnvironmentVariable } from './environment-variables';

const COLUMNS = [
  {
    title: 'Variable',
    dataIndex: 'name',
    key: 'name',
    width: 250,
    render: (name: string) => <InlineCode>{name}</InlineCode>,
  },
  { title: 'Default', dataIndex: 'defaultValue', key: 'defaultValue', width: 180 },
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
