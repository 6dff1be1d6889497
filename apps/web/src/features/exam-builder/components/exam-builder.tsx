import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExamDetailsFields, ExamIntegrityFields } from '@/components/form-fields/exam-fields';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ApiError } from '@/lib/api-client';
import { problemInAppWords } from '@/lib/problem-words';
import { useCreateExam } from '../api/create-exam';
import { initialValues, practisedAt } from '../builder-settings';
import { usePreviewedSettings } from '../use-previewed-settings';
import { GenerationFields } from './generation-fields';
import { SettingsWithPreview } from './settings-with-preview';

/** What the builder says of the exam it made. */
export interface CreatedExam {
  exam_id: string;
  title: string;
  level: number;
  is_active: boolean;
  opensAt: string | null;
  closesAt: string | null;
}

/**
 * Where a new exam starts other than from level 1's preset: a practice of chosen formulas for the children
 * who need them, made from a formula map.
 */
export interface BuilderStart {
  level: number;
  title: string;
  focus: string[];
  /** The children it is for; absent or empty: every child at the level. */
  students?: string[];
}

interface ExamBuilderProps {
  onCreated: (exam: CreatedExam) => void;
  start?: BuilderStart | undefined;
}

/**
 * Making an exam: what it is, and how its questions are generated — starting from the level's preset —
 * with the questions it will contain previewed as the settings change, by the same generator and seed
 * the server will use, and the generator's own objection when the settings cannot give them.
 */
export function ExamBuilder({ onCreated, start }: ExamBuilderProps) {
  const { t } = useTranslation('examBuilder');
  const { values, preview, update, formProps, previewProps } = usePreviewedSettings(() =>
    start
      ? {
          ...initialValues(start.level),
          title: start.title,
          focus: start.focus,
          students: start.students ?? [],
        }
      : initialValues(),
  );
  const create = useCreateExam();
  const fieldErrors =
    create.error instanceof ApiError
      ? create.error.fieldErrors.map((error) => problemInAppWords(error.message))
      : [];

  return (
    <SettingsWithPreview {...previewProps}>
      <Form
        {...formProps}
        onFinish={() => create.mutate(values, { onSuccess: ({ exam }) => onCreated(exam) })}
      >
        <ExamDetailsFields levelNote={practisedAt(values.level)} openLabel={t('openToStudentsNow')} />
        <ExamIntegrityFields />
        <GenerationFields
          values={values}
          onChange={update}
          previewed={preview.ok ? preview.questions : null}
        />
        {create.isError && <ApiErrorAlert error={create.error} details={fieldErrors} />}
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          loading={create.isPending}
          disabled={!preview.ok}
          style={{ marginTop: 16 }}
        >
          {t('createExam')}
        </Button>
      </Form>
    </SettingsWithPreview>
  );
}
