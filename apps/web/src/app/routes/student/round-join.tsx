import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { JoinByLink } from '@/features/live-round/components/join-by-link';

/** The projector's QR code: the round of its code, joined at once (the sign-in, if any, comes first). */
export default function RoundJoinRoute() {
  const { t } = useTranslation('liveRound');
  const [search] = useSearchParams();
  return (
    <Page title={t('join.title')}>
      <JoinByLink code={search.get('code') ?? ''} />
    </Page>
  );
}
