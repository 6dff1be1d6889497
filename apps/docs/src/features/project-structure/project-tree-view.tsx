import { Table } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';
import { projectLinks } from '@/config/project-links';
import { drawProjectTree, PROJECT_ENTRIES, type ProjectEntry } from './project-tree';

export function ProjectTree() {
  return <CodeBlock title="Folder tree" code={drawProjectTree(PROJECT_ENTRIES, projectLinks.cloneFolder)} />;
}

export function FolderExplanations() {
  return (
    <Table
      rowKey="path"
      size="middle"
      pagination={false}
      dataSource={PROJECT_ENTRIES.filter((entry) => entry.description !== undefined)}
      columns={[
        {
          title: 'Path',
          dataIndex: 'path',
          key: 'path',
          width: 300,
          render: (path: ProjectEntry['path']) => <InlineCode>{path}</InlineCode>,
        },
        { title: 'What it holds', dataIndex: 'description', key: 'description' },
      ]}
    />
  );
}
