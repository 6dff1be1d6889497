import { describe, expect, it } from 'vitest';
import { readRepositoryFile } from '@/testing/repository-files';
import { COMMON_VARIABLES } from '../environment-variables';

/** `.env.example` lists every variable the API reads (commented out or not). */
const exampleVariables = () =>
  [...readRepositoryFile('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);

describe('the .env table', () => {
  it('documents exactly the variables of .env.example', () => {
    expect(COMMON_VARIABLES.map((variable) => variable.name).sort()).toEqual(
      [...new Set(exampleVariables())].sort(),
    );
  });
});
