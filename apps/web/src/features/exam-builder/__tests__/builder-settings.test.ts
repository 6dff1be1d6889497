import { generateQuestions, LEVEL_PRESETS } from '@abacus/generator';
import { describe, expect, it } from 'vitest';
import { createExamBody, generatorSettings, initialValues, presetValues } from '../builder-settings';
import { previewExam } from '../question-preview';

describe('the exam builder settings', () => {
  it("start from the level's preset", () => {
    const level3 = LEVEL_PRESETS.find((preset) => preset.level === 3)!.settings;
    expect(presetValues(3)).toEqual({
      operators: [...level3.operators],
      minNumber: level3.minNumber,
      maxNumber: level3.maxNumber,
      maxTerms: level3.maxTerms,
      totalQuestions: level3.totalQuestions,
      abacusMethod: level3.abacusMethod ?? 'none',
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
      flash: { intervalMs: 800 },
      seed: 42,
    });
    const settings = generatorSettings(values);
    expect(settings).toMatchObject({
      minNumber: body.minNumber,
      maxNumber: body.maxNumber,
      maxTerms: body.maxTerms,
      operators: body.operators,
      totalQuestions: body.total_questions,
      abacusMethod: body.abacusMethod,
      seed: body.seed,
    });
    const preview = previewExam(values);
    expect(preview.ok && preview.questions).toEqual(generateQuestions(settings).questions);
  });

  it("gives the generator's own objection when the settings cannot make the exam", () => {
    const preview = previewExam({ ...initialValues(1), maxTerms: 2, totalQuestions: 500 });
    expect(preview.ok).toBe(false);
    expect(!preview.ok && preview.message).toMatch(/^Only \d+ distinct questions exist/);
  });
});
