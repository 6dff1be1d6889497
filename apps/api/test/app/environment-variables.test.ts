import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { API_VARIABLES, PRODUCTION_DOCKER_VARIABLES, renderEnvExample } from '@abacus/contract';
import { describe, expect, it } from 'vitest';
import { EnvironmentSchema, loadConfig } from '../../src/config.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const readRootFile = (file: string) => readFileSync(join(ROOT, file), 'utf8');

// Given, so that loading the configuration writes no generated secrets to disk.
const SECRETS = {
  ACCESS_TOKEN_SECRET: 'a'.repeat(32),
  REFRESH_TOKEN_SECRET: 'r'.repeat(32),
};

const names = (variables: readonly { name: string }[]) => variables.map(({ name }) => name).sort();

/**
 * The documentation site's page of the variables, which shows this table (apps/docs/src/config/paths.ts; the
 * misspelling is the published route).
 */
const VARIABLES_PAGE = 'http://localhost:3000/#/enviroment-variables';

describe('the table of environment variables (packages/contract)', () => {
  it('names exactly the variables config.ts reads', () => {
    expect(names(API_VARIABLES)).toEqual(Object.keys(EnvironmentSchema.shape).sort());
  });

  it('states each default as config.ts applies it', () => {
    const byDefault = loadConfig(SECRETS);
    for (const variable of API_VARIABLES) {
      if (variable.default === undefined) continue;
      expect(loadConfig({ ...SECRETS, [variable.name]: variable.default }), variable.name).toEqual(byDefault);
    }
  });

  it('gives no default where config.ts has none', () => {
    for (const variable of API_VARIABLES) {
      if (variable.whenUnset === undefined) continue;
      const schema = EnvironmentSchema.shape[variable.name as keyof typeof EnvironmentSchema.shape];
      expect(schema.parse(undefined), variable.name).toBeUndefined();
    }
  });

  it('shows examples that config.ts accepts', () => {
    for (const { name, example } of API_VARIABLES) {
      if (example !== undefined)
        expect(() => loadConfig({ ...SECRETS, [name]: example }), name).not.toThrow();
    }
  });

  it('is what .env.example says (run `npm run env:example` after changing the table)', () => {
    expect(readRootFile('.env.example')).toBe(renderEnvExample());
  });

  it('is not repeated in the README, which links to the page that shows it', () => {
    const readme = readRootFile('README.md');
    const section = readme.slice(readme.indexOf('\n## Configuration\n'));
    expect(section).toContain(`(${VARIABLES_PAGE})`);
    const tableRows = readme.split('\n').filter((line) => line.startsWith('|'));
    const repeated = API_VARIABLES.filter(({ name }) => tableRows.some((row) => row.includes(name)));
    expect(repeated.map(({ name }) => name)).toEqual([]);
  });

  it('documents the variables of .prod.env.example for the production Docker setup', () => {
    expect(Object.keys(parseEnv(readRootFile('.prod.env.example'))).sort()).toEqual(
      names(PRODUCTION_DOCKER_VARIABLES),
    );
  });
});
