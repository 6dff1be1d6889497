/**
 * The API's rules for a student's fields (apps/api/src/lib/common-schemas.ts), checked before sending so
 * that a teacher hears about a mistake at once, in the same terms. Text fields are checked as the API
 * checks them: trimmed; a password exactly as typed. Each check gives the problem, or null.
 */
type Check = (value: string) => string | null;

const CONTROL_CHARACTERS = /\p{Cc}/u;
const FULLNAME = /^\p{L}[\p{L}\p{M} '.-]*$/u;
const USERNAME = /^[A-Za-z0-9_.-]+$/;
// The pattern the API's validator (Zod's `z.email()`) accepts.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^\+?\d{10,15}$/;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const trimmedText =
  (missing: string, rule: (text: string) => string | null): Check =>
  (value) => {
    const text = value.trim();
    if (!text) return missing;
    if (CONTROL_CHARACTERS.test(text)) return 'Remove the tabs or line breaks.';
    return rule(text);
  };

export const fullnameProblem = trimmedText("Please type the student's full name.", (text) => {
  if (text.length < 2 || text.length > 100) return 'Use 2 to 100 characters.';
  if (!FULLNAME.test(text)) return "Start with a letter; then use only letters, spaces, ' - and .";
  return null;
});

export const usernameProblem = trimmedText('Please choose a username.', (text) => {
  if (text.length < 3 || text.length > 30) return 'Use 3 to 30 characters.';
  if (!USERNAME.test(text)) return 'Use only letters, digits, _ . and - (no spaces).';
  return null;
});

export const emailProblem = trimmedText('Please type an email address.', (text) => {
  if (text.length > 254) return 'Use at most 254 characters.';
  if (!EMAIL.test(text)) return 'This is not an email address, e.g. name@example.com.';
  return null;
});

export const phoneProblem = trimmedText('Please type a phone number.', (text) =>
  PHONE.test(text) ? null : 'Use 10 to 15 digits, with a + in front if you like, and no spaces.',
);

export const passwordProblem: Check = (value) => {
  if (!value) return 'Please type a password.';
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) {
    return `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;
  }
  if (CONTROL_CHARACTERS.test(value)) return 'Remove the tabs or line breaks.';
  return null;
};
