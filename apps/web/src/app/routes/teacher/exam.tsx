import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { examQueries } from '@/api/exam-queries';
import { PartNav } from '@/components/layout/part-nav';
import { EmptyState } from '@/components/ui/empty-state';
import { ScreenNoticeAlert } from '@/components/ui/screen-notice-alert';
import { Loaded } from '@/components/ui/loaded';
import { Page, PageSection } from '@/components/ui/page';
import { RouterLink } from '@abacus/react-common/router-link';
import { StatusTag } from '@/components/ui/status-tag';
import { paths, type ExamPart } from '@/config/paths';
import { examOpening } from '@/lib/exam-opening';
import { RegenerateQuestions } from '@/features/exam-builder/components/regenerate-questions';
import { DeleteExam } from '@/features/exam-detail/components/delete-exam';
import { ExamAnalytics } from '@/features/exam-detail/components/exam-analytics';
import { ExamDetailsForm } from '@/features/exam-detail/components/exam-details-form';
import { ExamOverview } from '@/features/exam-detail/components/exam-overview';
import { ExamQuestions } from '@/features/exam-detail/components/exam-questions';
import { ExamResults } from '@/features/exam-detail/components/exam-results';
import { ItemAnalysis } from '@/features/exam-detail/components/item-analysis';
import { useDownloadWorksheet } from '@/features/exam-list/api/download-worksheet';
import { StartRound } from '@/features/live-round/components/start-round';
import type { TeacherExam } from '@/types/api';
import type { ReactNode } from 'react';

interface Part {
  key: ExamPart;
  label: string;
  children: ReactNode;
}

function ExamScreen({ exam, shown }: { exam: TeacherExam; shown: string }) {
  const { t } = useTranslation('teacherArea');
  const navigate = useNavigate();
  const worksheet = useDownloadWorksheet();
  const parts: Part[] = [
    {
      key: 'overview',
      label: t('exam.overview'),
      children: (
        <ExamOverview
          exam={exam}
          worksheet={{
            download: () => worksheet.mutate({ examId: exam.exam_id, title: exam.title }),
            pending: worksheet.isPending,
            error: worksheet.error,
          }}
        />
      ),
    },
    { key: 'results', label: t('exam.results'), children: <ExamResults exam={exam} /> },
    {
      key: 'analytics',
      label: t('exam.analytics'),
      children: (
        <>
          <ExamAnalytics exam={exam} />
          <PageSection title={t('exam.howClassAnswered')}>
            <ItemAnalysis examId={exam.exam_id} />
          </PageSection>
        </>
      ),
    },
    {
      key: 'questions',
      label: t('exam.questions'),
      children: (
        <PageSection title={t('exam.questionsAndAnswers')}>
          <ExamQuestions exam={exam} />
        </PageSection>
      ),
    },
    ...(exam.is_deleted
      ? []
      : [
          {
            key: 'settings' as const,
            label: t('exam.settings'),
            children: (
              <>
                <Card>
                  <ExamDetailsForm exam={exam} />
                </Card>
                <PageSection title={t('exam.newQuestions')} intro={t('exam.newQuestionsIntro')}>
                  <Card>
                    <RegenerateQuestions exam={exam} />
                  </Card>
                </PageSection>
                <PageSection title={t('exam.deleteExam')}>
                  <Card>
                    <DeleteExam exam={exam} onDeleted={() => void navigate(paths.teacherExams.getHref())} />
                  </Card>
                </PageSection>
              </>
            ),
          },
        ]),
  ];
  const part = parts.find(({ key }) => key === shown);
  // A part this exam has not (Settings of a deleted exam) or a mistyped one: its overview instead.
  if (!part) return <Navigate to={paths.teacherExam.getHref(exam.exam_id)} replace />;
  return (
    <Page
      title={exam.title}
      intro={
        <>
          <StatusTag tone={exam.type === 'practice' ? 'blue' : 'purple'}>
            {exam.type === 'practice' ? t('exam.practice') : t('exam.test')}
          </StatusTag>{' '}
          <Trans
            t={t}
            i18nKey="exam.intro"
            values={{ level: exam.level, opening: exam.is_deleted ? t('exam.deleted') : examOpening(exam) }}
            components={{ exams: <RouterLink to={paths.teacherExams.getHref()} /> }}
          />
        </>
      }
    >
      <ScreenNoticeAlert />
      {!exam.is_deleted && (
        <div style={{ marginBottom: 16 }}>
          <StartRound examId={exam.exam_id} level={exam.level} />
        </div>
      )}
      <PartNav
        label={t('exam.partNav')}
        items={parts.map(({ key, label }) => ({ to: paths.teacherExam.getHref(exam.exam_id, key), label }))}
      />
      <section aria-label={part.label}>{part.children}</section>
    </Page>
  );
}

/** One of my exams: what it is, its results, how the class did, question by question, and its settings. */
export default function TeacherExamRoute() {
  const { examId = '', part = 'overview' } = useParams();
  const exam = useQuery(examQueries.detail(examId));
  const { t } = useTranslation('teacherArea');
  return (
    <Loaded query={exam} label={t('exam.loading')}>
      {(found) =>
        found === null ? (
          <Page title={t('exam.notFound')}>
            <EmptyState>
              <Trans
                t={t}
                i18nKey="exam.notYours"
                components={{ exams: <RouterLink to={paths.teacherExams.getHref()} /> }}
              />
            </EmptyState>
          </Page>
        ) : (
          <ExamScreen exam={found} shown={part} />
        )
      }
    </Loaded>
  );
}
