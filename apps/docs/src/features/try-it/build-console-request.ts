import type { HttpMethod } from '@/config/endpoint-order';

/** What the console's form holds when the visitor sends it. */
export interface ConsoleForm {
  method: HttpMethod;
  /** The operation's path, e.g. `/api/v1/exam/{examId}`. */
  pathTemplate: string;
  pathValues: Readonly<Record<string, string>>;
  /** Empty values are left out of the query string. */
  queryValues: Readonly<Record<string, string>>;
  /** JSON text; undefined when the operation takes no body. */
  body: string | undefined;
  /** An access token; empty for none. */
  token: string;
}

export interface ConsoleRequest {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body: string | undefined;
}

export type BuiltRequest = { ok: true; request: ConsoleRequest } | { ok: false; problem: string };

/**
 * The request the console sends, to `origin` only (the server the site is served from): path values
 * are encoded into their segments and may not be `.` or `..`, which would climb out of the
 * documented path, and the finished URL must still be on `origin`.
 */
export function buildConsoleRequest(form: ConsoleForm, origin: string): BuiltRequest {
  let problem: string | undefined;
  const path = form.pathTemplate.replace(/\{([^}]+)\}/g, (_placeholder, name: string) => {
    const value = form.pathValues[name]?.trim() ?? '';
    if (value === '') problem ??= `Fill in the path parameter ${name}.`;
    if (value === '.' || value === '..') problem ??= `The path parameter ${name} cannot be “${value}”.`;
    return encodeURIComponent(value);
  });
  if (problem) return { ok: false, problem };

  const query = new URLSearchParams(
    Object.entries(form.queryValues).filter(([, value]) => value.trim() !== ''),
  ).toString();
  const url = new URL(`${path}${query ? `?${query}` : ''}`, origin);
  if (url.origin !== new URL(origin).origin) {
    return { ok: false, problem: 'The console only calls the server this site is served from.' };
  }

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = form.token.trim();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (form.body !== undefined && form.body.trim() !== '') {
    try {
      body = JSON.stringify(JSON.parse(form.body));
    } catch (error) {
      return { ok: false, problem: `The body is not valid JSON: ${(error as Error).message}` };
    }
    headers['Content-Type'] = 'application/json';
  }
  return { ok: true, request: { url: url.href, method: form.method, headers, body } };
}
