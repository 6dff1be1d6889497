import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTestRunFigures, writeTestRunFigures } from '../project-figures-file';

const folders: string[] = [];
const fileIn = () => {
  const folder = mkdtempSync(join(tmpdir(), 'project-figures-'));
  folders.push(folder);
  return join(folder, 'project-figures.json');
};

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the project figures file', () => {
  it('reads back what was written, as formatted JSON', () => {
    const file = fileIn();
    const figures = { date: '2026-11-23', passedTests: 1412, lineCoverage: 93.46 };
    writeTestRunFigures(figures, file);
    expect(readTestRunFigures(file)).toEqual(figures);
    expect(readFileSync(file, 'utf8')).toBe(
      '{\n  "date": "2026-11-23",\n  "passedTests": 1412,\n  "lineCoverage": 93.46\n}\n',
    );
  });

  it.each([
    ['missing', undefined],
    ['not JSON', 'figures'],
    ['without a date', '{ "passedTests": 3, "lineCoverage": 90 }'],
    ['with no passing test', '{ "date": "2026-11-23", "passedTests": 0, "lineCoverage": 90 }'],
    ['with a coverage above 100 %', '{ "date": "2026-11-23", "passedTests": 3, "lineCoverage": 190 }'],
  ])('gives no figures when the file is %s', (_, content) => {
    const file = fileIn();
    if (content !== undefined) writeFileSync(file, content);
    expect(readTestRunFigures(file)).toBeUndefined();
  });
});
