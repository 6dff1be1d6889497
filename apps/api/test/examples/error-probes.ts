import type { DocumentedOperation, ExampleCall, ExampleClient } from './example-client.js';
import type { ScenarioPeople } from './example-scenario.js';

// Well-formed ids that name nothing: the prefix of each kind, then 16 characters.
const UNKNOWN_IDS: Record<string, string> = {
  examId: 'eQ7mZx2Lk9PwR4tN',
  studentId: 'sH3vB8nC5xK1qW6e',
  resultId: 'rJ2fG9dS4aL7kP0o',
  attemptId: 'tY6uI1oP3lK8jH5g',
  gradingId: 'gW4eR7tY2uI9oP1a',
  parentId: 'pM5nB2vC8xZ4lK7j',
  roundId: 'lQ8wE3rT6yU1iO4p',
};

/**
 * The errors every operation can give, met once each so that its documentation shows the real message:
 * no token (401), another role's token (403), an id that names nothing (404) or is malformed (400), a
 * body missing its required fields (400) or not JSON (415). Each is refused before anything changes.
 */
export async function probeErrors(api: ExampleClient, people: ScenarioPeople): Promise<void> {
  const succeeded = new Map<string, ExampleCall>();
  for (const { call, status } of api.exchanges) {
    if (status < 300 && !succeeded.has(call.operationId)) succeeded.set(call.operationId, call);
  }
  for (const operation of api.operations.values()) {
    await probeOperation(api, operation, people, succeeded.get(operation.operationId));
  }
}

async function probeOperation(
  api: ExampleClient,
  operation: DocumentedOperation,
  people: ScenarioPeople,
  success: ExampleCall | undefined,
): Promise<void> {
  const { operationId, access, pathParams } = operation;
  const documents = (status: number) => operation.statuses.includes(String(status));
  const unknownParams = Object.fromEntries(pathParams.map((name) => [name, UNKNOWN_IDS[name] ?? 'x']));
  const params = success?.params ?? unknownParams;
  const signedIn = access.includes('admin')
    ? people.admin
    : access.includes('student')
      ? people.student
      : people.parent;
  const token = access.some((caller) => caller !== 'anyone') ? signedIn : undefined;

  if (access.length > 0 && !access.includes('anyone') && documents(401)) {
    await api.call(401, { operationId, params: unknownParams });
  }
  const otherRole = access.includes('admin') ? people.student : people.admin;
  if (access.length > 0 && !(access.includes('admin') && access.includes('student')) && documents(403)) {
    await api.call(403, { operationId, token: otherRole, params: unknownParams });
  }
  // A parent's reads answer 403 for every child not linked to them, whether or not the id names one.
  const idsAreLinkedChildren = access.length === 1 && access[0] === 'parent';
  if (
    pathParams.length > 0 &&
    documents(404) &&
    !idsAreLinkedChildren &&
    (!operation.bodyRequired || success?.body !== undefined)
  ) {
    await api.call(404, {
      operationId,
      ...(token && { token }),
      params: unknownParams,
      ...(success?.body !== undefined && { body: success.body }),
      ...(success?.query && { query: success.query }),
    });
  }
  if (pathParams.length > 0 && documents(400)) {
    const malformed = Object.fromEntries(pathParams.map((name) => [name, 'not-an-id']));
    await api.call(400, { operationId, ...(token && { token }), params: malformed });
  }
  if (operation.bodyRequired && documents(400)) {
    await api.call(400, { operationId, ...(token && { token }), params, body: {} });
  }
  if (operation.hasBody && documents(415)) {
    await api.call(415, {
      operationId,
      ...(token && { token }),
      params,
      raw: { contentType: 'text/plain', payload: 'hello' },
    });
  }
}
