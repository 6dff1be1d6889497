import { CheckOutlined, CopyOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useRef } from 'react';
import { useCopyToClipboard, type CopyState } from '@/hooks/use-copy-to-clipboard';
import { useHorizontalOverflow } from '@/hooks/use-horizontal-overflow';

const BUTTON_CONTENT: Record<CopyState, { text: string; icon: React.ReactNode }> = {
  idle: { text: 'Copy', icon: <CopyOutlined aria-hidden /> },
  copied: { text: 'Copied', icon: <CheckOutlined aria-hidden /> },
  failed: { text: 'Copy failed', icon: <ExclamationCircleOutlined aria-hidden /> },
};

/** A titled block of code (a command, JSON, a file) with a copy button. */
export function CodeBlock({ title, code }: { title: string; code: string }) {
  const titleId = useId();
  const codeRef = useRef<HTMLPreElement>(null);
  const scrolls = useHorizontalOverflow(codeRef);
  const [copyState, copy] = useCopyToClipboard();
  const button = BUTTON_CONTENT[copyState];

  return (
    <figure
      aria-labelledby={titleId}
      style={{ margin: '12px 0 20px', borderRadius: 8, overflow: 'hidden', background: '#141414' }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '6px 8px 6px 16px',
          background: '#262626',
        }}
      >
        <span id={titleId} style={{ color: '#f0f0f0', fontSize: 13 }}>
          {title}
        </span>
        <Button size="small" icon={button.icon} onClick={() => void copy(code)}>
          {button.text}
        </Button>
      </div>
      <pre
        ref={codeRef}
        // Focusable only when it scrolls, so keyboard users can scroll it too (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
        tabIndex={scrolls ? 0 : undefined}
        style={{
          margin: 0,
          padding: 16,
          color: '#f0f0f0',
          fontSize: 13,
          lineHeight: 1.6,
          // Lines wrap at spaces; a token longer than a line (a JWT) scrolls rather than breaking inside.
          whiteSpace: 'pre-wrap',
          overflowX: 'auto',
        }}
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
