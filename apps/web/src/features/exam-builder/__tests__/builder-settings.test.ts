import { generateQuestions, LEVEL_PRESETS, skillsOf } from '@abacus/generator';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { examBuilder as hindi } from '@/locales/hi/exam-builder';
import {
  createExamBody,
  digitRange,
  digitsOf,
  MOST_DIGITS,
  generatorSettings,
  practisedAt,
  initialValues,
  presetValues,
  regenerationBody,
  valuesOfExam,
  withChanges,
} from '../builder-settings';
import { focusChoices } from '../focus-skills';
import { previewExam } from '../question-preview';

describe('the exam builder settings', () => {
  it.each(LEVEL_PRESETS.map((preset) => [preset.level, preset] as const))(
    "start from level %i's preset, every setting of it, and generate its exam",
    (level, { settings }) => {
      const values = initialValues(level);
      expect(generatorSettings(values)).toEqual({
        minTerms: 2,
        ...settings,
        marksPerQuestion: values.marksPerQuestion,
        seed: values.seed,
      });
      expect(previewExam(values).ok).toBe(true);
    },
  );

  it("give the range a preset's digits cover, as the API shows an exam's", () => {
    const ranges = LEVEL_PRESETS.map(({ level }) => {
      const { minNumber, maxNumber } = presetValues(level);
      return [level, minNumber, maxNumber];
    });
    expect(ranges).toEqual([
      [1, 1, 9],
      [2, 1, 9],
      [3, 1, 9],
      [4, 1, 9],
      [5, 10, 99],
      // 2-digit × 1-digit and 2-digit answers ÷ 1-digit: the 1-digit number is never 1.
      [6, 2, 99],
      [7, 2, 99],
      [8, 10, 99],
      [9, 10, 99],
      [10, 100, 999],
    ]);
  });

  it("keep a preset's digits, rows and drill when the form's values are copied", () => {
    const values = presetValues(4);
    expect(values).toMatchObject({
      digits: { min: 1, max: 1 },
      minTerms: 6,
      maxTerms: 6,
      operandDigits: null,
    });
    expect(Object.isFrozen(values.digits)).toBe(false);
    expect(presetValues(7)).toMatchObject({
      operandDigits: { left: 2, right: 1 },
      digits: null,
      minTerms: 2,
    });
  });

  it('start again from the preset of a newly chosen level, and keep every other change as made', () => {
    const values = { ...initialValues(1), title: 'Drill', totalQuestions: 7 };
    expect(withChanges(values, { level: 3 })).toEqual({ ...values, level: 3, ...presetValues(3) });
    expect(withChanges(values, { level: 1, totalQuestions: 9 })).toEqual({ ...values, totalQuestions: 9 });
    expect(withChanges(values, { title: 'Friday drill' })).toEqual({ ...values, title: 'Friday drill' });
  });

  it('bring the fewest rows down with the most, when the most is set below them', () => {
    const values = initialValues(4);
    expect(withChanges(values, { maxTerms: 3 })).toMatchObject({ minTerms: 3, maxTerms: 3 });
    expect(withChanges(values, { maxTerms: 8 })).toMatchObject({ minTerms: 6, maxTerms: 8 });
    expect(withChanges(values, { minTerms: 2, maxTerms: 3 })).toMatchObject({ minTerms: 2, maxTerms: 3 });
  });

  it('give a flash exam one count of rows, the most, however the rows change', () => {
    const flashing = withChanges({ ...initialValues(2), minTerms: 2, maxTerms: 5 }, { flashIntervalMs: 200 });
    expect(flashing).toMatchObject({ minTerms: 5, maxTerms: 5 });
    expect(withChanges(flashing, { maxTerms: 15 })).toMatchObject({ minTerms: 15, maxTerms: 15 });
    expect(withChanges(flashing, { minTerms: 2, maxTerms: 15 })).toMatchObject({
      minTerms: 15,
      maxTerms: 15,
    });
    const body = createExamBody({
      ...flashing,
      flashGapMs: 50,
      flashShowSign: false,
      flashShowCounter: false,
    });
    expect(body).toMatchObject({
      minTerms: 5,
      maxTerms: 5,
      flash: { intervalMs: 200, gapMs: 50, showSign: false, showCounter: false },
    });
  });

  it('send the API the same settings and seed the preview generated with', () => {
    const values = { ...initialValues(2), title: '  Friday drill ', flashIntervalMs: 800, seed: 42 };
    const body = createExamBody(values);
    expect(body).toMatchObject({
      title: 'Friday drill',
      level: 2,
      isSingleAttempt: false,
      total_questions: values.totalQuestions,
      total_marks_per_question: values.marksPerQuestion,
      flash: { intervalMs: 800, gapMs: 0, showSign: true, showCounter: true },
      seed: 42,
    });
    const settings = generatorSettings(values);
    expect(settings).toMatchObject({
      digits: body.digits,
      minTerms: body.minTerms,
      maxTerms: body.maxTerms,
      operators: body.operators,
      totalQuestions: body.total_questions,
      abacusMethod: body.abacusMethod,
      seed: body.seed,
    });
    const preview = previewExam(values);
    expect(preview.ok && preview.questions).toEqual(generateQuestions(settings).questions);
  });

  it('read an exam aloud or flash it, never both: the one turned on turns the other off', () => {
    const heard = withChanges(
      { ...initialValues(2), minTerms: 2, maxTerms: 5, flashIntervalMs: 200 },
      { listeningNumbersPerMinute: 30 },
    );
    expect(heard).toMatchObject({ flashIntervalMs: 0, listeningNumbersPerMinute: 30, maxTerms: 5 });
    // Numbers read aloud may come in different counts: each question says how many it has.
    expect(withChanges(heard, { minTerms: 2 })).toMatchObject({ minTerms: 2, maxTerms: 5 });
    expect(createExamBody(heard)).toMatchObject({ listening: { numbersPerMinute: 30 } });
    expect(createExamBody(heard)).not.toHaveProperty('flash');
    const flashed = withChanges(heard, { flashIntervalMs: 500 });
    expect(flashed).toMatchObject({ flashIntervalMs: 500, listeningNumbersPerMinute: 0 });
    expect(createExamBody(flashed)).not.toHaveProperty('listening');
    // Another change keeps what is on.
    expect(withChanges(heard, { flashIntervalMs: 0, maxTerms: 4 })).toMatchObject({
      listeningNumbersPerMinute: 30,
    });
  });

  it("gives the generator's own objection when the settings cannot make the exam, with its figures", () => {
    const preview = previewExam({ ...initialValues(1), minTerms: 2, maxTerms: 2, totalQuestions: 500 });
    expect(preview.ok).toBe(false);
    expect(!preview.ok && preview.shortfall).toMatchObject({ asked: 500, exhausted: true, widen: 'numbers' });
  });
});

