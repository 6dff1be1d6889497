// Explicit `.ts` extensions: the build (build/api-collection-plugin.ts) runs this module in Node.
import type { CollectionFolder, CollectionRole, CollectionStep } from '../../config/api-collection-steps.ts';
import type { ApiReference, DocumentedEndpoint } from '../openapi/endpoint.ts';
import { testScript, tokenVariable, type PostmanEvent } from './postman-scripts.ts';

const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
const ROLES: readonly CollectionRole[] = ['admin', 'student', 'parent'];

interface PostmanVariable {
  key: string;
  value: string;
  description?: string;
  disabled?: boolean;
}

interface PostmanRequest {
  method: string;
  description: string;
  header: PostmanVariable[];
  auth: { type: 'noauth' } | { type: 'bearer'; bearer: { key: 'token'; value: string; type: 'string' }[] };
  url: {
    raw: string;
    host: string[];
    path: string[];
    query: PostmanVariable[];
    variable: PostmanVariable[];
  };
  body?: { mode: 'raw'; raw: string; options: { raw: { language: 'json' } } };
}

export interface PostmanItem {
  name: string;
  request: PostmanRequest;
  event: PostmanEvent[];
  response: [];
}

export interface PostmanCollection {
  info: { name: string; description: string; version: string; schema: string };
  variable: PostmanVariable[];
  item: { name: string; description: string; item: PostmanItem[] }[];
}

export interface CollectionOptions {
  /** The API's address, the default of the `baseUrl` variable. */
  baseUrl: string;
  /** The name the collection is downloaded as, for the command that runs it. */
  fileName: string;
}

/**
 * A Postman (v2.1) collection of every documented endpoint, in the order of `workflow`: run from top to
 * bottom with only `baseUrl` set, it signs up its own accounts, sends each request with its role's token,
 * keeps the ids it makes in collection variables and asserts every status.
 */
export function buildPostmanCollection(
  reference: ApiReference,
  workflow: readonly CollectionFolder[],
  { baseUrl, fileName }: CollectionOptions,
): PostmanCollection {
  const placed = placeSteps(reference, workflow);
  const leftOut = placed.filter(({ step }) => step.notInRuns !== undefined);
  const lastInRuns = placed.findLast(({ step }) => step.notInRuns === undefined);
  const endsRun =
    leftOut.length === 0 ? undefined : 'the requests after it are sent by hand (see their descriptions).';

  return {
    info: {
      name: reference.title,
      description: collectionDescription(reference, baseUrl, fileName, leftOut),
      version: reference.version,
      schema: POSTMAN_SCHEMA,
    },
    variable: [
      { key: 'baseUrl', value: baseUrl, description: 'The API, without a trailing slash' },
      ...keptVariables(placed),
    ],
    item: workflow.map((folder) => ({
      name: folder.name,
      description: folder.description,
      item: placed
        .filter((entry) => entry.folder === folder)
        .map((entry) => postmanItem(entry, entry === lastInRuns ? endsRun : undefined)),
    })),
  };
}

interface PlacedStep {
  folder: CollectionFolder;
  step: CollectionStep;
  endpoint: DocumentedEndpoint;
}

const keyOf = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

/**
 * Each step with its endpoint. A step the document does not describe, an operation without a step, a
 * role the operation does not take or a request a run cannot reach is a mistake of the workflow table,
 * and the collection would fail where it is used: it is refused here, by name.
 */
function placeSteps(reference: ApiReference, workflow: readonly CollectionFolder[]): PlacedStep[] {
  const documented = new Map(
    reference.endpoints.flatMap((endpoint) => (endpoint.documented ? [[keyOf(endpoint), endpoint]] : [])),
  );
  const problems: string[] = [];
  const placed: PlacedStep[] = [];
  const seen = new Set<string>();
  for (const folder of workflow) {
    for (const step of folder.steps) {
      const key = keyOf(step);
      const endpoint = documented.get(key);
      if (!endpoint) problems.push(`${key} is not an operation of the OpenAPI document`);
      else if (seen.has(key)) problems.push(`${key} has two steps`);
      else {
        problems.push(...stepProblems(step, endpoint, placed));
        placed.push({ folder, step, endpoint });
      }
      seen.add(key);
    }
  }
  for (const key of documented.keys()) {
    if (!seen.has(key)) problems.push(`${key} has no step`);
  }
  if (problems.length > 0) {
    throw new Error(`The Postman collection's workflow does not fit the API:\n- ${problems.join('\n- ')}`);
  }
  return placed;
}

