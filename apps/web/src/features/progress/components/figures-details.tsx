import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './figures-details.css';

/** The numbers behind a chart, folded away until asked for (a native, keyboard-ready disclosure). */
export function FiguresDetails({ children }: { children: ReactNode }) {
  const { t } = useTranslation('progress');
  return (
    <details className="figures-details">
      <summary>{t('showNumbers')}</summary>
      {children}
    </details>
  );
}
