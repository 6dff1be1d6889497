import type { ApiReference, DocumentedEndpoint } from '@/lib/openapi/endpoint';

const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

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

export interface PostmanCollection {
  info: { name: string; description: string; version: string; schema: string };
  variable: PostmanVariable[];
  item: {
    name: string;
    description: string;
    item: { name: string; request: PostmanRequest; response: [] }[];
  }[];
}

/**
 * A Postman (v2.1) collection of every documented endpoint, one folder per menu group. Requests use
 * the collection variables `baseUrl` and `accessToken`, so a tester sets them once.
 */
export function buildPostmanCollection(reference: ApiReference, baseUrl: string): PostmanCollection {
  return {
    info: {
      name: reference.title,
      description: `Every endpoint of ${reference.title} ${reference.version}, generated from its OpenAPI document. Set baseUrl to the API's address and accessToken to the token of a login call.`,
      version: reference.version,
      schema: POSTMAN_SCHEMA,
    },
    variable: [
      { key: 'baseUrl', value: baseUrl, description: 'The API, without a trailing slash' },
      { key: 'accessToken', value: '', description: 'The token of a login or token call' },
    ],
    item: reference.groups.flatMap((group) => {
      const documented = group.endpoints.filter((endpoint) => endpoint.documented);
      if (documented.length === 0) return [];
      return [
        {
          name: group.tag,
          description: group.description ?? '',
          item: documented.map((endpoint) => ({
            name: endpoint.label,
            request: postmanRequest(endpoint),
            response: [] as [],
          })),
        },
      ];
    }),
  };
}

function postmanRequest(endpoint: DocumentedEndpoint): PostmanRequest {
  // Postman writes path parameters as `:name`; OpenAPI as `{name}`.
  const postmanPath = endpoint.path.replace(/\{([^}]+)\}/g, ':$1');
  const query = endpoint.queryParams.map((parameter) => ({
    key: parameter.name,
    value: parameter.example ?? '',
    description: parameter.description,
    disabled: !parameter.required,
  }));
  const enabledQuery = query
    .filter((parameter) => !parameter.disabled)
    .map(({ key, value }) => `${key}=${value}`)
    .join('&');

  return {
    method: endpoint.method,
    description: endpoint.description,
    header: endpoint.requestExample === undefined ? [] : [{ key: 'Content-Type', value: 'application/json' }],
    auth:
      endpoint.authentication === 'none'
        ? { type: 'noauth' }
        : { type: 'bearer', bearer: [{ key: 'token', value: '{{accessToken}}', type: 'string' }] },
    url: {
      raw: `{{baseUrl}}${postmanPath}${enabledQuery ? `?${enabledQuery}` : ''}`,
      host: ['{{baseUrl}}'],
      path: postmanPath.split('/').filter(Boolean),
      query,
      variable: endpoint.pathParams.map((parameter) => ({
        key: parameter.name,
        value: parameter.example ?? '',
        description: parameter.description,
      })),
    },
    ...(endpoint.requestExample !== undefined && {
      body: {
        mode: 'raw',
        raw: JSON.stringify(endpoint.requestExample, null, 2),
        options: { raw: { language: 'json' } },
      },
    }),
  };
}
