import { Table } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { NPM_SCRIPTS } from './npm-scripts';

export function ScriptsTable() {
  return (
    <Table
      rowKey="name"
      size="middle"
      pagination={false}
      dataSource={[...NPM_SCRIPTS]}
      columns={[
        {
          title: 'Command',
          dataIndex: 'name',
          key: 'name',
          width: 260,
          render: (name: string) => (
            <InlineCode>{name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`}</InlineCode>
          ),
        },
        { title: 'What it does', dataIndex: 'description', key: 'description' },
      ]}
    />
  );
}
