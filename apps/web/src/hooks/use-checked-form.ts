import { Form, type FormProps } from 'antd';
import { useFormApiErrors } from './use-form-api-errors';

/**
 * A form whose fields are checked as the API checks them: the antd form, where its problems are shown
 * (found by its own checks or by the API), and the props every such form is given.
 */
export function useCheckedForm<Values>(
  fieldNames: readonly string[],
  fieldByPath?: Readonly<Record<string, string>>,
) {
  const [form] = Form.useForm<Values>();
  const errors = useFormApiErrors(form, fieldNames, fieldByPath);
  const formProps: FormProps<Values> = {
    form,
    layout: 'vertical',
    requiredMark: false,
    onFinishFailed: errors.showInvalid,
  };
  return { form, errors, formProps };
}
