import { loadApiReference } from '../../build/api-reference-module';

/** The guide screens and their h1, in menu order. */
export const GUIDE_SCREENS = [
  ['/welcome', 'Abacus Exam Platform API'],
  ['/key-feature', 'Key Features'],
  ['/architecture/core', 'Core Overview'],
  ['/architecture/project-structure', 'Project Structure'],
  ['/enviroment-variables', 'Environment Variables'],
  ['/installation', 'Installation'],
  ['/installation-with-docker', 'Installation with Docker'],
  ['/authentication', 'Authentication'],
  ['/choosing-practice', 'How the Platform Chooses Practice'],
  ['/testing', 'Testing'],
  ['/coming-soon', 'Coming Soon'],
  ['/not-found', '404 NOT FOUND'],
] as const;

/** The endpoint data the site is built with (apps/api/openapi.json and the documentation order). */
export const API_REFERENCE = loadApiReference();
export const ENDPOINTS = API_REFERENCE.endpoints;

export const endpointRoute = (index: number) => `/api/${index}`;
