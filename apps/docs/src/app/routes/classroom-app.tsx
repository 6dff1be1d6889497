import { InlineCode } from '@/components/ui/inline-code';
import { Page, PageSection } from '@/components/ui/page';
import { AppTests } from '@/features/classroom-app/app-tests';
import { EveryDevice } from '@/features/classroom-app/every-device';
import { HowItIsBuilt } from '@/features/classroom-app/how-it-is-built';
import { StudentScreens } from '@/features/classroom-app/student-screens';
import { TeacherScreens } from '@/features/classroom-app/teacher-screens';
import { useScrollToSection } from '@/hooks/use-scroll-to-section';

export default function ClassroomAppRoute() {
  useScrollToSection();
  return (
    <Page
      title="Classroom App"
      intro={
        <>
          The web application for students and teachers, on the same API, served by it at{' '}
          <InlineCode>/app/</InlineCode>: children take their exams in it, teachers run their classes from it.
        </>
      }
    >
      <PageSection id="students" title="For students">
        <StudentScreens />
      </PageSection>
      <PageSection id="teachers" title="For teachers">
        <TeacherScreens />
      </PageSection>
      <PageSection id="every-device" title="On every device">
        <EveryDevice />
      </PageSection>
      <PageSection id="how-it-is-built" title="How it is built">
        <HowItIsBuilt />
      </PageSection>
      <PageSection id="tests" title="Its tests">
        <AppTests />
      </PageSection>
    </Page>
  );
}
