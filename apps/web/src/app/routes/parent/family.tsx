import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { familyQueries } from '@/api/family-queries';
import { Loaded } from '@/components/ui/loaded';
import { Page, PageSection } from '@/components/ui/page';
import { ScreenNoticeAlert } from '@/components/ui/screen-notice-alert';
import { CHILD_PARAM } from '@/config/paths';
import { ChildCertificateButton, WeeklyReportButton } from '@/features/family/components/child-pdf-buttons';
import { ChildSwitcher } from '@/features/family/components/child-switcher';
import { LatestResults } from '@/features/family/components/latest-results';
import { LinkChildForm } from '@/features/family/components/link-child-form';
import { PracticeWeek } from '@/features/family/components/practice-week';
import { TestsDue } from '@/features/family/components/tests-due';
import { UnlinkChild } from '@/features/family/components/unlink-child';
import { useFamilyNavigation } from '@/features/family/use-family-navigation';
import { FormulasByMastery } from '@/features/formulas/components/formulas-by-mastery';
import { GradeHistory } from '@/features/grading/components/grade-history';
import { i18n } from '@/i18n/i18n';
import type { ChildOverview, LinkedChild } from '@/types/api';

/** "Class 4, abacus level 2. Teacher: Meera Sharma." — leaving out what the teacher has not set yet. */
function childIntro({ sclass, level, school: teacher }: LinkedChild): string {
  if (level === null) {
    return sclass === null
      ? i18n.t('parentArea:family.intro.neither', { teacher })
      : i18n.t('parentArea:family.intro.noLevel', { class: sclass, teacher });
  }
  return sclass === null
    ? i18n.t('parentArea:family.intro.noClass', { level, teacher })
    : i18n.t('parentArea:family.intro.classAndLevel', { class: sclass, level, teacher });
}

/**
 * The formulas of the child's level in words, by how far the child has come; for a child with no level
 * yet, those their work used.
 */
function Formulas({ skills, name }: { skills: ChildOverview['skills']; name: string }) {
  const { t } = useTranslation('formulas');
  const ofLevel = skills.filter((skill) => skill.ofLevel);
  const mastered = ofLevel.filter((skill) => skill.mastery === 'mastered').length;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {ofLevel.length === 0
          ? t('student.noLevel', { name })
          : t('student.summary', { name, count: mastered, total: ofLevel.length })}
      </Typography.Paragraph>
      <FormulasByMastery reports={ofLevel.length === 0 ? skills : ofLevel} />
    </Flex>
  );
}

/**
 * One child, as a parent follows them: the week first (what a parent asks every evening), then what is
 * due, the latest results, the grades with their certificates, and the formulas.
 */
function ChildScreen({ child }: { child: LinkedChild }) {
  const { t } = useTranslation('parentArea');
  const { t: words } = useTranslation('formulas');
  const overview = useQuery(familyQueries.child(child.student_id));
  const { unlinked } = useFamilyNavigation();
  const name = child.fullname;
  return (
    <Loaded query={overview} label={t('family.loadingChild', { name })} rows={8}>
      {({ practice, tests_due: testsDue, latest_results: results, grades, skills }) => (
        <>
          <PageSection title={t('family.thisWeek')}>
            <Card>
              <Flex vertical gap={24}>
                <PracticeWeek practice={practice} />
                <WeeklyReportButton child={child} practice={practice} />
              </Flex>
            </Card>
          </PageSection>
          <PageSection title={t('family.testsDue')}>
            <TestsDue tests={testsDue} />
          </PageSection>
          <PageSection title={t('family.latestResults')}>
            <LatestResults results={results} name={name} />
          </PageSection>
          <PageSection title={t('family.grades')}>
            <GradeHistory
              records={grades}
              empty={t('family.noGrades', { name })}
              certificate={(record) => <ChildCertificateButton child={child} record={record} />}
            />
          </PageSection>
          <PageSection title={words('student.title')}>
            <Formulas skills={skills} name={name} />
          </PageSection>
          <PageSection title={t('family.unlink')}>
            <Card>
              <UnlinkChild child={child} onUnlinked={() => unlinked(child)} />
            </Card>
          </PageSection>
        </>
      )}
    </Loaded>
  );
}

/**
 * A parent's home: the child chosen (the first, unless the address names another), with a switch to the
 * others; with no child linked yet, the form that links one.
 */
export default function FamilyRoute() {
  const { t } = useTranslation('parentArea');
  const [search] = useSearchParams();
  const children = useQuery(familyQueries.children());
  const { linked } = useFamilyNavigation();
  const list = children.data;
  const shown = list && (list.find((child) => child.student_id === search.get(CHILD_PARAM)) ?? list[0]);
  return (
    <Page
      title={list === undefined ? t('family.title') : shown ? shown.fullname : t('family.firstChild')}
      intro={list === undefined ? undefined : shown ? childIntro(shown) : t('family.firstChildIntro')}
    >
      <ScreenNoticeAlert />
      <Loaded query={children} label={t('family.loading')} rows={6}>
        {(all) =>
          shown ? (
            <>
              {all.length > 1 && <ChildSwitcher linked={all} shown={shown.student_id} />}
              <ChildScreen key={shown.student_id} child={shown} />
            </>
          ) : (
            <Card>
              <LinkChildForm onLinked={linked} />
            </Card>
          )
        }
      </Loaded>
    </Page>
  );
}
