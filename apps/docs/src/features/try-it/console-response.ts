/** A response as the console shows it. */
export interface ConsoleResponse {
  status: number;
  statusText: string;
  /** Milliseconds from sending the request to reading the whole body. */
  durationMs: number;
  headers: [string, string][];
  /** Formatted JSON or text; for other media types, a line that says what came back. */
  body: string;
  /** The access token a login or refresh response carries (`data.token`). */
  token: string | undefined;
}

/** Reads a fetch response for the console: JSON formatted, text as is, anything else summarised. */
export async function readConsoleResponse(response: Response, startedAt: number, now: () => number) {
  const type = response.headers.get('content-type') ?? '';
  let body: string;
  let token: string | undefined;
  if (/[/+]json\b/.test(type)) {
    const text = await response.text();
    try {
      const json: unknown = JSON.parse(text);
      body = JSON.stringify(json, null, 2);
      token = tokenIn(json);
    } catch {
      body = text;
    }
  } else if (type.startsWith('text/') || type === '') {
    body = await response.text();
  } else {
    const size = (await response.arrayBuffer()).byteLength;
    body = `(${size.toLocaleString('en-GB')} bytes of ${type.split(';')[0]})`;
  }
  return {
    status: response.status,
    statusText: response.statusText,
    durationMs: now() - startedAt,
    headers: [...response.headers.entries()],
    body,
    token,
  } satisfies ConsoleResponse;
}

function tokenIn(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const data = (json as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const token = (data as { token?: unknown }).token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}
