import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '@/api/account-queries';
import { Loaded } from '@/components/ui/loaded';
import { Page } from '@/components/ui/page';
import { ScreenNoticeAlert } from '@/components/ui/screen-notice-alert';
import { ClassCodeCard } from '@/features/class-code/components/class-code-card';
import { FamilySlipsButton } from '@/features/family-code/components/family-slips-button';
import { AddStudent } from '@/features/roster/components/add-student';
import { ImportStudents } from '@/features/roster/components/import-students';
import { Roster } from '@/features/roster/components/roster';
import { useJoinLink } from '@/hooks/use-join-link';

export default function TeacherStudentsRoute() {
  const { t } = useTranslation('teacherArea');
  const profile = useQuery(accountQueries.teacher());
  const code = profile.data?.join_code ?? null;
  const joinLink = useJoinLink(code);
  return (
    <Page title={t('students.title')} intro={t('students.intro')}>
      <ScreenNoticeAlert />
      <div style={{ marginBottom: 16 }}>
        <Loaded query={profile} label={t('students.loadingClassCode')}>
          {(data) => <ClassCodeCard profile={data} />}
        </Loaded>
      </div>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <AddStudent />
        <ImportStudents />
        <FamilySlipsButton />
      </Flex>
      <Roster joining={code !== null && joinLink !== null ? { code, joinLink } : null} />
    </Page>
  );
}
