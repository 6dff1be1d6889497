import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { RoundPlay } from '@/features/live-round/components/round-play';
import { useRound } from '@/features/live-round/use-round';
import { RouterLink } from '@abacus/react-common/router-link';

/** A live round on a child's device; a reload or a dropped connection comes back to where it is. */
export default function RoundRoute() {
  const { roundId = '' } = useParams();
  const { t } = useTranslation('liveRound');
  const round = useRound(roundId);
  return (
    <Loaded query={round} label={t('play.loading')}>
      {(reading) =>
        reading === null ? (
          <Page title={t('play.notFound')}>
            <EmptyState>
              <Trans
                t={t}
                i18nKey="play.notYours"
                components={{ exams: <RouterLink to={paths.exams.getHref()} /> }}
              />
            </EmptyState>
          </Page>
        ) : (
          <Page title={t('play.title', { title: reading.round.exam.title })}>
            <RoundPlay reading={reading} />
          </Page>
        )
      }
    </Loaded>
  );
}
