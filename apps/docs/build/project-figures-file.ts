import { writeFileSync } from 'node:fs';
import type { TestRunFigures } from '../src/types/project-facts.ts';
import { projectFiles } from './project-files.ts';
import { readOptionalJsonFile } from './read-json-file.ts';

/** The figures of the last full `npm test` that passed, or undefined when the file holds none. */
export function readTestRunFigures(file = projectFiles.projectFigures): TestRunFigures | undefined {
  const value = readOptionalJsonFile(file);
  if (typeof value !== 'object' || value === null) return undefined;
  const { date, passedTests, lineCoverage } = value as Record<string, unknown>;
  const valid =
    typeof date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    Number.isInteger(passedTests) &&
    (passedTests as number) > 0 &&
    typeof lineCoverage === 'number' &&
    lineCoverage >= 0 &&
    lineCoverage <= 100;
  return valid ? { date, passedTests: passedTests as number, lineCoverage } : undefined;
}

export function writeTestRunFigures(figures: TestRunFigures, file = projectFiles.projectFigures): void {
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}
