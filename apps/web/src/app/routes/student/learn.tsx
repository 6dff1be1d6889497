import { useTranslation } from 'react-i18next';
import { Page, PageSection } from '@/components/ui/page';
import { SorobanNumber } from '@/components/soroban/soroban';
import { SorobanTrainer } from '@/features/soroban-trainer/components/soroban-trainer';
import { formatNumber } from '@/lib/format';
import './learn.css';

const EXAMPLES = [0, 7, 58, 1_234_567];

/** The soroban: one to work with the beads, and a few numbers to read from it. */
export default function LearnRoute() {
  const { t } = useTranslation('studentArea');
  return (
    <Page title={t('learn.title')} intro={t('learn.intro')}>
      <PageSection title={t('learn.tryIt')}>
        <SorobanTrainer />
      </PageSection>
      <PageSection title={t('learn.readThese')}>
        <ol className="learn-examples">
          {EXAMPLES.map((value) => (
            <li key={value} aria-label={formatNumber(value)}>
              <SorobanNumber value={value} minRods={7} />
              <span className="learn-example-value">{formatNumber(value)}</span>
            </li>
          ))}
        </ol>
      </PageSection>
    </Page>
  );
}
