import { Page, PageSection } from '@/components/ui/page';
import { Analytics, PdfReports } from '@/features/exams-and-results/analytics-and-reports';
import { CreatingExams, DueDates } from '@/features/exams-and-results/creating-exams';
import { GradingExaminations } from '@/features/exams-and-results/grading-examinations';
import { Integrity } from '@/features/exams-and-results/integrity';
import { LiveRounds } from '@/features/exams-and-results/live-rounds';
import { LiveUpdates } from '@/features/exams-and-results/live-updates';
import { useScrollToSection } from '@/hooks/use-scroll-to-section';

export default function ExamsAndResultsRoute() {
  useScrollToSection();
  return (
    <Page
      title="Exams, Results and Analytics"
      intro="How a teacher’s exams are made, opened, taken and graded, and what the teacher reads of them afterwards."
    >
      <PageSection id="exams" title="Exams">
        <CreatingExams />
      </PageSection>
      <PageSection id="due-dates" title="Due dates">
        <DueDates />
      </PageSection>
      <PageSection id="integrity" title="Integrity">
        <Integrity />
      </PageSection>
      <PageSection id="analytics" title="Analytics">
        <Analytics />
      </PageSection>
      <PageSection id="reports" title="PDF reports">
        <PdfReports />
      </PageSection>
      <PageSection id="live-updates" title="Live updates">
        <LiveUpdates />
      </PageSection>
      <PageSection id="grading" title="Grading examinations">
        <GradingExaminations />
      </PageSection>
      <PageSection id="live-rounds" title="Live rounds">
        <LiveRounds />
      </PageSection>
    </Page>
  );
}
