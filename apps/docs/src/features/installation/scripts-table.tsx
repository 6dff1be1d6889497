import { Table, Typography } from 'antd';
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
            <Typography.Text code>
              {name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`}
            </Typography.Text>
          ),
        },
        { title: 'What it does', dataIndex: 'description', key: 'description' },
      ]}
    />
  );
}