describe('new questions for an exam', () => {
  const exam = {
    exam_id: 'e1234567890a',
    title: 'Friday sums',
    duration: 15,
    level: 3,
    total_questions: 12,
    total_marks: 24,
    total_marks_per_question: 2,
    is_active: true,
    opensAt: null,
    closesAt: null,
    isSingleAttempt: true,
    type: 'assessment',
    questions_version: 1,
    flash: { intervalMs: 900, gapMs: 0, showSign: true, showCounter: true },
    listening: null,
    answerMode: 'choice',
    questionsPerStudent: true,
    reviewWhileOpen: 'score',
    is_deleted: false,
    deletedAt: null,
    createdAt: '2026-11-24T09:30:00.000Z',
    settings: {
      maxTerms: 4,
      minTerms: 3,
      minNumber: 1,
      maxNumber: 9,
      digits: null,
      totalDigits: null,
      zeros: false,
      operandDigits: null,
      negativeAnswers: false,
      negativeShare: null,
      operators: ['+', '-'],
      abacusMethod: 'big-friends',
      focus: [],
      seed: 7,
      version: 2,
    },
    total_attended: 0,
    highest_score: null,
    unique_students: 0,
    taking_now: 0,
    students: null,
  } as const satisfies Parameters<typeof valuesOfExam>[0];

  it('start from the settings the exam was made with, and a new seed', () => {
    const values = valuesOfExam({
      ...exam,
      settings: { ...exam.settings, operators: ['+', '-'], focus: ['add.big.7'] },
    });
    const body = regenerationBody(values);
    expect(body).toEqual({
      operators: ['+', '-'],
      minNumber: 1,
      maxNumber: 9,
      digits: null,
      operandDigits: null,
      zeros: false,
      negativeAnswers: false,
      // A flash exam flashes every question's numbers in one count: the most rows.
      minTerms: 4,
      maxTerms: 4,
      total_questions: 12,
      total_marks_per_question: 2,
      abacusMethod: 'big-friends',
      flash: { intervalMs: 900, gapMs: 0, showSign: true, showCounter: true },
      listening: null,
      answerMode: 'choice',
      focus: ['add.big.7'],
      seed: values.seed,
    });
    expect(Number.isInteger(values.seed)).toBe(true);
  });

  it('keep the share of answers below zero, and send none where answers stay above it', () => {
    const belowZero = valuesOfExam({
      ...exam,
      settings: { ...exam.settings, abacusMethod: null, negativeAnswers: true, negativeShare: 30 },
    });
    expect(regenerationBody(belowZero)).toMatchObject({ negativeAnswers: true, negativeShare: 30 });
    expect(generatorSettings(belowZero)).toMatchObject({ negativeAnswers: true, negativeShare: 30 });
    // An exam made before shares were set starts from the generator's own.
    const older = valuesOfExam({
      ...exam,
      settings: { ...exam.settings, abacusMethod: null, negativeAnswers: true, negativeShare: null },
    });
    expect(regenerationBody(older)).toMatchObject({ negativeShare: 10 });
    expect(regenerationBody(valuesOfExam(exam))).not.toHaveProperty('negativeShare');
  });

  it('keep the way an exam’s numbers were given, until a range is set by hand', () => {
    const byDigits = valuesOfExam({
      ...exam,
      settings: { ...exam.settings, digits: { min: 1, max: 2 }, minNumber: 1, maxNumber: 99, zeros: true },
    });
    expect(regenerationBody(byDigits)).toMatchObject({
      digits: { min: 1, max: 2 },
      operandDigits: null,
      zeros: true,
    });
    expect(regenerationBody(byDigits)).not.toHaveProperty('minNumber');
    const preview = previewExam(byDigits);
    expect(preview.ok && preview.questions).toEqual(generateQuestions(generatorSettings(byDigits)).questions);
    const byRange = withChanges(byDigits, { maxNumber: 50 });
    expect(regenerationBody(byRange)).toMatchObject({
      minNumber: 1,
      maxNumber: 50,
      digits: null,
      operandDigits: null,
    });
  });

  it('keep how the exam is answered, and send a change of it either way', () => {
    const typed = valuesOfExam({ ...exam, answerMode: 'typed' });
    expect(typed.answerMode).toBe('typed');
    expect(regenerationBody(typed)).toMatchObject({ answerMode: 'typed' });
    expect(generatorSettings(typed)).toMatchObject({ answerMode: 'typed' });
    // Back to options: said outright, since an answer mode left out keeps the exam's.
    expect(regenerationBody(withChanges(typed, { answerMode: 'choice' }))).toMatchObject({
      answerMode: 'choice',
    });
  });

  it('keep an exam read aloud, and say so when it no longer is', () => {
    const heard = valuesOfExam({ ...exam, flash: null, listening: { numbersPerMinute: 45 } });
    expect(heard).toMatchObject({ flashIntervalMs: 0, listeningNumbersPerMinute: 45 });
    expect(regenerationBody(heard)).toMatchObject({ flash: null, listening: { numbersPerMinute: 45 } });
    const shown = withChanges(heard, { listeningNumbersPerMinute: 0 });
    expect(regenerationBody(shown)).toMatchObject({ flash: null, listening: null });
  });

  it('send the seed the preview was made with, and no method or flash when there is none', () => {
    const values = { ...valuesOfExam(exam), abacusMethod: 'none' as const, flashIntervalMs: 0, seed: 99 };
    expect(regenerationBody(values)).toMatchObject({ abacusMethod: null, flash: null, seed: 99 });
    const preview = previewExam(values);
    expect(preview.ok && preview.questions).toEqual(generateQuestions(generatorSettings(values)).questions);
  });
});

