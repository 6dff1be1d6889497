// @vitest-environment jsdom
import '@/testing/dom';
// The app's i18next instance, English: the card speaks through it.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { studentExams as hindi } from '@/locales/hi/student-exams';
import { studentExam } from '@/testing/fixtures';
import { ExamCard } from '../components/exam-card';
import { overviewExams, type ExamOverview } from '../exam-overview';

function renderOverview(overview: ExamOverview) {
  const router = createMemoryRouter([{ path: '/', element: <ExamCard overview={overview} /> }]);
  render(<RouterProvider router={router} />);
}

function renderCard(totalQuestions: number, duration: number) {
  const [overview] = overviewExams([studentExam({ total_questions: totalQuestions, duration })]).practice;
  renderOverview(overview!);
}

/** A test whose one result the teacher has set aside for a retake: the list counts none. */
function renderRetakenTest() {
  const test = studentExam({
    exam_id: 'e-test',
    title: 'Term test',
    type: 'assessment',
    isSingleAttempt: true,
    another_try: true,
  });
  const [overview] = overviewExams([test]).assessments;
  renderOverview(overview!);
}

describe('an exam card', () => {
  it('counts one question in the singular', () => {
    renderCard(1, 5);
    expect(screen.getByText('Level 2 · 1 question · 5 min · from Asha Rao')).toBeInTheDocument();
  });

  it('counts several questions in the plural, grouped as the language writes numbers', () => {
    renderCard(1200, 90);
    expect(screen.getByText('Level 2 · 1 200 questions · 90 min · from Asha Rao')).toBeInTheDocument();
  });

  describe('of a test the teacher lets me take once more', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('says the teacher gave me another try, and offers to start it', () => {
      renderRetakenTest();
      expect(screen.getByText('Your teacher gave you another try')).toBeInTheDocument();
      expect(screen.queryByText('Not tried yet')).toBeNull();
      expect(screen.getByRole('link', { name: 'Start: Term test' })).toBeInTheDocument();
    });

    it('says so in Hindi', async () => {
      i18n.addResourceBundle('hi', 'studentExams', hindi, true, true);
      await i18n.changeLanguage('hi');
      renderRetakenTest();
      expect(screen.getByText('आपके शिक्षक ने आपको एक और मौका दिया है')).toBeInTheDocument();
      expect(screen.queryByText(hindi.notTriedYet)).toBeNull();
    });
  });
});
