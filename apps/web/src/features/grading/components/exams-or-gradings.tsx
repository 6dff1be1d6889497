import { useTranslation } from 'react-i18next';
import { PartNav } from '@/components/layout/part-nav';
import { paths } from '@/config/paths';

/** The Exams screen's two lists, each at its own address: single exams, and gradings made of them. */
export function ExamsOrGradings() {
  const { t } = useTranslation('grading');
  return (
    <PartNav
      label={t('nav.label')}
      items={[
        { to: paths.teacherExams.getHref(), label: t('nav.exams') },
        { to: paths.teacherGradings.getHref(), label: t('nav.gradings') },
      ]}
    />
  );
}
