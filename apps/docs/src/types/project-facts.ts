/** Figures shown on the welcome page; each is omitted when the build could not establish it. */
export interface ProjectFacts {
  /** From the root package.json. */
  version: string;
  /** Operations in apps/api/openapi.json. */
  endpointCount: number;
  /** Tests that passed in the last `npm test` (its JSON report). */
  passedTests: number | undefined;
  /** Line coverage of the API and the generator in the last `npm test`, in percent. */
  lineCoverage: number | undefined;
}
