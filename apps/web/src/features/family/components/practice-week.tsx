import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  FireFilled,
  MinusOutlined,
} from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMinutes, formatNumber } from '@/lib/format';
import type { PracticeWeek as Week } from '@/types/api';
import { DAY_STATES, todaysPractice, weekDays, type DayState } from '../practice-days';
import './practice-week.css';

/** Each state's mark: a shape of its own besides its colour, so that it reads without the colour too. */
const MARKS: Readonly<Record<DayState, ReactNode>> = {
  done: <CheckCircleFilled />,
  missed: <CloseCircleFilled />,
  today: <ClockCircleOutlined />,
  'to-come': <span className="practice-day-ring" />,
  rest: <MinusOutlined />,
};

const STATE_WORDS = {
  done: 'week.state.done',
  missed: 'week.state.missed',
  today: 'week.state.today',
  'to-come': 'week.state.toCome',
  rest: 'week.state.rest',
} as const satisfies Record<DayState, string>;

/** Today's line takes the mark of the day it describes. */
const TODAY_MARK = { done: 'done', notDone: 'today', rest: 'rest' } as const satisfies Record<
  ReturnType<typeof todaysPractice>,
  DayState
>;

function Mark({ state }: { state: DayState }) {
  return (
    <span className={`practice-mark practice-mark-${state}`} aria-hidden>
      {MARKS[state]}
    </span>
  );
}

/**
 * A child's practice this week at a glance: whether today's is done, the seven days from Monday with a
 * mark each (today's framed, and a key to the marks shown), the streak and the time practised. A phone's
 * width holds the seven days side by side: each is a weekday and a mark, and says itself in words (today
 * named so) to a screen reader.
 */
export function PracticeWeek({ practice }: { practice: Week }) {
  const { t } = useTranslation('family');
  const days = weekDays(practice);
  const today = todaysPractice(practice);
  const { streak, minutes_this_week: minutes } = practice;
  return (
    <Flex vertical gap={16}>
      <Typography.Text strong className="practice-today">
        <Mark state={TODAY_MARK[today]} /> {t(`week.todaysPractice.${today}`)}
      </Typography.Text>
      <ol className="practice-week" aria-label={t('week.days')}>
        {days.map((day) => (
          <li key={day.day} className={day.isToday ? 'practice-day practice-day-today' : 'practice-day'}>
            <span className="practice-day-name" aria-hidden>
              {formatDay(day.day, 'weekday')}
            </span>
            <Mark state={day.state} />
            <span className="visually-hidden">
              {t(day.isToday ? 'week.today' : 'week.day', {
                day: formatDay(day.day, 'long'),
                state: t(STATE_WORDS[day.state]),
              })}
            </span>
          </li>
        ))}
      </ol>
      <ul className="practice-week-key" aria-label={t('week.key')}>
        {DAY_STATES.filter((state) => days.some((day) => day.state === state)).map((state) => (
          <li key={state}>
            <Mark state={state} /> {t(STATE_WORDS[state])}
          </li>
        ))}
      </ul>
      <Flex gap="8px 24px" wrap>
        <Typography.Text strong className="practice-streak">
          <FireFilled aria-hidden />{' '}
          {streak === 0
            ? t('week.noStreak')
            : t('week.streak', { count: streak, days: formatNumber(streak) })}
        </Typography.Text>
        <Typography.Text>
          {days.some((day) => day.done)
            ? t('week.minutes', { time: formatMinutes(minutes) })
            : t('week.noMinutes')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
