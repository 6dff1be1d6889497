// Explicit `.ts` extensions: the build (build/api-collection-plugin.ts) runs this module in Node.
import type { CollectionRole } from '../../config/api-collection-steps.ts';
import { reasonPhrase } from '../openapi/http-status.ts';

/** A script of a request, as Postman stores it: JavaScript lines run in Postman's sandbox. */
export interface PostmanEvent {
  listen: 'test';
  script: { type: 'text/javascript'; exec: string[] };
}

/** The collection variable that holds a role's access token. */
export const tokenVariable = (role: CollectionRole) => `${role}Token`;

/** A JavaScript string literal. */
const literal = (value: unknown) => JSON.stringify(value);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `response.json().data.token` for `data.token`: what the response holds there. */
function valueAt(response: string, path: string): string {
  const keys = path.split('.').map((key) => (IDENTIFIER.test(key) ? `.${key}` : `[${literal(key)}]`));
  return `${response}.json()${keys.join('')}`;
}

/** A test that keeps each captured value in its collection variable, failing when it is not there. */
function captureLines(response: string, captures: Record<string, string>, indent = ''): string[] {
  return Object.entries(captures).flatMap(([variable, path]) => [
    `${indent}pm.test(${literal(`keeps ${path} as ${variable}`)}, function () {`,
    `${indent}  const value = ${valueAt(response, path)};`,
    `${indent}  pm.expect(value, ${literal(path)}).to.be.a('string').and.not.empty;`,
    `${indent}  pm.collectionVariables.set(${literal(variable)}, value);`,
    `${indent}});`,
  ]);
}

export interface AgainRequest {
  url: string;
  method: string;
  role: CollectionRole | undefined;
  body: unknown;
  expect: number;
  captures: Record<string, string>;
  why: string;
}

/** The same request sent again from the test script, with the body it needs this time. */
function againLines(again: AgainRequest): string[] {
  const authorization = again.role
    ? [
        `    { key: 'Authorization', value: pm.variables.replaceIn(${literal(`Bearer {{${tokenVariable(again.role)}}}`)}) },`,
      ]
    : [];
  return [
    `// Sent once more because ${again.why}.`,
    'pm.sendRequest({',
    `  url: pm.variables.replaceIn(${literal(again.url)}),`,
    `  method: ${literal(again.method)},`,
    '  header: [',
    "    { key: 'Content-Type', value: 'application/json' },",
    ...authorization,
    '  ],',
    `  body: { mode: 'raw', raw: ${literal(JSON.stringify(again.body))} },`,
    '}, function (error, response) {',
    `  pm.test(${literal(`sent again, answers ${statusText(again.expect)}`)}, function () {`,
    '    pm.expect(error).to.equal(null);',
    `    pm.expect(response.code).to.equal(${again.expect});`,
    '  });',
    ...captureLines('response', again.captures, '  '),
    '});',
  ];
}

const statusText = (status: number) => `${status} ${reasonPhrase(String(status))}`;

export interface TestScriptParts {
  expect: number;
  captures: Record<string, string>;
  again: AgainRequest | undefined;
  /** Why the run ends after this request, when it does. */
  endsRun: string | undefined;
}

/** The test script of a request: its status asserted, then what it keeps for the requests after it. */
export function testScript({ expect, captures, again, endsRun }: TestScriptParts): PostmanEvent {
  const exec = [
    `pm.test(${literal(`answers ${statusText(expect)}`)}, function () {`,
    `  pm.response.to.have.status(${expect});`,
    '});',
    ...captureLines('pm.response', captures),
    ...(again ? againLines(again) : []),
    ...(endsRun ? [`// The run ends here: ${endsRun}`, 'pm.execution.setNextRequest(null);'] : []),
  ];
  return { listen: 'test', script: { type: 'text/javascript', exec } };
}
