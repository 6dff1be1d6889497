import { Form, type FormProps } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { randomSeed, withChanges, type BuilderValues } from './builder-settings';
import { previewExam } from './question-preview';

/**
 * The settings of a form whose questions are previewed as they change: its values, kept in step with
 * the form, and the exam they give (worked out after the form has answered the keystroke, so until then
 * the preview is `updating`). `onChange` hears of every change, the form's and a new seed alike.
 */
export function usePreviewedSettings(initial: () => BuilderValues, onChange?: () => void) {
  const [form] = Form.useForm<BuilderValues>();
  const [values, setValues] = useState<BuilderValues>(initial);
  const deferred = useDeferredValue(values);
  const preview = useMemo(() => previewExam(deferred), [deferred]);

  const update = (changes: Partial<BuilderValues>) => {
    const next = withChanges(values, changes);
    form.setFieldsValue(next);
    setValues(next);
    onChange?.();
  };

  const formProps: FormProps<BuilderValues> = {
    form,
    layout: 'vertical',
    requiredMark: false,
    initialValues: values,
    onValuesChange: (changed: Partial<BuilderValues>) => update(changed),
  };
  const previewProps = {
    seed: values.seed,
    preview,
    updating: deferred !== values,
    perStudent: values.questionsPerStudent,
    onOtherSeed: () => update({ seed: randomSeed() }),
  };
  return { values, preview, update, formProps, previewProps };
}
