// @vitest-environment jsdom
import {
  emailSchema,
  examDurationSchema,
  examTitleSchema,
  fullnameSchema,
  passwordSchema,
  phoneSchema,
  usernameSchema,
} from '@abacus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, speak } from '@/i18n/i18n';
import { problemsOf } from '../form-rules';
import { problemInAppWords } from '../problem-words';

describe('a problem in the app’s words', () => {
  it('is the API’s own message in English', () => {
    expect(problemInAppWords('Invalid username or password', 401)).toBe('Invalid username or password');
    expect(problemInAppWords('must be 3 to 30 characters')).toBe('Must be 3 to 30 characters');
  });

  describe('in Hindi', () => {
    beforeAll(() => speak('hi'));
    afterAll(() => speak('en'));

    it('is the catalogue’s text for a message it knows, with the message’s figures', () => {
      expect(problemInAppWords('Invalid username or password', 401)).toBe('यूज़रनेम या पासवर्ड सही नहीं है');
      expect(problemInAppWords('This exam is for level 3; you are at level 2', 400)).toBe(
        'यह परीक्षा लेवल 3 के लिए है; आप लेवल 2 पर हैं',
      );
      expect(problemInAppWords('अनिका शाह has not handed in this test yet', 409)).toBe(
        'अनिका शाह ने यह टेस्ट अभी जमा नहीं किया है',
      );
    });

    it('says why a family code links no child, or a child cannot be linked, with the figures the API gives', () => {
      expect(problemInAppWords('No child has this family code: check it with their teacher', 404)).toBe(
        'इस परिवार कोड का कोई बच्चा नहीं है: बच्चे के शिक्षक से कोड जाँच लें',
      );
      expect(
        problemInAppWords('This child already has 2 parents linked; their teacher can unlink one', 409),
      ).toBe('इस बच्चे से पहले ही 2 अभिभावक जुड़े हैं; बच्चे के शिक्षक किसी एक को हटा सकते हैं');
      expect(problemInAppWords('This child is already linked to your account', 409)).toBe(
        'यह बच्चा पहले से आपके खाते से जुड़ा है',
      );
      expect(
        problemInAppWords(
          "must be the 10-character family code from the child's teacher (no 0, O, 1, I or L)",
        ),
      ).toBe('बच्चे के शिक्षक से मिला 10 अक्षरों का परिवार कोड लिखें');
    });

    it('says what the status means for a message it does not know, never the English', () => {
      expect(problemInAppWords('No such resource (or not visible to the caller)', 404)).toBe(
        i18n.t('problems:status.notFound'),
      );
      expect(problemInAppWords('Something new the server says', 500)).toBe(i18n.t('problems:status.server'));
    });

    it.each([
      ['full name', fullnameSchema, ['R', '<b>Ravi</b>', '(Ravi)', 'x'.repeat(200), 'Ravi\u0007']],
      ['username', usernameSchema, ['ab', 'ravi kumar', 'x'.repeat(40)]],
      ['email', emailSchema, ['ravi@', `${'x'.repeat(300)}@example.com`]],
      ['phone', phoneSchema, ['12', 'call me']],
      ['password', passwordSchema, ['abc']],
      ['title', examTitleSchema, ['', 'x'.repeat(300)]],
      ['minutes', examDurationSchema, [0, 2.5, 100000]],
    ] as const)('has a Hindi text for every problem the form finds in a %s', (_, schema, values) => {
      const generic = new Set(Object.values(i18n.getResource('hi', 'problems', 'status') as object));
      for (const value of values) {
        for (const problem of problemsOf(schema, value)) {
          expect(problem).not.toMatch(/[A-Za-z]{2}/);
          expect(generic.has(problem)).toBe(false);
        }
      }
    });
  });
});
