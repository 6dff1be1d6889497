import { useQuery } from '@tanstack/react-query';
import { Card, Radio } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { examQueries } from '@/api/exam-queries';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Page, PageSection } from '@/components/ui/page';
import { RouterLink } from '@abacus/react-common/router-link';
import { StatusTag } from '@/components/ui/status-tag';
import { paths } from '@/config/paths';
import { RegenerateQuestions } from '@/features/exam-builder/components/regenerate-questions';
import { DeleteExam } from '@/features/exam-detail/components/delete-exam';
import { ExamAnalytics } from '@/features/exam-detail/components/exam-analytics';
import { ExamDetailsForm } from '@/features/exam-detail/components/exam-details-form';
import { ExamOverview } from '@/features/exam-detail/components/exam-overview';
import { ExamResults } from '@/features/exam-detail/components/exam-results';
import { ItemAnalysis } from '@/features/exam-detail/components/item-analysis';
import { useDownloadWorksheet } from '@/features/exam-list/api/download-worksheet';
import type { TeacherExam } from '@/types/api';

function ExamScreen({ exam }: { exam: TeacherExam }) {
  const navigate = useNavigate();
  const worksheet = useDownloadWorksheet();
  const [shown, setShown] = useState('overview');
  const parts = [
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
    { key: 'questions', label: 'Questions', children: <ItemAnalysis examId={exam.exam_id} /> },
    ...(exam.is_deleted
      ? []
      : [
          {
            key: 'settings',
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
  return (
    <Page
      title={exam.title}
      intro={
        <>
          <StatusTag tone={exam.type === 'practice' ? 'blue' : 'purple'}>
            {exam.type === 'practice' ? 'Practice' : 'Test'}
          </StatusTag>{' '}
          Level {exam.level} · <RouterLink to={paths.teacherExams.getHref()}>All exams</RouterLink>
        </>
      }
    >
      {/* Buttons that wrap rather than tabs that scroll: five parts fit a 360 px phone this way. */}
      <Radio.Group
        aria-label="Part of the exam"
        optionType="button"
        buttonStyle="solid"
        size="large"
        value={shown}
        onChange={(event) => setShown(String(event.target.value))}
        options={parts.map(({ key, label }) => ({ value: key, label }))}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, marginBottom: 24 }}
      />
      <section aria-label={parts.find((part) => part.key === shown)?.label}>
        {parts.find((part) => part.key === shown)?.children}
      </section>
    </Page>
  );
}

/** One of my exams: what it is, its results, how the class did, question by question, and its settings. */
export default function TeacherExamRoute() {
  const { examId = '' } = useParams();
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
          <ExamScreen exam={found} />
        )
      }
    </Loaded>
  );
}
