import { Page, PageSection } from '@/components/ui/page';
import { ClosingAClass, ForgottenPasswords } from '@/features/running-a-class/class-accounts';
import { JoinCodes } from '@/features/running-a-class/join-codes';
import { useScrollToSection } from '@/hooks/use-scroll-to-section';

export default function RunningAClassRoute() {
  useScrollToSection();
  return (
    <Page
      title="Running a Class"
      intro="A teacher’s class: children join it with its code, the teacher confirms their levels, sets a new password for one who forgot it, and may close the class."
    >
      <PageSection id="join-codes" title="Join codes">
        <JoinCodes />
      </PageSection>
      <PageSection id="forgotten-passwords" title="Forgotten passwords">
        <ForgottenPasswords />
      </PageSection>
      <PageSection id="closing" title="Closing a class">
        <ClosingAClass />
      </PageSection>
    </Page>
  );
}
