import { ArrowLeftOutlined } from '@ant-design/icons';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { Projector } from '@/features/live-round/components/projector';
import { useRound } from '@/features/live-round/use-round';
import { ButtonLink, RouterLink } from '@abacus/react-common/router-link';
import './round.css';

/**
 * A live round on the classroom's projector, filling the window: the lobby, each question, the answer and
 * the board. The way back to the exam is small; the round runs on without the screen.
 */
export default function TeacherRoundRoute() {
  const { roundId = '' } = useParams();
  const { t } = useTranslation('liveRound');
  const round = useRound(roundId);
  return (
    <div className={round.data ? 'projector-screen' : 'projector-aside'}>
      <Loaded query={round} label={t('projector.loading')}>
        {(reading) =>
          reading === null ? (
            <Page title={t('projector.notFound')}>
              <EmptyState>
                <Trans
                  t={t}
                  i18nKey="projector.notYours"
                  components={{ exams: <RouterLink to={paths.teacherExams.getHref()} /> }}
                />
              </EmptyState>
            </Page>
          ) : (
            <>
              <ButtonLink
                to={paths.teacherExam.getHref(reading.round.exam.exam_id)}
                icon={<ArrowLeftOutlined aria-hidden />}
                ghost
                className="projector-leave"
              >
                {t('projector.leave')}
              </ButtonLink>
              <Page title={t('projector.title', { title: reading.round.exam.title })}>
                <Projector reading={reading} />
              </Page>
            </>
          )
        }
      </Loaded>
    </div>
  );
}