describe('how children answer', () => {
  it('is by choosing from four for practice, unless the teacher says otherwise', () => {
    const values = initialValues(2);
    expect(values.answerMode).toBe('choice');
    expect(createExamBody(values)).toMatchObject({ answerMode: 'choice' });
    expect(generatorSettings(values)).not.toHaveProperty('answerMode');
    expect(withChanges(values, { answerMode: 'typed' }).answerMode).toBe('typed');
  });

  it('is in writing for a test, at every level preset, and by choosing again for practice', () => {
    const test = withChanges(initialValues(2), { type: 'assessment' });
    expect(test.answerMode).toBe('typed');
    expect(createExamBody(test)).toMatchObject({ isSingleAttempt: true, answerMode: 'typed' });
    for (const { level } of LEVEL_PRESETS) {
      expect(withChanges(test, { level }), `level ${level}`).toMatchObject({ level, answerMode: 'typed' });
    }
    // The teacher may still choose options for a test, until the level or the kind starts again.
    const choosing = withChanges(test, { answerMode: 'choice' });
    expect(withChanges(choosing, { title: 'Friday test' }).answerMode).toBe('choice');
    expect(withChanges(choosing, { level: 6 }).answerMode).toBe('typed');
    expect(withChanges(test, { type: 'practice' }).answerMode).toBe('choice');
  });

  it('previews and sends written answers: questions without options, the same the API will make', () => {
    const values = { ...initialValues(3), answerMode: 'typed' as const, seed: 5 };
    expect(createExamBody(values)).toMatchObject({ answerMode: 'typed', seed: 5 });
    const settings = generatorSettings(values);
    expect(settings.answerMode).toBe('typed');
    const preview = previewExam(values);
    expect(preview.ok && preview.questions).toEqual(generateQuestions(settings).questions);
    const questions = preview.ok ? preview.questions : [];
    expect(questions.length).toBe(values.totalQuestions);
    for (const question of questions) {
      expect(question).toMatchObject({ option_a: null, option_d: null, correct_option: null });
      expect(Number.isInteger(question.answer)).toBe(true);
    }
  });
});

