import { Alert, Button, Col, Form, Row } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { TeacherExam } from '@/types/api';
import { useRegenerateQuestions } from '../api/regenerate-questions';
import { randomSeed, valuesOfExam, type BuilderValues } from '../builder-settings';
import { previewExam } from '../question-preview';
import { GenerationFields } from './generation-fields';
import { PreviewPanel } from './preview-panel';

/**
 * New questions for an exam: its settings to change, the questions they give previewed by the same
 * generator and seed the server will use, and what a regeneration does to those already taking it.
 */
export function RegenerateQuestions({ exam }: { exam: TeacherExam }) {
  const [form] = Form.useForm<BuilderValues>();
  const [values, setValues] = useState<BuilderValues>(() => valuesOfExam(exam));
  const deferred = useDeferredValue(values);
  const preview = useMemo(() => previewExam(deferred), [deferred]);
  const regenerate = useRegenerateQuestions(exam.exam_id);
  const [done, setDone] = useState(false);

  const update = (changes: Partial<BuilderValues>) => {
    const next = { ...values, ...changes };
    form.setFieldsValue(next);
    setValues(next);
    setDone(false);
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="What new questions change"
          description="Students see the new questions from their next start. Anyone in the middle of the exam keeps the questions they were given, and results already in keep the marks they were scored against."
        />
        <Form
          form={form}
          layout="vertical"
          initialValues={values}
          onValuesChange={(changed: Partial<BuilderValues>) => update(changed)}
          onFinish={() => regenerate.mutate(values, { onSuccess: () => setDone(true) })}
          requiredMark={false}
        >
          <GenerationFields onRange={update} />
          {regenerate.isError && <ApiErrorAlert error={regenerate.error} />}
          <div role="status">
            {done && (
              <Alert
                type="success"
                showIcon
                style={{ marginBottom: 16 }}
                title="The exam has its new questions: the ones you saw."
              />
            )}
          </div>
          <Button type="primary" htmlType="submit" loading={regenerate.isPending} disabled={!preview.ok}>
            Regenerate questions
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
