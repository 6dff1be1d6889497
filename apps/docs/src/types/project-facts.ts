/** Figures shown on the welcome page. */
export interface ProjectFacts {
  /** From the root package.json. */
  version: string;
  /** Operations in apps/api/openapi.json. */
  endpointCount: number;
  /** The last full `npm test` that passed (apps/docs/project-figures.json); undefined before the first. */
  testRun: TestRunFigures | undefined;
}

export interface TestRunFigures {
  /** The day of the run, `YYYY-MM-DD` (UTC). */
  date: string;
  /** Tests that passed, in every project the run had. */
  passedTests: number;
  /** Line coverage of the API and the generator, in percent. */
  lineCoverage: number;
}