describe('a range by its digits', () => {
  it('is every number of that many digits', () => {
    expect(digitRange(1)).toEqual({ minNumber: 1, maxNumber: 9 });
    expect(digitRange(2)).toEqual({ minNumber: 10, maxNumber: 99 });
    expect(digitRange(5)).toEqual({ minNumber: 10_000, maxNumber: 99_999 });
  });

  it('is recognised in a range set by its ends, and only then', () => {
    for (let digits = 1; digits <= MOST_DIGITS; digits += 1)
      expect(digitsOf(digitRange(digits))).toBe(digits);
    expect(digitsOf({ minNumber: 5, maxNumber: 50 })).toBeNull();
    expect(digitsOf({ minNumber: 1, maxNumber: 99 })).toBeNull();
  });
});

describe('what a level practises', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("is said in English as the level's preset says it, word for word", () => {
    for (const { level, practises } of LEVEL_PRESETS) expect(practisedAt(level)).toBe(practises);
  });

  it('is said in Hindi for every level', async () => {
    i18n.addResourceBundle('hi', 'examBuilder', hindi, true, true);
    await i18n.changeLanguage('hi');
    for (const { level, practises } of LEVEL_PRESETS) {
      expect(practisedAt(level)).not.toBe(practises);
      expect(practisedAt(level)).toMatch(/[\u0900-\u097f]/);
    }
  });
});

describe('formulas to practise (focus)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('are those the method allows for the operators, or a drill’s table facts, and none for other exams', () => {
    const level3 = focusChoices(initialValues(3));
    expect(level3).toEqual(expect.arrayContaining(['add.big.7', 'sub.big.3', 'add.direct.2']));
    expect(level3).not.toContain('add.small.4');
    expect(focusChoices(initialValues(6))).toEqual(expect.arrayContaining(['mul.2×2', 'mul.3×7', 'mul.9×9']));
    expect(focusChoices(initialValues(6))).toHaveLength(36);
    expect(focusChoices({ ...initialValues(3), abacusMethod: 'none' })).toEqual([]);
    expect(focusChoices({ ...initialValues(1), maxNumber: 4 })).toEqual([
      ...['add.direct.1', 'add.direct.2', 'add.direct.3', 'add.direct.4'],
      ...['sub.direct.1', 'sub.direct.2', 'sub.direct.3', 'sub.direct.4'],
    ]);
  });

  it('preview and send a focused exam: every question uses one in 40 % of its steps', () => {
    const values = withChanges(initialValues(3), { focus: ['add.big.7', 'sub.big.3'] });
    expect(generatorSettings(values)).toMatchObject({ focus: ['add.big.7', 'sub.big.3'] });
    expect(createExamBody(values)).toMatchObject({ focus: ['add.big.7', 'sub.big.3'] });
    expect(regenerationBody(values)).toMatchObject({ focus: ['add.big.7', 'sub.big.3'] });
    const preview = previewExam(values);
    if (!preview.ok) throw new Error('the focused exam was refused');
    for (const { question } of preview.questions) {
      const skills = Object.entries(skillsOf(question));
      const steps = skills.reduce((sum, [, uses]) => sum + uses, 0);
      const focused = skills.reduce(
        (sum, [skill, uses]) => sum + (values.focus.includes(skill) ? uses : 0),
        0,
      );
      expect(focused / steps, question).toBeGreaterThanOrEqual(0.4);
    }
  });

  it('drop what a new method or level cannot practise, and keep the rest', () => {
    const values = withChanges(initialValues(4), { focus: ['add.big.7', 'add.small.4'] });
    expect(withChanges(values, { abacusMethod: 'small-friends' }).focus).toEqual(['add.small.4']);
    expect(withChanges(values, { level: 5 }).focus).toEqual([]);
    expect(regenerationBody(withChanges(values, { focus: [] }))).toMatchObject({ focus: [] });
  });
});
