import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@abacus/react-common/router-link';
import { gradingQueries } from '@/api/grading-queries';
import { Loaded } from '@/components/ui/loaded';
import { Page } from '@/components/ui/page';
import { ScreenNoticeAlert } from '@/components/ui/screen-notice-alert';
import { paths } from '@/config/paths';
import { ExamsOrGradings } from '@/features/grading/components/exams-or-gradings';
import { GradingList } from '@/features/grading/components/grading-list';

/** My gradings: grade examinations made of my tests, each sat section by section. */
export default function TeacherGradingsRoute() {
  const { t } = useTranslation('teacherArea');
  const gradings = useQuery(gradingQueries.list());
  return (
    <Page title={t('gradings.title')} intro={t('gradings.intro')}>
      <ExamsOrGradings />
      <ScreenNoticeAlert />
      <ButtonLink
        type="primary"
        size="large"
        icon={<PlusOutlined aria-hidden />}
        to={paths.newGrading.getHref()}
        style={{ marginBottom: 16 }}
      >
        {t('gradings.newGrading')}
      </ButtonLink>
      <Loaded query={gradings} label={t('gradings.loading')} rows={6}>
        {(found) => <GradingList gradings={found} />}
      </Loaded>
    </Page>
  );
}
