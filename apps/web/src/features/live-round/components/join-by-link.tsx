import { Alert, Flex } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { useJoinRound } from '../api/join-round';
import { codeOfEntry } from '../round-code';

/**
 * The round whose code is in the address (the projector's QR code), joined as the page opens: the child
 * scans and is in, with nothing to type. Refused, it says why, with the way to My exams and the code box.
 */
export function JoinByLink({ code }: { code: string }) {
  const { t } = useTranslation('liveRound');
  const navigate = useNavigate();
  const join = useJoinRound();
  const valid = codeOfEntry(code);
  // Asked once: a second join would be harmless, but a second navigation is not.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !valid) return;
    asked.current = true;
    join.mutate(valid, {
      onSuccess: (round) => void navigate(paths.round.getHref(round.round_id), { replace: true }),
    });
  }, [join, valid, navigate]);

  if (valid && !join.isError) return <LoadingBlock label={t('join.joining')} rows={3} />;
  return (
    <Flex vertical gap={16} align="start">
      {join.isError ? (
        <ApiErrorAlert error={join.error} />
      ) : (
        <Alert type="warning" showIcon title={t('join.needsCode')} />
      )}
      <ButtonLink type="primary" size="large" to={paths.exams.getHref()}>
        {t('join.back')}
      </ButtonLink>
    </Flex>
  );
}
