import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RouterLink } from '@abacus/react-common/router-link';
import { gradingQueries } from '@/api/grading-queries';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Page, PageSection } from '@/components/ui/page';
import { ScreenNoticeAlert } from '@/components/ui/screen-notice-alert';
import { paths } from '@/config/paths';
import { DeleteGrading } from '@/features/grading/components/delete-grading';
import { GradingResults } from '@/features/grading/components/grading-results';
import { GradingSections } from '@/features/grading/components/grading-sections';
import { PassRuleWords } from '@/features/grading/components/pass-rule-words';
import type { Grading } from '@/types/api';
import { screenNotice } from '@/lib/screen-notice';

function GradingScreen({ grading }: { grading: Grading }) {
  const { t } = useTranslation('teacherArea');
  const navigate = useNavigate();
  const results = useQuery(gradingQueries.results(grading.grading_id));
  return (
    <Page
      title={grading.title}
      intro={
        <Trans
          t={t}
          i18nKey="grading.intro"
          values={{ grade: grading.grade, level: grading.level }}
          components={{ gradings: <RouterLink to={paths.teacherGradings.getHref()} /> }}
        />
      }
    >
      <ScreenNoticeAlert />
      <PageSection title={t('grading.sections')}>
        <Typography.Paragraph>
          <PassRuleWords grading={grading} />
        </Typography.Paragraph>
        {grading.source && (
          <Typography.Paragraph type="secondary">
            {t('grading.follows')}{' '}
            <Typography.Link href={grading.source.url} target="_blank" rel="noreferrer">
              {grading.source.name}
            </Typography.Link>
          </Typography.Paragraph>
        )}
        <GradingSections grading={grading} />
      </PageSection>
      <PageSection title={t('grading.results')} intro={t('grading.resultsIntro')}>
        <Loaded query={results} label={t('grading.loadingResults')} rows={5}>
          {(found) => <GradingResults grading={grading} results={found} />}
        </Loaded>
      </PageSection>
      <PageSection title={t('grading.delete')}>
        <Card>
          <DeleteGrading
            grading={grading}
            onDeleted={() =>
              void navigate(paths.teacherGradings.getHref(), {
                state: screenNotice({ key: 'teacherArea:grading.deleted', values: { title: grading.title } }),
              })
            }
          />
        </Card>
      </PageSection>
    </Page>
  );
}

/** One of my gradings: its sections and how it is passed, and how each child did. */
export default function TeacherGradingRoute() {
  const { t } = useTranslation('teacherArea');
  const { gradingId = '' } = useParams();
  const grading = useQuery(gradingQueries.detail(gradingId));
  return (
    <Loaded query={grading} label={t('grading.loading')}>
      {(found) =>
        found === null ? (
          <Page title={t('grading.notFound')}>
            <EmptyState>
              <Trans
                t={t}
                i18nKey="grading.notYours"
                components={{ gradings: <RouterLink to={paths.teacherGradings.getHref()} /> }}
              />
            </EmptyState>
          </Page>
        ) : (
          <GradingScreen grading={found} />
        )
      }
    </Loaded>
  );
}
