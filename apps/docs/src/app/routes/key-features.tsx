import { Page } from '@/components/ui/page';
import { KeyFeatureCards } from '@/features/key-features/key-feature-cards';

export default function KeyFeaturesRoute() {
  return (
    <Page
      title="Key Features"
      intro="What the Abacus Exam Platform API does for teachers, students and the developers who build on it."
    >
      <KeyFeatureCards detailed />
    </Page>
  );
}
