import type { ProjectFacts } from '../src/types/project-facts.ts';
import { loadApiReference } from './api-reference-module.ts';
import { readTestRunFigures } from './project-figures-file.ts';
import { projectFiles } from './project-files.ts';
import { readJsonFile } from './read-json-file.ts';

/** The welcome page's figures, read from the repository: none is typed in. */
export function readProjectFacts(): ProjectFacts {
  return {
    version: readJsonFile<{ version: string }>(projectFiles.rootPackage).version,
    endpointCount: loadApiReference().operationCount,
    testRun: readTestRunFigures(),
  };
}
