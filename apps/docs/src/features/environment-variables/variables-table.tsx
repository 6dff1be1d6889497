import { Table, Typography } from 'antd';
import type { EnvironmentVariable } from './environment-variables';

const COLUMNS = [
  {
    title: 'Variable',
    dataIndex: 'name',
    key: 'name',
    width: 250,
    render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
  },
  { title: 'Default', dataIndex: 'defaultValue', key: 'defaultValue', width: 180 },
  { title: 'Description', dataIndex: 'description', key: 'description' },
  {
    title: 'Example',
    dataIndex: 'example',
    key: 'example',
    width: 250,
    render: (example?: string) =>
      example ? (
        <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
          {example}
        </Typography.Text>
      ) : (
        '—'
      ),
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
