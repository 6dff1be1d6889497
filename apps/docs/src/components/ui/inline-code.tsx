import { Typography } from 'antd';
import { Fragment, type CSSProperties } from 'react';
import { codeLineParts } from './code-line-parts';

type Text = string | number;

/**
 * A code chip in running text or a table cell. A browser would break `Retry-After` at its hyphen, and
 * a cell with `overflow-wrap: anywhere` breaks `server.ts` anywhere; here each part keeps its
 * characters together and a line may end only between parts (after a space, `/`, `_`, `,` …).
 */
export function InlineCode({ children, style }: { children: Text | readonly Text[]; style?: CSSProperties }) {
  const text = typeof children === 'object' ? children.join('') : String(children);
  const parts = codeLineParts(text);
  return (
    <Typography.Text code style={style}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="inline-code-part">{part}</span>
        </Fragment>
      ))}
    </Typography.Text>
  );
}
