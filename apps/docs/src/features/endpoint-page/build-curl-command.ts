import type { DocumentedEndpoint } from '@/lib/openapi/endpoint';

/** Quotes for a POSIX shell: single quotes, with each inner quote closed, escaped and reopened. */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * A curl command for the endpoint: path parameters and required query parameters filled with the
 * document's examples, the access token read from `$ACCESS_TOKEN`, the example body inline.
 */
export function buildCurlCommand(endpoint: DocumentedEndpoint, origin: string): string {
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_placeholder, name: string) => {
    const example = endpoint.pathParams.find((parameter) => parameter.name === name)?.example;
    return example === undefined ? `<${name}>` : encodeURIComponent(example);
  });
  const query = endpoint.queryParams
    .filter((parameter) => parameter.required)
    .map(
      (parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(parameter.example ?? '')}`,
    )
    .join('&');

  const url = `${origin}${path}${query ? `?${query}` : ''}`;
  const method = endpoint.method === 'GET' ? '' : ` -X ${endpoint.method}`;
  const lines = [`curl${method} ${shellQuote(url)}`];
  if (endpoint.authentication === 'required') {
    // Double quotes, so the shell substitutes the token.
    lines.push(`-H "Authorization: Bearer $ACCESS_TOKEN"`);
  }
  if (endpoint.requestExample !== undefined) {
    lines.push(`-H ${shellQuote('Content-Type: application/json')}`);
    lines.push(`-d ${shellQuote(JSON.stringify(endpoint.requestExample, null, 2))}`);
  }
  return lines.join(' \\\n  ');
}
