import { Page, PageSection } from '@/components/ui/page';
import { Evidence, WrongAnswers } from '@/features/choosing-practice/evidence';
import { Formulas } from '@/features/choosing-practice/formulas';
import { AnswerTimes, Mastery } from '@/features/choosing-practice/mastery';
import { Overview } from '@/features/choosing-practice/overview';
import { ChoosingPractice, SkillsEndpoints } from '@/features/choosing-practice/skills-endpoints';
import { TodaysPractice } from '@/features/choosing-practice/todays-practice';
import { useScrollToSection } from '@/hooks/use-scroll-to-section';

export default function ChoosingPracticeRoute() {
  useScrollToSection();
  return (
    <Page
      title="How the Platform Chooses Practice"
      intro="What the API keeps of every answer, formula by formula; how it reads from that how far each child has come with each soroban formula; and how a teacher turns that into practice."
    >
      <PageSection id="overview" title="From answers to practice">
        <Overview />
      </PageSection>
      <PageSection id="formulas" title="Formulas">
        <Formulas />
      </PageSection>
      <PageSection id="evidence" title="The evidence of an answer">
        <Evidence />
      </PageSection>
      <PageSection id="wrong-answers" title="Which formula a wrong answer is charged to">
        <WrongAnswers />
      </PageSection>
      <PageSection id="mastery" title="Mastery">
        <Mastery />
      </PageSection>
      <PageSection id="timing" title="How answers are timed">
        <AnswerTimes />
      </PageSection>
      <PageSection id="endpoints" title="The endpoints">
        <SkillsEndpoints />
      </PageSection>
      <PageSection id="focus" title="Choosing practice">
        <ChoosingPractice />
      </PageSection>
      <PageSection id="today" title="Today’s practice">
        <TodaysPractice />
      </PageSection>
    </Page>
  );
}
