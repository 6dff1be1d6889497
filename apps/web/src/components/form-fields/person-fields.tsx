import {
  emailSchema,
  fullnameSchema,
  MAX_EMAIL_LENGTH,
  MAX_FULLNAME_LENGTH,
  MAX_PHONE_DIGITS,
  MAX_PHONE_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PHONE_DIGITS,
  phoneSchema,
  usernameSchema,
} from '@abacus/contract';
import { Form, Input } from 'antd';
import { checkedAs, required } from '@/lib/form-rules';
import { autoCompleteFor, type Person } from './person';

interface PersonFieldProps {
  person?: Person;
}

interface ContactFieldProps extends PersonFieldProps {
  /** May be left empty (a child's account needs neither email nor phone): said in its label. */
  optional?: boolean;
}

/** Typed as written, never corrected or capitalised by the device. */
const VERBATIM = { autoCapitalize: 'none', spellCheck: false } as const;

export function FullnameField({
  person = 'self',
  label = 'Full name',
}: PersonFieldProps & { label?: string }) {
  const missing = person === 'self' ? 'Please type your name' : "Please type the student's full name";
  return (
    <Form.Item label={label} name="fullname" rules={[required(missing), ...checkedAs(fullnameSchema)]}>
      <Input autoComplete={autoCompleteFor(person, 'name')} maxLength={MAX_FULLNAME_LENGTH} />
    </Form.Item>
  );
}

export function UsernameField({ person = 'self' }: PersonFieldProps) {
  const who = person === 'self' ? 'You sign' : 'The student signs';
  return (
    <Form.Item
      label="Username"
      name="username"
      extra={`${who} in with it. Letters, digits, _ . or -`}
      rules={[required('Please choose a username'), ...checkedAs(usernameSchema)]}
    >
      <Input
        autoComplete={autoCompleteFor(person, 'username')}
        maxLength={MAX_USERNAME_LENGTH}
        {...VERBATIM}
      />
    </Form.Item>
  );
}

const ONLY_IF_THEY_HAVE_ONE = 'Leave it empty if the student has none.';

export function EmailField({ person = 'self', optional = false }: ContactFieldProps) {
  return (
    <Form.Item
      label={optional ? 'Email (optional)' : 'Email'}
      name="email"
      extra={optional ? ONLY_IF_THEY_HAVE_ONE : undefined}
      rules={[...(optional ? [] : [required('Please type an email address')]), ...checkedAs(emailSchema)]}
    >
      <Input
        inputMode="email"
        autoComplete={autoCompleteFor(person, 'email')}
        maxLength={MAX_EMAIL_LENGTH}
        {...VERBATIM}
      />
    </Form.Item>
  );
}

export function PhoneField({ person = 'self', optional = false }: ContactFieldProps) {
  const format = `${MIN_PHONE_DIGITS} to ${MAX_PHONE_DIGITS} digits, e.g. +919876543210.`;
  return (
    <Form.Item
      label={optional ? 'Phone number (optional)' : 'Phone number'}
      name="phone_no"
      extra={optional ? `${format} ${ONLY_IF_THEY_HAVE_ONE}` : format}
      rules={[...(optional ? [] : [required('Please type a phone number')]), ...checkedAs(phoneSchema)]}
    >
      <Input type="tel" autoComplete={autoCompleteFor(person, 'tel')} maxLength={MAX_PHONE_LENGTH} />
    </Form.Item>
  );
}
