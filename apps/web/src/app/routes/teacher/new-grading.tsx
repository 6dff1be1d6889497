import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { examQueries } from '@/api/exam-queries';
import { gradingQueries } from '@/api/grading-queries';
import { PartNav } from '@/components/layout/part-nav';
import { Loaded } from '@/components/ui/loaded';
import { Page } from '@/components/ui/page';
import { GRADING_STARTS, paths, type GradingStart } from '@/config/paths';
import { ExamsForm } from '@/features/grading/components/exams-form';
import { TemplateForm } from '@/features/grading/components/template-form';
import type { Grading } from '@/types/api';
import { screenNotice } from '@/lib/screen-notice';

const isStart = (from: string | undefined): from is GradingStart =>
  GRADING_STARTS.some((start) => start === from);

function FromTemplate({ onCreated }: { onCreated: (grading: Grading) => void }) {
  const { t } = useTranslation('teacherArea');
  const templates = useQuery(gradingQueries.templates());
  return (
    <Loaded query={templates} label={t('newGrading.loadingTemplates')} rows={8}>
      {(found) => <TemplateForm templates={found} onCreated={onCreated} />}
    </Loaded>
  );
}

function FromExams({ onCreated }: { onCreated: (grading: Grading) => void }) {
  const { t } = useTranslation('teacherArea');
  const exams = useQuery(examQueries.teacherList());
  return (
    <Loaded query={exams} label={t('exams.loading')} rows={8}>
      {(found) => <ExamsForm exams={found} onCreated={onCreated} />}
    </Loaded>
  );
}

/** A new grading: following a published standard, or made of my own tests. */
export default function NewGradingRoute() {
  const { t } = useTranslation('teacherArea');
  const { from } = useParams();
  const navigate = useNavigate();
  if (!isStart(from)) return <Navigate to={paths.newGrading.getHref()} replace />;
  const created = (grading: Grading) =>
    void navigate(paths.teacherGrading.getHref(grading.grading_id), {
      state: screenNotice({
        key: 'teacherArea:newGrading.made',
        values: { title: grading.title, level: grading.level },
      }),
    });
  return (
    <Page title={t('newGrading.title')} intro={t('newGrading.intro')}>
      <PartNav
        label={t('newGrading.startNav')}
        items={GRADING_STARTS.map((start) => ({
          to: paths.newGrading.getHref(start),
          label: t(`newGrading.from.${start}`),
        }))}
      />
      <section aria-label={t(`newGrading.from.${from}`)}>
        {from === 'template' ? <FromTemplate onCreated={created} /> : <FromExams onCreated={created} />}
      </section>
    </Page>
  );
}
