import { examBody } from '../helpers/exams.js';
import type { ExampleClient } from './example-client.js';

/** The people, exams and answers of the example story, and the ways it reads what varies from run to run. */

export interface Tokens {
  token: string;
  refreshToken: string;
}

export const MEERA = {
  fullname: 'Meera Sharma',
  username: 'meera.sharma',
  email: 'meera@school.example',
  password: 'correct-horse-42',
};
export const RAVI = {
  fullname: 'Ravi Kumar',
  username: 'ravi.k',
  email: 'ravi@example.com',
  phone_no: '+919876543210',
  sclass: 4,
  level: 2,
  password: 'blue-river-73',
};
export const ANIKA = {
  fullname: 'Anika Rao',
  username: 'anika.r',
  email: 'anika@example.com',
  phone_no: '+919812345678',
  sclass: 4,
  level: 2,
  password: 'green-maple-19',
};
/** Two children of Meera's level 3 group, from the class list she keeps in a spreadsheet. */
export const CLASS_LIST = [
  { fullname: 'Kabir Shah', username: 'kabir.s', sclass: 4, level: 3, password: 'blue-river-31' },
  {
    fullname: 'Leela Nair',
    username: 'leela.n',
    email: 'leela@example.com',
    sclass: 4,
    level: 3,
    password: 'green-hill-47',
  },
];
/** The tests' exam body, with five questions and a seed: the same questions every run. */
export const PRACTICE = examBody({ total_questions: 5, seed: 20_261_121 });
export const FRIDAY_TEST = {
  ...PRACTICE,
  title: 'Friday test: adding and taking away',
  duration: 15,
  isSingleAttempt: true,
  seed: 20_261_127,
};
export const FIVE_ANSWERS = ['a', 'c', null, 'd', 'b'] as const;

/**
 * What differs between runs of an attempt: every attempt shows its questions, and their options, in an
 * order of its own (and a test's attempt draws questions of its own).
 */
export const SHUFFLED = ['questions', 'answers', 'feedback', 'chosen', 'correct_option'];

export type Letter = 'a' | 'b' | 'c' | 'd';
export const otherThan = (letter: Letter): Letter => (letter === 'a' ? 'b' : 'a');

/** An attempt's answer key, as the teacher reads the attempt. */
export async function keyOf(api: ExampleClient, adminToken: string, attemptId: string): Promise<Letter[]> {
  const read = await api.call<{ questions: { correct_option: Letter }[] }>(200, {
    operationId: 'getAttempt',
    token: adminToken,
    params: { attemptId },
    varies: SHUFFLED,
  });
  return read.questions.map((question) => question.correct_option);
}

/** A time the server accepts as "just now" for a result finished in the browser. */
export const justNow = () => new Date().toISOString();
/** Ravi's mother, who follows his practice from her phone, in Hindi. */
export const SUNITA = {
  fullname: 'Sunita Kumar',
  username: 'sunita.kumar',
  email: 'sunita@example.com',
  password: 'marigold-lamp-31',
};
