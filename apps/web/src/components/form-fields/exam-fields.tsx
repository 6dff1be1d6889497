import {
  examDurationSchema,
  examTitleSchema,
  GRADES,
  MAX_DURATION,
  MAX_EXAM_TITLE_LENGTH,
  MIN_DURATION,
  type ReviewWhileOpen,
} from '@abacus/contract';
import { DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkedAs, required } from '@/lib/form-rules';
import { formatNumber } from '@/lib/format';
import { ExamStudentsField } from './exam-students-field';
import { FieldRow } from './field-row';

const KINDS = ['practice', 'assessment'] as const;
/** Each way of reviewing while the exam is open, by its words' key. */
const REVIEW_KEYS = {
  score: 'score',
  'right-wrong': 'rightWrong',
  answers: 'answers',
} as const satisfies Record<ReviewWhileOpen, string>;
const LEVEL_AND_MINUTES = [
  { xs: 24, sm: 12 },
  { xs: 24, sm: 12 },
];

interface ExamDetailsFieldsProps {
  /** Said under the level, e.g. what that level practises. */
  levelNote: ReactNode;
  /** Why the kind cannot change any more, when it cannot. */
  kindLockedBecause?: string;
  /** The label of the switch that opens the exam to its level's students. */
  openLabel: string;
}

/**
 * What an exam is, in the fields `title`, `level`, `duration`, `students`, `type` (practice or assessment)
 * and `active`: its title and minutes checked as the API checks them.
 */
export function ExamDetailsFields({ levelNote, kindLockedBecause, openLabel }: ExamDetailsFieldsProps) {
  const { t } = useTranslation('shared');
  const levelOptions = GRADES.map((grade) => ({
    value: grade,
    label: t('exam.levelOption', { level: formatNumber(grade) }),
  }));
  const kindOptions = KINDS.map((kind) => ({ value: kind, label: t(`exam.kinds.${kind}`) }));
  return (
    <>
      <Form.Item
        label={t('exam.title')}
        name="title"
        rules={[required(t('exam.giveTitle')), ...checkedAs(examTitleSchema)]}
      >
        <Input maxLength={MAX_EXAM_TITLE_LENGTH} />
      </Form.Item>
      <FieldRow columns={LEVEL_AND_MINUTES}>
        <Form.Item label={t('exam.level')} name="level" extra={levelNote}>
          <Select options={levelOptions} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item
          label={t('exam.minutesAllowed')}
          name="duration"
          rules={[required(t('exam.sayMinutes')), ...checkedAs(examDurationSchema)]}
        >
          <InputNumber min={MIN_DURATION} max={MAX_DURATION} style={{ width: '100%' }} />
        </Form.Item>
      </FieldRow>
      <ExamStudentsField />
      <Form.Item label={t('exam.kind')} name="type" extra={kindLockedBecause}>
        <Radio.Group disabled={kindLockedBecause !== undefined} options={kindOptions} />
      </Form.Item>
      <Form.Item label={openLabel} name="active" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item noStyle dependencies={['active']}>
        {({ getFieldValue }) => getFieldValue('active') === true && <OpeningTimesFields />}
      </Form.Item>
    </>
  );
}

/** How a moment is shown in its box, and the other ways it may be typed there. */
const MOMENT_FORMATS = ['ddd D MMM YYYY, HH:mm', 'YYYY-MM-DD HH:mm', 'D MMM YYYY HH:mm'];
const OPENING_TIMES = [
  { xs: 24, sm: 12 },
  { xs: 24, sm: 12 },
];

/** A day already gone cannot be picked. */
const isPast = (day: Dayjs) => day.isBefore(dayjs(), 'day');

/**
 * When an open exam opens and closes by itself, in the `opensAt` and `closesAt` fields: moments in the
 * device's own time zone (the API gets them with its offset), either left empty for "at once" and
 * "when I close it".
 */
export function OpeningTimesFields() {
  const { t } = useTranslation('shared');
  // A moment typed or picked counts once the box is left: no OK to press first.
  const moment = {
    showTime: { format: 'HH:mm', minuteStep: 5 as const },
    format: MOMENT_FORMATS,
    needConfirm: false,
  };
  return (
    <FieldRow columns={OPENING_TIMES}>
      <Form.Item label={t('exam.opensAt')} name="opensAt" extra={t('exam.opensAtEmpty')}>
        <DatePicker
          {...moment}
          disabledDate={isPast}
          placeholder={t('exam.atOnce')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        label={t('exam.closesAt')}
        name="closesAt"
        extra={t('exam.closesAtEmpty')}
        dependencies={['opensAt']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, closes: Dayjs | null | undefined) => {
              const opens = getFieldValue('opensAt') as Dayjs | null | undefined;
              if (closes && opens && !closes.isAfter(opens)) {
                return Promise.reject(new Error(t('exam.closeAfterOpen')));
              }
              return Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker
          {...moment}
          disabledDate={isPast}
          placeholder={t('exam.whenIClose')}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FieldRow>
  );
}

/** A moment of the form as the API takes it: ISO 8601 with the device's offset, or null for none. */
export const momentForApi = (moment: Dayjs | null | undefined): string | null =>
  moment ? moment.second(0).millisecond(0).format() : null;

/** A moment the API gave, for the form. */
export const momentForForm = (iso: string | null): Dayjs | null => (iso === null ? null : dayjs(iso));

/**
 * How the exam keeps its answers to itself, in the fields `questionsPerStudent` and `reviewWhileOpen`:
 * each explained in a sentence a teacher reads once.
 */
export function ExamIntegrityFields() {
  const { t } = useTranslation('shared');
  const reviewOptions = Object.entries(REVIEW_KEYS).map(([value, key]) => ({
    value: value as ReviewWhileOpen,
    label: t(`exam.review.${key}`),
  }));
  return (
    <>
      <Form.Item
        label={t('exam.ownNumbers')}
        name="questionsPerStudent"
        valuePropName="checked"
        extra={t('exam.ownNumbersExplained')}
      >
        <Switch />
      </Form.Item>
      <Form.Item label={t('exam.whileOpen')} name="reviewWhileOpen" extra={t('exam.whileOpenExplained')}>
        <Radio.Group options={reviewOptions} vertical />
      </Form.Item>
    </>
  );
}
