import { Table } from 'antd';
import { TextWithCode } from '@/components/ui/text-with-code';

/** A table of measured figures: a heading row, then one row per measurement, cells as printed. */
export interface Figures {
  caption: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

export function FigureTable({ figures }: { figures: Figures }) {
  const columns = figures.header.map((title, index) => ({
    title: <TextWithCode text={title} />,
    key: String(index),
    render: (_: unknown, row: readonly string[]) => <TextWithCode text={row[index] ?? ''} />,
  }));
  return (
    <Table
      rowKey={(row) => row[0] ?? ''}
      size="middle"
      pagination={false}
      columns={columns}
      dataSource={[...figures.rows]}
      title={() => <strong>{figures.caption}</strong>}
      style={{ marginBottom: 16 }}
    />
  );
}
