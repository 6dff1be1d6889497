import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('examBuilder');
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
        title={t('regenerate.whatChanges')}
        description={t('regenerate.whatChangesDetail')}
      />
      <Form {...formProps} onFinish={() => regenerate.mutate(values, { onSuccess: () => setDone(true) })}>
        <GenerationFields
          values={values}
          onChange={update}
          previewed={preview.ok ? preview.questions : null}
        />
        {regenerate.isError && <ApiErrorAlert error={regenerate.error} />}
        <div role="status">
          {done && (
            <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('regenerate.done')} />
          )}
        </div>
        <Button type="primary" htmlType="submit" loading={regenerate.isPending} disabled={!preview.ok}>
          {t('regenerate.regenerate')}
        </Button>
      </Form>
    </SettingsWithPreview>
  );
}
