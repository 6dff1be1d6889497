import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { TeacherExam } from '@/types/api';
import { useRegenerateQuestions } from '../api/regenerate-questions';
import { valuesOfExam } from '../builder-settings';
import { usePreviewedSettings } from '../use-previewed-settings';
import { GenerationFields } from './generation-fields';
import { SettingsWithPreview } from './settings-with-preview';

/**
 * New questions for an exam: its settings to change, the questions they give previewed by the same
 * generator and seed the server will use, and what a regeneration does to those already taking it.
 */
export function RegenerateQuestions({ exam }: { exam: TeacherExam }) {
  const regenerate = useRegenerateQuestions(exam.exam_id);
  const [done, setDone] = useState(false);
  // Changed settings are not yet the exam's: the notice of the last regeneration no longer holds.
  const { values, preview, update, formProps, previewProps } = usePreviewedSettings(
    () => valuesOfExam(exam),
    () => setDone(false),
  );

  return (
    <SettingsWithPreview {...previewProps}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="What new questions change"
        description="Students see the new questions from their next start. Anyone in the middle of the exam keeps the questions they were given, and results already in keep the marks they were scored against."
      />
      <Form {...formProps} onFinish={() => regenerate.mutate(values, { onSuccess: () => setDone(true) })}>
        <GenerationFields values={values} onChange={update} />
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
    </SettingsWithPreview>
  );
}
