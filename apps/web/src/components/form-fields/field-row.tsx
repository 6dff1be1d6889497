import { Col, Row, type ColProps } from 'antd';
import { Children, type ReactNode } from 'react';

/** Two fields side by side from a tablet's width up, one under the other on a phone. */
export const HALVES: readonly ColProps[] = [
  { xs: 24, md: 12 },
  { xs: 24, md: 12 },
];

/** Two short fields (a pick from a list) side by side on every screen. */
export const SHORT_HALVES: readonly ColProps[] = [{ xs: 12 }, { xs: 12 }];

/** Fields on one row, each in the column of the same place in `columns`. */
export function FieldRow({ columns, children }: { columns: readonly ColProps[]; children: ReactNode }) {
  return (
    <Row gutter={16}>
      {Children.map(children, (field, index) => (
        <Col {...columns[index]}>{field}</Col>
      ))}
    </Row>
  );
}
