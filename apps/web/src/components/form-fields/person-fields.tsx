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
import { useTranslation } from 'react-i18next';
import { checkedAs, required } from '@/lib/form-rules';
import { formatNumber } from '@/lib/format';
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

export function FullnameField({ person = 'self', label }: PersonFieldProps & { label?: string }) {
  const { t } = useTranslation('shared');
  const missing = person === 'self' ? t('person.typeYourName') : t('person.typeStudentName');
  return (
    <Form.Item
      label={label ?? t('person.fullName')}
      name="fullname"
      rules={[required(missing), ...checkedAs(fullnameSchema)]}
    >
      <Input autoComplete={autoCompleteFor(person, 'name')} maxLength={MAX_FULLNAME_LENGTH} />
    </Form.Item>
  );
}

export function UsernameField({ person = 'self' }: PersonFieldProps) {
  const { t } = useTranslation('shared');
  return (
    <Form.Item
      label={t('person.username')}
      name="username"
      extra={person === 'self' ? t('person.usernameSelf') : t('person.usernameStudent')}
      rules={[required(t('person.chooseUsername')), ...checkedAs(usernameSchema)]}
    >
      <Input
        autoComplete={autoCompleteFor(person, 'username')}
        maxLength={MAX_USERNAME_LENGTH}
        {...VERBATIM}
      />
    </Form.Item>
  );
}

export function EmailField({
  person = 'self',
  optional = false,
  extra,
}: ContactFieldProps & {
  /** What the email is for, when the account has a use of its own for it (a parent's weekly email). */
  extra?: string;
}) {
  const { t } = useTranslation('shared');
  return (
    <Form.Item
      label={optional ? t('person.emailOptional') : t('person.email')}
      name="email"
      extra={extra ?? (optional ? t(`person.emptyIfNone.${person}`) : undefined)}
      rules={[...(optional ? [] : [required(t('person.typeEmail'))]), ...checkedAs(emailSchema)]}
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
  const { t } = useTranslation('shared');
  const digits = { min: formatNumber(MIN_PHONE_DIGITS), max: formatNumber(MAX_PHONE_DIGITS) };
  return (
    <Form.Item
      label={optional ? t('person.phoneOptional') : t('person.phone')}
      name="phone_no"
      extra={optional ? t(`person.phoneFormatOptional.${person}`, digits) : t('person.phoneFormat', digits)}
      rules={[...(optional ? [] : [required(t('person.typePhone'))]), ...checkedAs(phoneSchema)]}
    >
      <Input type="tel" autoComplete={autoCompleteFor(person, 'tel')} maxLength={MAX_PHONE_LENGTH} />
    </Form.Item>
  );
}
