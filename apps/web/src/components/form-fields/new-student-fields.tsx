import { FieldRow, HALVES, SHORT_HALVES } from './field-row';
import { ClassField, LevelField } from './grade-fields';
import { NewPasswordField } from './password-fields';
import type { Person } from './person';
import { EmailField, FullnameField, PhoneField, UsernameField } from './person-fields';

interface NewStudentFieldsProps {
  person: Person;
  fullnameLabel: string;
  passwordNote?: string;
  /** Email and phone may be left empty (a teacher adding a child who has neither). */
  contactOptional?: boolean;
}

/** Everything a student account opens with: name, username, password, email, phone, class and level. */
export function NewStudentFields({
  person,
  fullnameLabel,
  passwordNote,
  contactOptional = false,
}: NewStudentFieldsProps) {
  return (
    <>
      <FullnameField person={person} label={fullnameLabel} />
      <FieldRow columns={HALVES}>
        <UsernameField person={person} />
        <NewPasswordField note={passwordNote} />
      </FieldRow>
      <FieldRow columns={HALVES}>
        <EmailField person={person} optional={contactOptional} />
        <PhoneField person={person} optional={contactOptional} />
      </FieldRow>
      <FieldRow columns={SHORT_HALVES}>
        <ClassField person={person} />
        <LevelField person={person} />
      </FieldRow>
    </>
  );
}
