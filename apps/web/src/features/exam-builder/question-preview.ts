import { GenerationError, generateQuestions, type GeneratedQuestion } from '@abacus/generator';
import { generatorSettings, type BuilderValues } from './builder-settings';

export type Preview =
  | { ok: true; questions: GeneratedQuestion[] }
  /** The generator's own words: why these settings cannot give the exam (the API would say the same). */
  | { ok: false; message: string };

/** The exam these values will make, generated here by the same code and seed the server uses. */
export function previewExam(values: BuilderValues): Preview {
  try {
    return { ok: true, questions: generateQuestions(generatorSettings(values)).questions };
  } catch (error) {
    if (error instanceof GenerationError) return { ok: false, message: error.message };
    throw error;
  }
}
