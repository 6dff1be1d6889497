import { CheckCircleFilled, FireFilled } from '@ant-design/icons';
import { Card, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import type { TodaysPractice } from '@/types/api';
import './today-card.css';

/** How far into the day's set I am: the questions answered, of them all. */
const answeredOf = ({ attempt }: TodaysPractice) => ({
  answered: attempt.answers.filter((answer) => answer !== null).length,
  total: attempt.questions.length,
});

/** Today's set on My exams: how far I am, my streak, and the way into it (or to what I got). */
export function TodayCard({ practice }: { practice: TodaysPractice }) {
  const { t } = useTranslation('studentExams');
  const { answered, total } = answeredOf(practice);
  const finished = practice.attempt.status === 'finished';
  const percent = practice.done ? 100 : Math.round((100 * answered) / Math.max(total, 1));
  const resultId = practice.attempt.result?.result_id;
  return (
    <Card className="today-card" role="region" aria-labelledby="today-card-title">
      <Flex gap={20} align="center" wrap>
        <Progress
          type="circle"
          size={88}
          percent={percent}
          format={() => (practice.done ? <CheckCircleFilled aria-hidden /> : `${answered}/${total}`)}
          aria-label={t('today.progress', { answered: formatNumber(answered), total: formatNumber(total) })}
        />
        <Flex vertical gap={6} className="today-card-words">
          <Typography.Title level={3} id="today-card-title" style={{ margin: 0 }}>
            {t('today.title')}
          </Typography.Title>
          <Typography.Text>
            {practice.done
              ? t('today.done')
              : finished
                ? t('today.endedUnfinished')
                : t('today.what', { count: total, number: formatNumber(total) })}
          </Typography.Text>
          <Typography.Text strong className="today-card-streak">
            <FireFilled aria-hidden />{' '}
            {practice.streak === 0
              ? t('today.noStreak')
              : t('today.streak', { count: practice.streak, days: formatNumber(practice.streak) })}
          </Typography.Text>
        </Flex>
        <div className="today-card-action">
          {finished ? (
            resultId && <ButtonLink to={paths.result.getHref(resultId)}>{t('today.seeHowIDid')}</ButtonLink>
          ) : (
            <ButtonLink type="primary" size="large" to={paths.practice.getHref()}>
              {answered > 0 ? t('action.continue') : t('action.start')}
            </ButtonLink>
          )}
        </div>
      </Flex>
    </Card>
  );
}