function stepProblems(step: CollectionStep, endpoint: DocumentedEndpoint, before: PlacedStep[]): string[] {
  const key = keyOf(step);
  const problems: string[] = [];
  if (endpoint.authentication === 'required' && !step.as) problems.push(`${key} needs a role's token`);
  if (endpoint.authentication === 'none' && step.as) problems.push(`${key} takes no token`);
  for (const name of Object.keys(step.query ?? {})) {
    if (!endpoint.queryParams.some((parameter) => parameter.name === name)) {
      problems.push(`${key} has no query parameter ${name}`);
    }
  }
  if ((step.body || step.again) && !isObject(endpoint.requestExample)) {
    problems.push(`${key} has no example body to change`);
  }
  if (before.some((entry) => entry.step.notInRuns !== undefined) && step.notInRuns === undefined) {
    problems.push(`${key} comes after a request that runs leave out, so no run would reach it`);
  }
  return problems;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The variables the run keeps, each once, in the order it first sets them. */
function keptVariables(placed: PlacedStep[]): PostmanVariable[] {
  const variables = new Map<string, PostmanVariable>();
  for (const { step, endpoint } of placed) {
    for (const key of [...Object.keys(step.captures ?? {}), ...Object.keys(step.again?.captures ?? {})]) {
      const role = ROLES.find((candidate) => tokenVariable(candidate) === key);
      const keptBy = `kept by "${endpoint.label}"`;
      if (!variables.has(key)) {
        variables.set(key, {
          key,
          value: '',
          description: role ? `The ${role}'s access token, ${keptBy}` : `Set by the run, ${keptBy}`,
        });
      }
    }
  }
  return [...variables.values()];
}

function postmanItem({ step, endpoint }: PlacedStep, endsRun: string | undefined): PostmanItem {
  const request = postmanRequest(step, endpoint);
  return {
    name: endpoint.label,
    request,
    event: [
      testScript({
        expect: step.expect,
        captures: step.captures ?? {},
        again: step.again && {
          url: `{{baseUrl}}${pathWithVariables(step, endpoint)}`,
          method: step.method,
          role: step.as,
          body: bodyOf(endpoint, { ...step.body, ...step.again.body }),
          expect: step.expect,
          captures: step.again.captures,
          why: step.again.why,
        },
        endsRun,
      }),
    ],
    response: [],
  };
}

/** The collection variable a path parameter is sent as. */
const pathVariable = (step: CollectionStep, parameter: string) =>
  step.pathVariables?.[parameter] ?? parameter;

/** The path with each parameter's collection variable in place: `/exam/{{examId}}`. */
const pathWithVariables = (step: CollectionStep, endpoint: DocumentedEndpoint) =>
  endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => `{{${pathVariable(step, name)}}}`);

/** The recorded example body with `fields` laid over it. */
function bodyOf(endpoint: DocumentedEndpoint, fields: Record<string, unknown> | undefined): unknown {
  const example = endpoint.requestExample;
  return fields && isObject(example) ? { ...example, ...fields } : example;
}

function postmanRequest(step: CollectionStep, endpoint: DocumentedEndpoint): PostmanRequest {
  // Postman writes path parameters as `:name`; OpenAPI as `{name}`.
  const postmanPath = endpoint.path.replace(/\{([^}]+)\}/g, ':$1');
  const query = endpoint.queryParams.map((parameter) => {
    const sent = step.query?.[parameter.name];
    return {
      key: parameter.name,
      value: sent ?? parameter.example ?? '',
      description: parameter.description,
      disabled: sent === undefined && !parameter.required,
    };
  });
  const enabledQuery = query
    .filter((parameter) => !parameter.disabled)
    .map(({ key, value }) => `${key}=${value}`)
    .join('&');
  const body = bodyOf(endpoint, step.body);
  const notes = [
    ...(step.again
      ? [`A run sends it once more with ${JSON.stringify(step.again.body)}: ${step.again.why}.`]
      : []),
    ...(step.notInRuns ? [`Runs stop before this request. ${step.notInRuns}`] : []),
  ];

  return {
    method: endpoint.method,
    description: [endpoint.description, ...notes].join('\n\n'),
    header: body === undefined ? [] : [{ key: 'Content-Type', value: 'application/json' }],
    auth: step.as
      ? { type: 'bearer', bearer: [{ key: 'token', value: `{{${tokenVariable(step.as)}}}`, type: 'string' }] }
      : { type: 'noauth' },
    url: {
      raw: `{{baseUrl}}${postmanPath}${enabledQuery ? `?${enabledQuery}` : ''}`,
      host: ['{{baseUrl}}'],
      path: postmanPath.split('/').filter(Boolean),
      query,
      variable: endpoint.pathParams.map((parameter) => ({
        key: parameter.name,
        value: `{{${pathVariable(step, parameter.name)}}}`,
        description: parameter.description,
      })),
    },
    ...(body !== undefined && {
      body: {
        mode: 'raw',
        raw: JSON.stringify(body, null, 2),
        options: { raw: { language: 'json' } },
      },
    }),
  };
}

function collectionDescription(
  reference: ApiReference,
  baseUrl: string,
  fileName: string,
  leftOut: PlacedStep[],
): string {
  return [
    `Every endpoint of ${reference.title} ${reference.version}, generated from its OpenAPI document, in ` +
      "the order of a class's life: sign-up, exams, results, and clearing up.",
    `To run it, set the collection variable baseUrl to the API's address (${baseUrl} for a local ` +
      '`npm start`) and run the collection from top to bottom: Run in Postman, or ' +
      `\`npx newman run ${fileName} --env-var baseUrl=${baseUrl}\`. Nothing else needs setting. Each run ` +
      'signs up a teacher (admin) and a student of its own, with unique usernames, keeps their tokens and ' +
      'the ids it creates in collection variables, sends each request with the token of the role it ' +
      "belongs to, checks every status, and ends by deleting what it made, the teacher's account last.",
    'A request needs the variables kept by the requests before it: to send one by hand, run the ' +
      'requests before it first (untick the ones after it in the Runner).',
    ...leftOut.map(
      ({ endpoint, step }) =>
        `Runs stop before "${endpoint.label}" (${endpoint.method} ${endpoint.path}). ${step.notInRuns}`,
    ),
  ].join('\n\n');
}
