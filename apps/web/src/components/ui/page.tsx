import { Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './page.css';

interface PageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

interface ScreenProps extends PageProps {
  /** Two lines of the title at most, the rest cut short (…): the screen below must start in view. */
  clampTitle?: boolean;
}

/**
 * A screen: its one h1 (also the tab's title) and a short line saying what it is for. The heading takes
 * the focus when the screen opens, so that a screen reader announces the new screen and the next Tab
 * starts from its top.
 */
export function Page({ title, intro, children, clampTitle = false }: ScreenProps) {
  const { t } = useTranslation('shared');
  const heading = useRef<HTMLHeadingElement>(null);
  const documentTitle = t('documentTitle', { title });
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [title]);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div className="page">
      <Typography.Title
        level={1}
        className={clampTitle ? 'page-title-clamped' : undefined}
        style={{ marginTop: 0, outline: 'none' }}
        ref={heading}
        tabIndex={-1}
      >
        {title}
      </Typography.Title>
      {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
      {children}
    </div>
  );
}

/** A titled part of a screen (h2). */
export function PageSection({ title, intro, children }: PageProps) {
  return (
    <section className="page-section" aria-label={title}>
      <Typography.Title level={2}>{title}</Typography.Title>
      {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
      {children}
    </section>
  );
}
