import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import type { StudentGrading } from '@/types/api';
import { nextSectionStep } from '../grading-outcome';

/**
 * The ways on from a section's result: once it is passed, straight to the next section to take; and back
 * to the grading, on My exams, where every section's standing is.
 */
export function SectionWays({ grading, resultId }: { grading: StudentGrading; resultId: string }) {
  const { t } = useTranslation('grading');
  const passed = grading.standing.sections.some(
    (section) => section.result_id === resultId && section.outcome === 'pass',
  );
  const next = passed ? nextSectionStep(grading) : null;
  return (
    <>
      {next && (
        <ButtonLink
          type="primary"
          size="large"
          to={paths.takeExam.getHref(next.standing.exam_id)}
          aria-label={t('child.nextSectionOf', {
            name: t('child.sectionOf', {
              number: formatNumber(next.number),
              of: formatNumber(grading.standing.sections.length),
              title: next.standing.title,
            }),
          })}
        >
          {t('child.nextSection')}
        </ButtonLink>
      )}
      <ButtonLink size="large" type={next ? 'default' : 'primary'} to={paths.exams.getHref()}>
        {t('child.backToGrading')}
      </ButtonLink>
    </>
  );
}
