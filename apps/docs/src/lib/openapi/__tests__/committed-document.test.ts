import { describe, expect, it } from 'vitest';
import { ENDPOINT_ORDER } from '@/config/endpoint-order';
import { readRepositoryFile } from '@/testing/repository-files';
import type { OpenApiDocument } from '../openapi-document';
import { listOperations, readApiReference } from '../read-api-reference';
import { createResolver } from '../resolve-reference';
import { exampleFromSchema } from '../schema-example';

/** The document the site is built from, read straight from disk rather than through the build. */
const document = JSON.parse(readRepositoryFile('apps/api/openapi.json')) as OpenApiDocument;
const reference = readApiReference(document, ENDPOINT_ORDER);
const keyOf = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('the menu and the committed OpenAPI document', () => {
  it('numbers the endpoints from 0, each (method, path) once', () => {
    expect(reference.endpoints.map((endpoint) => endpoint.index)).toEqual([...ENDPOINT_ORDER.keys()]);
    expect(new Set(ENDPOINT_ORDER.map(keyOf)).size).toBe(ENDPOINT_ORDER.length);
  });

  it('keeps the published indices: the student login at 0, the admin login at 13, the health check at 36', () => {
    expect(ENDPOINT_ORDER.length).toBeGreaterThanOrEqual(37);
    expect(keyOf(ENDPOINT_ORDER[0]!)).toBe('POST /api/v1/student/login');
    expect(keyOf(ENDPOINT_ORDER[13]!)).toBe('POST /api/v1/admin/login');
    expect(keyOf(ENDPOINT_ORDER[36]!)).toBe('GET /health');
  });

  it('lists every operation of the document in the menu', () => {
    expect(reference.unlistedOperations).toEqual([]);
    expect(listOperations(document).map(keyOf).sort()).toEqual(ENDPOINT_ORDER.map(keyOf).sort());
  });

  it('finds every menu entry in the document', () => {
    const undocumented = reference.endpoints.filter((endpoint) => !endpoint.documented).map(keyOf);
    expect(undocumented).toEqual([]);
  });

  it('places each entry under the tag its operation has', () => {
    const mismatched = reference.endpoints
      .filter((endpoint) => endpoint.documented)
      .filter((endpoint) => endpoint.tag !== ENDPOINT_ORDER[endpoint.index]?.tag)
      .map((endpoint) => `${keyOf(endpoint)}: ${endpoint.tag}`);
    expect(mismatched).toEqual([]);
  });

  it('groups the menu as Student, Admin, Exam, Questions, Result, the later groups, and Health', () => {
    expect(reference.groups.map((group) => group.tag)).toEqual([
      'Student',
      'Admin',
      'Exam',
      'Questions',
      'Result',
      'Attempt',
      'Analytics',
      'Grading',
      'Rounds',
      'Events',
      'Parent',
      'Health',
    ]);
  });

  it('shows a JSON body for every success answer that has one, and builds one for every named schema', () => {
    const withoutBody = reference.endpoints
      .filter((endpoint) => endpoint.documented && endpoint.responseExample?.body === undefined)
      .map(keyOf);
    // The worksheet, the join and family slips, certificates and weekly reports are PDFs and the live events a
    // stream: no JSON to show.
    expect(withoutBody).toEqual([
      'GET /api/v1/exam/{examId}/worksheet',
      'GET /api/v1/events',
      'GET /api/v1/admin/join-code/slips',
      'GET /api/v1/grading/{gradingId}/certificate',
      'GET /api/v1/parent/children/{studentId}/certificate',
      'GET /api/v1/parent/children/{studentId}/report',
      'GET /api/v1/student/family-slips',
    ]);

    const resolve = createResolver(document);
    const named = Object.keys(document.components?.schemas ?? {});
    expect(named).toContain('Student');
    for (const name of named) {
      const example = exampleFromSchema({ $ref: `#/components/schemas/${name}` }, resolve);
      expect(typeof example, name).toBe('object');
    }
  });
});
