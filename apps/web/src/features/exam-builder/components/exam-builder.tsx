import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ApiError } from '@/lib/api-client';
import { useCreateExam } from '../api/create-exam';
import {
  initialValues,
  practisedAt,
  presetValues,
  randomSeed,
  type BuilderValues,
} from '../builder-settings';
import { previewExam } from '../question-preview';
import { GenerationFields } from './generation-fields';
import { PreviewPanel } from './preview-panel';

const LEVELS = Array.from({ length: 10 }, (_, index) => ({ value: index + 1, label: `Level ${index + 1}` }));
interface ExamBuilderProps {
  onCreated: (examId: string) => void;
}

/**
 * Making an exam: what it is, and how its questions are generated — starting from the level's preset —
 * with the questions it will contain previewed as the settings change, by the same generator and seed
 * the server will use, and the generator's own objection when the settings cannot give them.
 */
export function ExamBuilder({ onCreated }: ExamBuilderProps) {
  const [form] = Form.useForm<BuilderValues>();
  const [values, setValues] = useState<BuilderValues>(() => initialValues());
  const deferred = useDeferredValue(values);
  const preview = useMemo(() => previewExam(deferred), [deferred]);
  const create = useCreateExam();

  const update = (changes: Partial<BuilderValues>) => {
    const next = { ...values, ...changes };
    if (changes.level !== undefined && changes.level !== values.level)
      Object.assign(next, presetValues(changes.level));
    form.setFieldsValue(next);
    setValues(next);
  };
  const fieldErrors =
    create.error instanceof ApiError ? create.error.fieldErrors.map((error) => error.message) : [];

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <Form
          form={form}
          layout="vertical"
          initialValues={values}
          onValuesChange={(changed: Partial<BuilderValues>) => update(changed)}
          onFinish={() => create.mutate(values, { onSuccess: ({ exam }) => onCreated(exam.exam_id) })}
          requiredMark={false}
        >
          <Form.Item
            label="Title"
            name="title"
            rules={[{ required: true, whitespace: true, message: 'Give the exam a title' }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item label="Level" name="level" extra={practisedAt(values.level)}>
                <Select options={LEVELS} showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Minutes allowed" name="duration">
                <InputNumber min={1} max={600} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="Kind" name="type">
            <Radio.Group
              options={[
                { value: 'practice', label: 'Practice (as often as they like)' },
                { value: 'assessment', label: 'Test (once)' },
              ]}
            />
          </Form.Item>
          <Form.Item label="Open to students now" name="active" valuePropName="checked">
            <Switch />
          </Form.Item>
          <GenerationFields onRange={update} />
          {create.isError && <ApiErrorAlert error={create.error} details={fieldErrors} />}
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            loading={create.isPending}
            disabled={!preview.ok}
            style={{ marginTop: 16 }}
          >
            Create the exam
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={12}>
        <PreviewPanel
          seed={values.seed}
          preview={preview}
          onOtherSeed={() => update({ seed: randomSeed() })}
        />
      </Col>
    </Row>
  );
}
