import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { roundQueries } from '@/api/round-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { PageSection } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useJoinRound } from '../api/join-round';
import { codeOfEntry } from '../round-code';

/**
 * On My exams: a card for each round my teacher is running that I may join, and a box for the code on
 * the board.
 */
export function JoinRound() {
  const { t } = useTranslation('liveRound');
  const navigate = useNavigate();
  const rounds = useQuery(roundQueries.list());
  const join = useJoinRound();
  const [entry, setEntry] = useState('');
  const [entryProblem, setEntryProblem] = useState(false);
  const codeId = useId();
  const joinWith = (code: string) =>
    join.mutate(code, { onSuccess: (round) => void navigate(paths.round.getHref(round.round_id)) });
  const open = (rounds.data ?? []).filter((round) => round.state !== 'ended');

  return (
    <PageSection title={t('join.title')} intro={t('join.intro')}>
      <Flex vertical gap={16}>
        {open.map((round) => (
          <Card key={round.round_id} size="small">
            <Flex justify="space-between" align="center" wrap gap={12}>
              <strong>{round.exam.title}</strong>
              <Button
                type="primary"
                size="large"
                loading={join.isPending}
                onClick={() => joinWith(round.code)}
              >
                {t('join.joinThis')}
              </Button>
            </Flex>
          </Card>
        ))}
        <Form
          layout="vertical"
          onFinish={() => {
            const code = codeOfEntry(entry);
            setEntryProblem(code === null);
            if (code) joinWith(code);
          }}
        >
          <Form.Item
            label={t('join.code')}
            htmlFor={codeId}
            validateStatus={entryProblem ? 'error' : undefined}
            help={entryProblem ? t('join.needsCode') : t('join.codeHelp')}
          >
            {/* The button wraps below the box on a narrow phone rather than pushing the page sideways. */}
            <Flex wrap gap={8}>
              <Input
                id={codeId}
                value={entry}
                onChange={(event) => setEntry(event.target.value)}
                inputMode="numeric"
                autoComplete="off"
                maxLength={9}
                size="large"
                style={{ width: '9em' }}
              />
              <Button htmlType="submit" size="large" loading={join.isPending}>
                {t('join.joinWithCode')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
        {join.isError && <ApiErrorAlert error={join.error} />}
      </Flex>
    </PageSection>
  );
}
