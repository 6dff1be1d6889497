import {
  emailSchema,
  examDurationSchema,
  examTitleSchema,
  fullnameSchema,
  passwordSchema,
  phoneSchema,
  usernameSchema,
} from '@abacus/contract';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { checkedAs, problemsOf } from '../form-rules';

type Schema = Parameters<typeof problemsOf>[0];

/** The values of `values` the check refuses: none, when they are all fine. */
const refused = (schema: Schema, values: readonly string[]) =>
  values.filter((value) => problemsOf(schema, value).length > 0);

describe('the forms check each field as the API does, in its words', () => {
  it("full name: 2 to 100 characters, starting with a letter; letters of any script, marks, spaces, ' - . ( )", () => {
    expect(
      refused(fullnameSchema, [
        'Ravi Kumar',
        'Jo',
        "Anne-Marie O'Neil",
        'Siobhán O’Brien',
        'Dr. Rao',
        ' Zoë ',
        'Anika (Annie) Shah',
        'अनिका शाह',
        'অনিকা শাহ',
        'அனிகா ஷா',
        'అనిక షా',
        'અનિકા શાહ',
        'ಅನಿಕಾ ಶಾ',
        'അനിക ഷാ',
        'ਅਨਿਕਾ ਸ਼ਾਹ',
        'أنيكا شاه',
        '山田 花子',
        '约翰·史密斯',
        'ジョン・スミス',
        // Malayalam spelled with a zero-width joiner, as some keyboards type its chillu letters.
        'ക്\u200Dഷ',
      ]),
    ).toEqual([]);
    expect(problemsOf(fullnameSchema, 'R')).toEqual(['Must be 2 to 100 characters']);
    expect(problemsOf(fullnameSchema, 'a'.repeat(101))).toEqual(['Must be 2 to 100 characters']);
    for (const name of ['-Ravi', '(Ravi)', 'Ravi 2', 'Ravi <b>', 'Ravi & Co', 'Ravi; drop']) {
      expect(problemsOf(fullnameSchema, name)).toEqual([
        "Must start with a letter and hold only letters, spaces and ' - . ( )",
      ]);
    }
  });

  it('username: 3 to 30 letters, digits, _ . or -, every problem named', () => {
    expect(refused(usernameSchema, ['ravi.k', 'R_2-x', 'a'.repeat(30)])).toEqual([]);
    expect(problemsOf(usernameSchema, 'x!')).toEqual([
      'Must be 3 to 30 characters',
      'May contain only letters, digits, _ . and -',
    ]);
    expect(problemsOf(usernameSchema, 'a'.repeat(31))).toEqual(['Must be 3 to 30 characters']);
    expect(problemsOf(usernameSchema, 'ravi k')).toEqual(['May contain only letters, digits, _ . and -']);
  });

  it('email: an address the API takes, at most 254 characters', () => {
    expect(refused(emailSchema, ['ravi@example.com', ' Ravi.K+abacus@school.co.in '])).toEqual([]);
    expect(problemsOf(emailSchema, 'not-an-email')).toEqual(['Must be a valid email address']);
    expect(refused(emailSchema, ['ravi@example', 'ravi.@example.com'])).toHaveLength(2);
    expect(problemsOf(emailSchema, `${'a'.repeat(250)}@x.io`)).toContain('Must be at most 254 characters');
  });

  it('phone number: 10 to 15 digits, maybe after a +', () => {
    expect(refused(phoneSchema, ['+919876543210', '9876543210', '123456789012345'])).toEqual([]);
    for (const phone of ['987654321', '1234567890123456', '98765 43210']) {
      expect(problemsOf(phoneSchema, phone)).toEqual([
        'Must be 10 to 15 digits, optionally after a leading +',
      ]);
    }
  });

  it('password: 8 to 128 characters exactly as typed, without control characters', () => {
    expect(refused(passwordSchema, ['blue-river-73', '  spaces count  ', 'x'.repeat(128)])).toEqual([]);
    expect(problemsOf(passwordSchema, 'seven77')).toEqual(['Must be 8 to 128 characters']);
    expect(problemsOf(passwordSchema, 'x'.repeat(129))).toEqual(['Must be 8 to 128 characters']);
    expect(problemsOf(passwordSchema, 'tab\there!')).toEqual(['Must not contain control characters']);
  });

  it("an exam's title and minutes", () => {
    expect(problemsOf(examTitleSchema, 'Level 2 weekly practice')).toEqual([]);
    expect(problemsOf(examTitleSchema, ' ab ')).toEqual(['Must be 3 to 100 characters']);
    expect(problemsOf(examDurationSchema, 360)).toEqual([]);
    expect(problemsOf(examDurationSchema, 361)).toEqual(['Must be a whole number from 1 to 360']);
  });

  it('leaves an empty field to the rule that asks for it', () => {
    for (const empty of ['', null, undefined]) expect(problemsOf(usernameSchema, empty)).toEqual([]);
  });
});

describe('checkedAs', () => {
  it('gives antd one rule per problem, each refusing with its own message', async () => {
    const outcomes = await Promise.allSettled(
      checkedAs(usernameSchema).map(async (rule) => {
        const object = rule as RuleObject;
        await object.validator?.(object, 'x!', () => {});
      }),
    );
    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'fine')),
    ).toEqual([
      'Error: Must be 3 to 30 characters',
      'Error: May contain only letters, digits, _ . and -',
      'fine',
    ]);
  });
});
