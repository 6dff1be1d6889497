import { DEFAULT_NEAR_PASS_PERCENT, MAX_EXAM_TITLE_LENGTH } from '@abacus/contract';
import { Card, Flex, Form, Input, Radio, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OpeningTimesFields } from '@/components/form-fields/exam-fields';
import { FieldRow, HALVES } from '@/components/form-fields/field-row';
import { formatNumber, formatScore } from '@/lib/format';
import { useCreateGrading, type FromTemplateValues } from '../api/create-grading';
import type { Grading, GradingTemplate } from '@/types/api';

import { templateQuestions } from '../new-grading';
import { templateWords, type TemplateWords } from '../template-words';
import { CreateGradingEnd } from './create-grading-end';
import { NearPassPercentField, SchoolField } from './grading-fields';
import { LevelField } from './level-field';
import { PassRuleWords } from './pass-rule-words';
import './template-form.css';

/**
 * A standard's sections. Wider than a phone, it scrolls sideways in a box that the keyboard can reach and
 * scroll too (its cells hold no link).
 */
function TemplateSections({ template, words }: { template: GradingTemplate; words: TemplateWords }) {
  const { t } = useTranslation('grading');
  const sections = template.sections.map((section, index) => ({ ...section, title: words.sections[index]! }));
  return (
    <div
      className="template-sections-scroll"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
      tabIndex={0}
      role="group"
      aria-label={t('templates.sectionsOf', { grade: words.grade })}
    >
      <Table<(typeof sections)[number]>
        rowKey="title"
        size="small"
        pagination={false}
        dataSource={sections}
        columns={[
          { title: t('sections.section'), dataIndex: 'title', key: 'title' },
          {
            title: t('sections.questions'),
            key: 'questions',
            align: 'right',
            render: (_, section) => {
              const questions = templateQuestions(section);
              return questions === null ? '' : formatNumber(questions);
            },
          },
          {
            title: t('sections.minutes'),
            key: 'minutes',
            align: 'right',
            render: (_, section) => formatNumber(section.duration),
          },
          {
            title: t('sections.passMark'),
            key: 'pass',
            align: 'right',
            render: (_, section) => formatScore(section.passMarks, section.fullMarks),
          },
        ]}
      />
    </div>
  );
}

/** One published standard: its grade, who sets it and where, its sections and how it is passed. */
function TemplateCard({ template }: { template: GradingTemplate }) {
  const { t } = useTranslation('grading');
  const words = templateWords(template, t);
  return (
    <Card size="small">
      <Flex vertical gap={8}>
        {/* In the body, not the card's one-line title: a body's name in full wraps on a phone. */}
        <Radio value={template.key} className="template-choice">
          {t('templates.option', { grade: words.grade, body: words.body })}
        </Radio>
        <Typography.Text>
          {t('templates.source')}{' '}
          <Typography.Link href={template.source.url} target="_blank" rel="noreferrer">
            {words.source}
          </Typography.Link>
        </Typography.Text>
        <TemplateSections template={template} words={words} />
        <Typography.Text type="secondary">
          <PassRuleWords
            grading={{
              ...template,
              sections: template.sections.map((section) => ({ exam: { duration: section.duration } })),
              awards: template.awards.map((award, index) => ({ ...award, grade: words.awards[index]! })),
              nearPassPercent: DEFAULT_NEAR_PASS_PERCENT,
            }}
          />
        </Typography.Text>
      </Flex>
    </Card>
  );
}

/**
 * A grading that follows a published standard: the teacher picks the standard, the level and whether it
 * opens now; the server makes each section's exam from the standard's settings.
 */
export function TemplateForm({
  templates,
  onCreated,
}: {
  templates: readonly GradingTemplate[];
  onCreated: (grading: Grading) => void;
}) {
  const { t } = useTranslation('grading');
  const [form] = Form.useForm<FromTemplateValues>();
  const create = useCreateGrading();
  return (
    <Form<FromTemplateValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        template: templates[0]?.key,
        openNow: true,
        nearPassPercent: DEFAULT_NEAR_PASS_PERCENT,
      }}
      onFinish={(values) => create.mutate({ from: 'template', values }, { onSuccess: onCreated })}
    >
      <Form.Item
        label={t('templates.standard')}
        name="template"
        rules={[{ required: true, message: t('templates.pick') }]}
      >
        <Radio.Group style={{ width: '100%' }}>
          <Flex vertical gap={12}>
            {templates.map((template) => (
              <TemplateCard key={template.key} template={template} />
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      <FieldRow columns={HALVES}>
        <LevelField />
        <Form.Item label={t('form.titleOptional')} name="title" extra={t('form.titleEmpty')}>
          <Input maxLength={MAX_EXAM_TITLE_LENGTH} />
        </Form.Item>
      </FieldRow>
      <FieldRow columns={HALVES}>
        <SchoolField />
        <NearPassPercentField />
      </FieldRow>
      <Form.Item
        label={t('form.openNow')}
        name="openNow"
        valuePropName="checked"
        extra={t('form.openNowExtra')}
      >
        <Switch />
      </Form.Item>
      <Form.Item noStyle dependencies={['openNow']}>
        {({ getFieldValue }) => getFieldValue('openNow') === true && <OpeningTimesFields />}
      </Form.Item>
      <CreateGradingEnd create={create} />
    </Form>
  );
}
