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
import { checkedAs, required } from '@/lib/form-rules';
import { FieldRow } from './field-row';

const LEVEL_OPTIONS = GRADES.map((grade) => ({ value: grade, label: `Level ${grade}` }));
const KIND_OPTIONS = [
  { value: 'practice', label: 'Practice (as often as they like)' },
  { value: 'assessment', label: 'Test (once)' },
];
const REVIEW_OPTIONS: { value: ReviewWhileOpen; label: string }[] = [
  { value: 'score', label: 'Their score only: the answers stay secret until you close it' },
  { value: 'right-wrong', label: 'Their score and which answers were right' },
  { value: 'answers', label: 'Their score and the right answers (for practice)' },
];
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
 * What an exam is, in the fields `title`, `level`, `duration`, `type` (practice or assessment) and
 * `active`: its title and minutes checked as the API checks them.
 */
export function ExamDetailsFields({ levelNote, kindLockedBecause, openLabel }: ExamDetailsFieldsProps) {
  return (
    <>
      <Form.Item
        label="Title"
        name="title"
        rules={[required('Give the exam a title'), ...checkedAs(examTitleSchema)]}
      >
        <Input maxLength={MAX_EXAM_TITLE_LENGTH} />
      </Form.Item>
      <FieldRow columns={LEVEL_AND_MINUTES}>
        <Form.Item label="Level" name="level" extra={levelNote}>
          <Select options={LEVEL_OPTIONS} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item
          label="Minutes allowed"
          name="duration"
          rules={[required('Say how many minutes it lasts'), ...checkedAs(examDurationSchema)]}
        >
          <InputNumber min={MIN_DURATION} max={MAX_DURATION} style={{ width: '100%' }} />
        </Form.Item>
      </FieldRow>
      <Form.Item label="Kind" name="type" extra={kindLockedBecause}>
        <Radio.Group disabled={kindLockedBecause !== undefined} options={KIND_OPTIONS} />
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
function OpeningTimesFields() {
  // A moment typed or picked counts once the box is left: no OK to press first.
  const moment = {
    showTime: { format: 'HH:mm', minuteStep: 5 as const },
    format: MOMENT_FORMATS,
    needConfirm: false,
  };
  return (
    <FieldRow columns={OPENING_TIMES}>
      <Form.Item label="Opens at" name="opensAt" extra="Empty: at once.">
        <DatePicker {...moment} disabledDate={isPast} placeholder="At once" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Closes at"
        name="closesAt"
        extra="Empty: when you close it."
        dependencies={['opensAt']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, closes: Dayjs | null | undefined) => {
              const opens = getFieldValue('opensAt') as Dayjs | null | undefined;
              if (closes && opens && !closes.isAfter(opens)) {
                return Promise.reject(new Error('It must close after it opens'));
              }
              return Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker
          {...moment}
          disabledDate={isPast}
          placeholder="When I close it"
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
  return (
    <>
      <Form.Item
        label="Each child their own numbers"
        name="questionsPerStudent"
        valuePropName="checked"
        extra="Every child gets different questions made with these settings, so a neighbour’s answers do not help. The questions you see are a sample."
      >
        <Switch />
      </Form.Item>
      <Form.Item
        label="While it is open, children see"
        name="reviewWhileOpen"
        extra="Once you close it, they see everything: each question, their answer and the right one."
      >
        <Radio.Group options={REVIEW_OPTIONS} vertical />
      </Form.Item>
    </>
  );
}
