import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { Page, PageSection } from '@/components/ui/page';
import { KeyFeatureCards } from '@/features/key-features/key-feature-cards';
import { LevelPresetsTable } from '@/features/level-presets/level-presets-table';

export default function KeyFeaturesRoute() {
  return (
    <Page
      title="Key Features"
      intro="What the Abacus Exam Platform API does for teachers, students and the developers who build on it."
    >
      <KeyFeatureCards detailed />
      <PageSection id="level-presets" title="Level presets">
        <Typography.Paragraph style={{ maxWidth: 860 }}>
          A new exam starts from its level’s preset (<InlineCode>LEVEL_PRESETS</InlineCode> of the generator),
          which the teacher changes at will. Each level sets what a published abacus syllabus or examination
          sets at that stage — rows, digits, the size of a × or ÷ drill — and fixes the rows where the source
          fixes them; a count or a method the source leaves open is the preset’s own choice.
        </Typography.Paragraph>
        <LevelPresetsTable />
      </PageSection>
    </Page>
  );
}
