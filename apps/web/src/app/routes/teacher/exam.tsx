import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
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
import type { TeacherExam } from '@/types/api';
import type { ReactNode } from 'react';

interface Part {
  key: ExamPart;
  label: string;
  children: ReactNode;
}

function ExamScreen({ exam, shown }: { exam: TeacherExam; shown: string }) {
  const navigate = useNavigate();
  const worksheet = useDownloadWorksheet();
  const parts: Part[] = [
    {
      key: 'overview',
      label: 'Overview',
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
    { key: 'results', label: 'Results', children: <ExamResults exam={exam} /> },
    { key: 'analytics', label: 'Analytics', children: <ExamAnalytics exam={exam} /> },
    {
      key: 'questions',
      label: 'Questions',
      children: (
        <>
          <PageSection title="The questions and their answers">
            <ExamQuestions exam={exam} />
          </PageSection>
          <PageSection title="How the class answered each">
            <ItemAnalysis examId={exam.exam_id} />
          </PageSection>
        </>
      ),
    },
    ...(exam.is_deleted
      ? []
      : [
          {
            key: 'settings' as const,
            label: 'Settings',
            children: (
              <>
                <Card>
                  <ExamDetailsForm exam={exam} />
                </Card>
                <PageSection
                  title="New questions"
                  intro="Change how the questions are made and see them before they replace the current ones."
                >
                  <Card>
                    <RegenerateQuestions exam={exam} />
                  </Card>
                </PageSection>
                <PageSection title="Delete the exam">
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
            {exam.type === 'practice' ? 'Practice' : 'Test'}
          </StatusTag>{' '}
          Level {exam.level} · {exam.is_deleted ? 'Deleted' : examOpening(exam)} ·{' '}
          <RouterLink to={paths.teacherExams.getHref()}>All exams</RouterLink>
        </>
      }
    >
      <ScreenNoticeAlert />
      <PartNav
        label="Part of the exam"
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
  return (
    <Loaded query={exam} label="Loading the exam">
      {(found) =>
        found === null ? (
          <Page title="Exam not found">
            <EmptyState>
              This exam is not one of yours, or it was deleted for good.{' '}
              <RouterLink to={paths.teacherExams.getHref()}>Your exams</RouterLink>
            </EmptyState>
          </Page>
        ) : (
          <ExamScreen exam={found} shown={part} />
        )
      }
    </Loaded>
  );
}
