import { Typography } from 'antd';
import type { ReactNode } from 'react';

const SITE_NAME = 'Abacus Exam Platform API';

/** A screen: its h1, an optional lead paragraph and the browser tab's title. */
export function Page({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <article>
      <title>{`${title} · ${SITE_NAME}`}</title>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {intro && <Typography.Paragraph style={{ fontSize: 16, maxWidth: 860 }}>{intro}</Typography.Paragraph>}
      {children}
    </article>
  );
}

/** A titled part of a screen; `id` lets links and the URL fragment point at it. */
export function PageSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id && `${id}-title`} style={{ marginTop: 32, scrollMarginTop: 16 }}>
      <Typography.Title level={2} id={id && `${id}-title`} style={{ fontSize: 22 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
