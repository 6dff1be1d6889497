import { Tag } from 'antd';
import type { HttpMethod } from '@/config/endpoint-order';

/**
 * The method colours: GET green, POST yellow, PUT orange, DELETE red, PATCH purple. Shades and
 * text colours are chosen for a contrast of at least 4.5:1 (WCAG AA).
 */
const METHOD_COLORS: Record<HttpMethod, { background: string; color: string }> = {
  GET: { background: '#237804', color: '#ffffff' },
  POST: { background: '#fadb14', color: '#262626' },
  PUT: { background: '#fa8c16', color: '#262626' },
  DELETE: { background: '#cf1322', color: '#ffffff' },
  PATCH: { background: '#722ed1', color: '#ffffff' },
};

export function MethodTag({ method, compact = false }: { method: HttpMethod; compact?: boolean }) {
  const { background, color } = METHOD_COLORS[method];
  return (
    <Tag
      variant="solid"
      data-method={method}
      style={{
        background,
        color,
        borderColor: background,
        fontWeight: 600,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        minWidth: compact ? 52 : 64,
        flexShrink: 0,
        textAlign: 'center',
        marginInlineEnd: compact ? 8 : 12,
        ...(compact && { fontSize: 11, lineHeight: '18px', paddingInline: 4 }),
      }}
    >
      {method}
    </Tag>
  );
}
