import { PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, InputNumber, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { roundQueries } from '@/api/round-queries';
import { ApiErrorAlert, errorMessage } from '@/components/ui/api-error-alert';
import { DialogButton } from '@/components/ui/dialog-button';
import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { RouterLink } from '@abacus/react-common/router-link';
import { useStartRound } from '../api/start-round';
import { DEFAULT_SECONDS_TO_ANSWER, MAX_SECONDS_TO_ANSWER, MIN_SECONDS_TO_ANSWER } from '@abacus/contract';

interface StartRoundProps {
  examId: string;
  level: number;
}

interface StartRoundForm {
  secondsToAnswer: number;
  who: 'level' | 'class';
}

/** The teacher's round still running, to go back to after a refusal that names it. */
function RunningRound() {
  const { t } = useTranslation('liveRound');
  const rounds = useQuery(roundQueries.list());
  const running = rounds.data?.find((round) => round.state !== 'ended');
  if (!running) return null;
  return <RouterLink to={paths.teacherRound.getHref(running.round_id)}>{t('start.goToRunning')}</RouterLink>;
}

function StartRoundForm({ examId, level, onCancel }: StartRoundProps & { onCancel: () => void }) {
  const { t } = useTranslation('liveRound');
  const navigate = useNavigate();
  const start = useStartRound();
  const conflict = start.error instanceof ApiError && start.error.status === 409;
  return (
    <Form<StartRoundForm>
      layout="vertical"
      requiredMark={false}
      initialValues={{ secondsToAnswer: DEFAULT_SECONDS_TO_ANSWER, who: 'level' }}
      onFinish={({ secondsToAnswer, who }) =>
        start.mutate(
          { exam: examId, secondsToAnswer, wholeClass: who === 'class' },
          { onSuccess: (round) => void navigate(paths.teacherRound.getHref(round.round_id)) },
        )
      }
    >
      <Typography.Paragraph>{t('start.intro')}</Typography.Paragraph>
      <Form.Item
        name="secondsToAnswer"
        label={t('start.secondsToAnswer')}
        extra={t('start.secondsHelp', { min: MIN_SECONDS_TO_ANSWER, max: MAX_SECONDS_TO_ANSWER })}
        rules={[{ required: true, type: 'integer', min: MIN_SECONDS_TO_ANSWER, max: MAX_SECONDS_TO_ANSWER }]}
      >
        <InputNumber min={MIN_SECONDS_TO_ANSWER} max={MAX_SECONDS_TO_ANSWER} precision={0} />
      </Form.Item>
      <Form.Item name="who" label={t('start.who')}>
        <Radio.Group
          options={[
            { value: 'level', label: t('start.level', { level }) },
            { value: 'class', label: t('start.wholeClass') },
          ]}
        />
      </Form.Item>
      {start.isError &&
        (conflict ? (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={errorMessage(start.error)}
            description={<RunningRound />}
            style={{ marginBottom: 16 }}
          />
        ) : (
          <div style={{ marginBottom: 16 }}>
            <ApiErrorAlert error={start.error} />
          </div>
        ))}
      <DialogFormButtons submitLabel={t('start.ok')} pending={start.isPending} onCancel={onCancel} />
    </Form>
  );
}

/** "Start a live round" on an exam's screen: its options, then the projector. */
export function StartRound(props: StartRoundProps) {
  const { t } = useTranslation('liveRound');
  return (
    <DialogButton
      label={t('start.button')}
      icon={<PlayCircleOutlined aria-hidden />}
      buttonProps={{ size: 'large' }}
      title={t('start.title')}
    >
      {({ close }) => <StartRoundForm {...props} onCancel={close} />}
    </DialogButton>
  );
}
