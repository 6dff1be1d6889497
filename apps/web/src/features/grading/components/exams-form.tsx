import {
  DEFAULT_NEAR_PASS_PERCENT,
  MAX_EXAM_TITLE_LENGTH,
  MAX_GRADE_NAME_LENGTH,
  MAX_GRADING_SECTIONS,
} from '@abacus/contract';
import { Card, Flex, Form, Input, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldRow, HALVES } from '@/components/form-fields/field-row';
import { formatNumber } from '@/lib/format';
import { useCreateGrading } from '../api/create-grading';
import { nearPassFrom } from '../grading-outcome';
import { CreateGradingEnd } from './create-grading-end';
import { NearPassPercentField, SchoolField } from './grading-fields';
import { LevelField } from './level-field';
import type { Grading, TeacherExam } from '@/types/api';
import {
  fullMarksOf,
  sectionCandidates,
  suggestedPassMarks,
  totalFullMarks,
  type FromExamsValues,
} from '../new-grading';

/** The form's field of one exam's pass mark. */
const passMarkField = (examId: string): ['passMarks', string] => ['passMarks', examId];

/** Each chosen exam, in the order chosen, with its pass mark and where a near pass starts. */
function PassMarkFields({
  chosen,
  nearPassPercent,
}: {
  chosen: readonly TeacherExam[];
  nearPassPercent: number;
}) {
  const { t } = useTranslation('grading');
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      {chosen.map((exam, index) => {
        const full = fullMarksOf(exam);
        return (
          <Card key={exam.exam_id} size="small">
            <Form.Item
              label={t('form.passMarkOf', { number: formatNumber(index + 1), title: exam.title })}
              name={passMarkField(exam.exam_id)}
              extra={t('form.passMarkExtra', {
                full: formatNumber(full),
                questions: formatNumber(exam.total_questions),
                minutes: formatNumber(exam.duration),
              })}
              rules={[
                {
                  required: true,
                  type: 'number',
                  min: 1,
                  max: full,
                  message: t('form.passMarkRange', { full: formatNumber(full) }),
                },
              ]}
              style={{ margin: 0 }}
            >
              <InputNumber min={1} max={full} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item noStyle dependencies={[passMarkField(exam.exam_id)]}>
              {({ getFieldValue }) => {
                const pass = getFieldValue(passMarkField(exam.exam_id)) as number | null;
                const nearFrom = typeof pass === 'number' ? nearPassFrom(pass, full, nearPassPercent) : null;
                // A near pass that starts at the pass mark itself is none: nothing to say.
                return (
                  nearFrom !== null &&
                  pass !== null &&
                  nearFrom < pass && (
                    <Typography.Text type="secondary">
                      {t('form.nearPassFrom', {
                        marks: formatNumber(nearFrom),
                      })}
                    </Typography.Text>
                  )
                );
              }}
            </Form.Item>
          </Card>
        );
      })}
    </Flex>
  );
}

/**
 * A grading made of the teacher's own tests at one level: which tests are its sections (in the order
 * chosen), each section's pass mark, and how the whole is passed.
 */
export function ExamsForm({
  exams,
  onCreated,
}: {
  exams: readonly TeacherExam[];
  onCreated: (grading: Grading) => void;
}) {
  const { t } = useTranslation('grading');
  const [form] = Form.useForm<FromExamsValues>();
  const create = useCreateGrading();
  const level = Form.useWatch('level', form);
  const examIds = Form.useWatch('examIds', form) ?? [];
  const passRule = Form.useWatch('passRule', form);
  const nearPassPercent = Form.useWatch('nearPassPercent', form) ?? 0;
  const candidates = sectionCandidates(exams, level);
  const chosen = examIds.flatMap((examId) => candidates.filter((exam) => exam.exam_id === examId));
  const allMarks = totalFullMarks(examIds, candidates);

  return (
    <Form<FromExamsValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        examIds: [],
        passMarks: {},
        passRule: 'every-section',
        nearPassPercent: DEFAULT_NEAR_PASS_PERCENT,
      }}
      onValuesChange={(changed: Partial<FromExamsValues>) => {
        // Another level has other tests: the ones chosen no longer fit.
        if (changed.level !== undefined) form.setFieldValue('examIds', []);
        // A test just chosen starts with a suggested pass mark, which the teacher changes as they like.
        for (const examId of changed.examIds ?? []) {
          const exam = candidates.find((candidate) => candidate.exam_id === examId);
          if (exam && form.getFieldValue(passMarkField(examId)) === undefined) {
            form.setFieldValue(passMarkField(examId), suggestedPassMarks(fullMarksOf(exam)));
          }
        }
      }}
      onFinish={(values) => create.mutate({ from: 'exams', values }, { onSuccess: onCreated })}
    >
      <FieldRow columns={HALVES}>
        <Form.Item
          label={t('form.title')}
          name="title"
          rules={[{ required: true, whitespace: true, message: t('form.giveTitle') }]}
        >
          <Input maxLength={MAX_EXAM_TITLE_LENGTH} />
        </Form.Item>
        <Form.Item
          label={t('form.grade')}
          name="grade"
          extra={t('form.gradeExtra')}
          rules={[{ required: true, whitespace: true, message: t('form.giveGrade') }]}
        >
          <Input maxLength={MAX_GRADE_NAME_LENGTH} />
        </Form.Item>
      </FieldRow>
      <FieldRow columns={HALVES}>
        <LevelField />
        <SchoolField />
      </FieldRow>
      <Form.Item
        label={t('form.sections')}
        name="examIds"
        extra={
          level === undefined
            ? t('form.levelFirst')
            : candidates.length === 0
              ? t('form.noTests', { level })
              : t('form.sectionsExtra', { most: formatNumber(MAX_GRADING_SECTIONS) })
        }
        rules={[
          {
            required: true,
            type: 'array',
            min: 1,
            max: MAX_GRADING_SECTIONS,
            message: t('form.pickSections', { most: formatNumber(MAX_GRADING_SECTIONS) }),
          },
        ]}
      >
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          disabled={candidates.length === 0}
          options={candidates.map((exam) => ({ value: exam.exam_id, label: exam.title }))}
          maxCount={MAX_GRADING_SECTIONS}
        />
      </Form.Item>
      <PassMarkFields chosen={chosen} nearPassPercent={nearPassPercent} />
      <Form.Item label={t('form.rule')} name="passRule">
        <Radio.Group
          options={[
            { value: 'every-section', label: t('form.ruleEverySection') },
            { value: 'total', label: t('form.ruleTotal') },
          ]}
        />
      </Form.Item>
      {passRule === 'total' && (
        <Form.Item
          label={t('form.totalPassMarks')}
          name="totalPassMarks"
          extra={t('form.totalPassMarksExtra', { full: formatNumber(allMarks) })}
          rules={[
            {
              required: true,
              type: 'number',
              min: 1,
              max: Math.max(1, allMarks),
              message: t('form.totalRange', { full: formatNumber(allMarks) }),
            },
          ]}
        >
          <InputNumber min={1} max={Math.max(1, allMarks)} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      {passRule === 'total' && (
        <Form.Item
          label={t('form.paper')}
          name="paper"
          valuePropName="checked"
          extra={t('form.paperExtra', {
            minutes: formatNumber(chosen.reduce((sum, exam) => sum + exam.duration, 0)),
          })}
        >
          <Switch />
        </Form.Item>
      )}
      <NearPassPercentField />
      <CreateGradingEnd create={create} />
    </Form>
  );
}
