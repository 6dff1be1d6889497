import {
  examDurationSchema,
  examTitleSchema,
  GRADES,
  MAX_DURATION,
  MAX_EXAM_TITLE_LENGTH,
  MIN_DURATION,
  type ReviewWhileOpen,
} from '@abacus/contract';
import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
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
    </>
  );
}

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
