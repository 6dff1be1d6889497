import { describe, expect, it } from 'vitest';
import type { DocumentedEndpoint } from '@/lib/openapi/endpoint';
import { buildCurlCommand } from '../build-curl-command';

const base: DocumentedEndpoint = {
  documented: true,
  index: 0,
  method: 'GET',
  path: '/health',
  tag: 'Health',
  label: 'Server health',
  operationId: undefined,
  description: '',
  authentication: 'none',
  pathParams: [],
  queryParams: [],
  headerParams: [],
  requestExample: undefined,
  responseExample: undefined,
  successCodes: [],
  errorCodes: [],
};

describe('buildCurlCommand', () => {
  it('writes a plain GET as one line', () => {
    expect(buildCurlCommand(base, 'http://localhost:3000')).toBe("curl 'http://localhost:3000/health'");
  });

  it('fills path and required query parameters from the examples and reads the token from the shell', () => {
    const command = buildCurlCommand(
      {
        ...base,
        method: 'DELETE',
        path: '/api/v1/result/{resultId}/{other}',
        authentication: 'required',
        pathParams: [
          { name: 'resultId', type: 'string', required: true, description: '', example: 'rAbc' },
          { name: 'other', type: 'string', required: true, description: '', example: undefined },
        ],
        queryParams: [
          { name: 'format', type: 'string', required: true, description: '', example: 'pdf' },
          { name: 'page', type: 'string', required: false, description: '', example: '2' },
        ],
      },
      'http://localhost:3000',
    );
    expect(command).toBe(
      [
        "curl -X DELETE 'http://localhost:3000/api/v1/result/rAbc/<other>?format=pdf'",
        '-H "Authorization: Bearer $ACCESS_TOKEN"',
      ].join(' \\\n  '),
    );
  });

  it('sends the example body as JSON, quoting single quotes for the shell', () => {
    const command = buildCurlCommand(
      { ...base, method: 'POST', path: '/notes', requestExample: { text: "it's" } },
      'http://localhost:3000',
    );
    expect(command).toBe(
      [
        "curl -X POST 'http://localhost:3000/notes'",
        "-H 'Content-Type: application/json'",
        `-d '{\n  "text": "it'\\''s"\n}'`,
      ].join(' \\\n  '),
    );
  });
});
