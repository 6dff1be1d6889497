import { theme } from 'antd';
import { useEffect, useState, type RefObject } from 'react';

/** How far the content area has been scrolled, as a thin bar under the header. */
export function ScrollProgress({ container }: { container: RefObject<HTMLElement | null> }) {
  const [percent, setPercent] = useState(0);
  const { token } = theme.useToken();

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const update = () => {
      const scrollable = element.scrollHeight - element.clientHeight;
      setPercent(scrollable > 0 ? Math.min(100, (element.scrollTop / scrollable) * 100) : 0);
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    return () => element.removeEventListener('scroll', update);
  }, [container]);

  return (
    <div
      role="progressbar"
      aria-label="Page scrolled"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      style={{ height: 3, background: token.colorFillSecondary }}
    >
      <div style={{ width: `${percent}%`, height: '100%', background: token.colorPrimary }} />
    </div>
  );
}
