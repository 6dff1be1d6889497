// @driver-neutral: the requests go at once only to save time; validation comes before any query
/**
 * The OpenAPI document against the server, field by field: for every path, query and body field of every
 * operation, values drawn from what the document says of the field (each length, bound and count, at it
 * and just past it; its pattern or format broken; a value of each JSON type; left out) are sent, the rest
 * of the request being the operation's recorded example. A JSON Schema validator reads the document's
 * verdict on each value; the server's is whether its 400 names the field. They must agree both ways: what
 * the document allows is not refused for that field, and what it refuses is.
 *
 * Rules between fields (maxNumber not below minNumber, class and level required when a teacher registers a
 * child) are the document's words, not its JSON Schema: each operation is called by the first caller its
 * `x-access` names, with the example's other values, which those rules leave alone.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { RECORDED_EXAMPLES } from '../../src/openapi/recorded-examples.js';
import { createAdmin, createParent, createStudent, type SignedIn } from '../helpers/accounts.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  allowedValue,
  candidatesFor,
  objectValue,
  partsOf,
  type Allows,
  type JsonSchema,
} from './boundary-values.js';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  operationId: string;
  'x-access'?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

type Document = { paths: Record<string, Record<string, Operation>> };

/** Where a field is, as the server names it in its errors: `body.digits.min`, `query.page`, `params.examId`. */
type Location = 'params' | 'query' | 'body';

/** One field of a request, and what the document says of it. */
interface Field {
  location: Location;
  /** The field's place within its location: ['digits', 'min']. */
  path: string[];
  schema: JsonSchema;
  /** Whether a request may leave it out; null where it cannot be left out (a path segment, an array item). */
  optional: boolean | null;
}

const nameOf = (field: Field) => [field.location, ...field.path].join('.');

/** The validator the document's own keywords are read by: JSON Schema 2020-12, as OpenAPI 3.1 says. */
const validator = (options: { coerceTypes: boolean }) => {
  const ajv = new Ajv2020({ strict: false, ...options });
  ajvFormats.default(ajv);
  return (schema: JsonSchema): Allows => {
    const validate = ajv.compile(schema);
    return (value) => validate(structuredClone(value));
  };
};
/** A body is JSON, read as it is. */
const jsonAllows = validator({ coerceTypes: false });
/** A path or query parameter arrives as text: `?page=2` is the integer 2 to its schema. */
const textAllows = validator({ coerceTypes: true });

const OMITTED = Symbol('left out');

/** The body fields, and the fields of the objects among them, and the items of the arrays among them. */
function fieldsOf(schema: JsonSchema, path: string[], optional: boolean | null): Field[] {
  const field: Field = { location: 'body', path, schema, optional };
  const objects = partsOf(schema).filter((part) => part.properties);
  const items = partsOf(schema).find((part) => part.items)?.items;
  return [
    ...(path.length > 0 ? [field] : []),
    ...objects.flatMap((part) =>
      Object.entries(part.properties ?? {}).flatMap(([name, property]) =>
        fieldsOf(property, [...path, name], !(part.required ?? []).includes(name)),
      ),
    ),
    ...(items ? fieldsOf(items, [...path, '0'], null) : []),
  ];
}

function operationFields(operation: Operation): Field[] {
  const parameters = (operation.parameters ?? []).flatMap((parameter): Field[] =>
    parameter.in === 'path' || parameter.in === 'query'
      ? [
          {
            location: parameter.in === 'path' ? 'params' : 'query',
            path: [parameter.name],
            schema: parameter.schema,
            optional: parameter.in === 'query' ? !parameter.required : null,
          },
        ]
      : [],
  );
  const body = operation.requestBody?.content['application/json']?.schema;
  return [...parameters, ...(body ? fieldsOf(body, [], false) : [])];
}

/** What a request sends, before one field of it is changed. */
interface BaseRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A copy of `body` with the value at `path` replaced (or left out), making each object or array on the way
 * that `body` lacks with `containerAt`.
 */
function withValueAt(body: unknown, path: string[], value: unknown, containerAt: (at: string[]) => object) {
  const copy = structuredClone(body ?? containerAt([])) as Record<string, unknown>;
  let container = copy;
  path.slice(0, -1).forEach((key, index) => {
    const inner = container[key];
    container[key] =
      inner !== null && typeof inner === 'object' ? inner : containerAt(path.slice(0, index + 1));
    container = container[key] as Record<string, unknown>;
  });
  const last = path.at(-1)!;
  if (value === OMITTED) delete container[last];
  else container[last] = value;
  return copy;
}

const valueAt = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (inner, key) =>
      inner !== null && typeof inner === 'object' ? (inner as Record<string, unknown>)[key] : undefined,
    value,
  );

function injectOptions(base: BaseRequest): InjectOptions {
  const path = base.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(base.params[name])),
  );
  const query = new URLSearchParams(
    Object.entries(base.query).flatMap(([name, value]) => (value === OMITTED ? [] : [[name, String(value)]])),
  ).toString();
  return {
    method: base.method,
    url: query ? `${path}?${query}` : path,
    headers: base.body === undefined ? base.headers : { ...base.headers, 'content-type': 'application/json' },
    ...(base.body !== undefined && { payload: JSON.stringify(base.body) }),
  };
}

/** A container for the field at `at`, where the request lacks one: an object or an array the document allows. */
function containerFor(fields: Field[], at: string[]): object {
  const field = fields.find((other) => other.location === 'body' && other.path.join('.') === at.join('.'));
  const parts = field ? partsOf(field.schema) : [];
  const object = parts.find((part) => part.properties);
  if (object) return objectValue(object, (name) => jsonAllows(object.properties?.[name] ?? {}));
  const items = parts.find((part) => part.items)?.items;
  return items ? [allowedValue(items, jsonAllows(items))] : {};
}

/** The values to send for a field: the candidates the document's keywords give, as the field carries them. */
function valuesFor(field: Field, allows: Allows, known: unknown): unknown[] {
  const values = [
    ...candidatesFor(field.schema, allows, known),
    ...(field.optional === null ? [] : [OMITTED]),
  ];
  if (field.location === 'body') return values;
  // A parameter is text; an empty path segment is no value of it but another path.
  const texts = values.map((value) => (value === OMITTED ? value : String(value)));
  return [...new Set(texts)].filter((text) => field.location !== 'params' || text !== '');
}

interface Verdict {
  field: string;
  value: unknown;
  /** The document's verdict. */
  allowed: boolean;
  status: number;
  /** Whether the server's answer names the field among its errors. */
  refused: boolean;
}

const describeVerdict = ({ field, value, allowed, status }: Verdict) =>
  `${field} = ${value === OMITTED ? '(left out)' : JSON.stringify(value).slice(0, 80)}: ` +
  `the document ${allowed ? 'allows' : 'refuses'} it, the server answered ${status}`;

describe('the request rules the OpenAPI document states', () => {
  /**
   * Whether a request that passed validation is answered there and then: what its handler would do next
   * (hash a password, generate questions) says nothing of the rules, and took two minutes of the suite's
   * time over some 2 600 requests.
   */
  let answeringOnceValid = false;
  const context = useTestApp({
    extend(app) {
      app.addHook('preHandler', async (_request, reply) => {
        if (answeringOnceValid) return reply.code(204).send();
      });
    },
  });

  /** The headers of each caller an operation's `x-access` may name: none for anyone. */
  async function callerHeaders(app: App): Promise<Record<string, Record<string, string>>> {
    const admin: SignedIn = await createAdmin(app);
    const student: SignedIn = await createStudent(app, admin);
    const parent: SignedIn = await createParent(app);
    return { anyone: {}, admin: admin.auth, student: student.auth, parent: parent.auth };
  }

  /**
   * Sends the operation's recorded example request once for each value of each field, the rest of the
   * request as it was: the server must refuse, naming the field, exactly the values the document refuses.
   */
  async function verdictsOf(
    app: App,
    path: string,
    method: string,
    operation: Operation,
    headers: Record<string, string>,
  ) {
    const fields = operationFields(operation);
    const recorded = RECORDED_EXAMPLES[operation.operationId]?.request ?? {};
    const base: BaseRequest = {
      method: method.toUpperCase(),
      path,
      params: { ...recorded.params },
      query: { ...recorded.query },
      body: recorded.body,
      headers,
    };
    const sent = fields.flatMap((field) => {
      const name = nameOf(field);
      const allows = (field.location === 'body' ? jsonAllows : textAllows)(field.schema);
      const known =
        field.location === 'body' ? valueAt(base.body, field.path) : base[field.location][field.path[0]!];
      return valuesFor(field, allows, known).map(async (value): Promise<Verdict> => {
        const request =
          field.location === 'body'
            ? { ...base, body: withValueAt(base.body, field.path, value, (at) => containerFor(fields, at)) }
            : { ...base, [field.location]: { ...base[field.location], [field.path[0]!]: value } };
        const response = await app.inject(injectOptions(request));
        const errors: { path: string }[] = response.statusCode === 400 ? (response.json().errors ?? []) : [];
        return {
          field: `${operation.operationId} ${name}`,
          value,
          allowed: value === OMITTED ? field.optional === true : allows(value),
          status: response.statusCode,
          refused: errors.some((error) => error.path === name || error.path.startsWith(`${name}.`)),
        };
      });
    });
    return {
      fields: fields.map((field) => `${operation.operationId} ${nameOf(field)}`),
      verdicts: await Promise.all(sent),
    };
  }

  // About 2 600 requests, validated and answered: a few seconds alone, and many more beside other suites'
  // browsers on two cores, so a generous limit: it is a check of the rules, not of the machine's speed.
  const ALL_REQUESTS_TIMEOUT = 300_000;

  it(
    'are the rules the server checks, at each limit and just past it, for every field of every operation',
    async () => {
      const { app } = context;
      const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<Document>();
      const headers = await callerHeaders(app);
      answeringOnceValid = true;
      const verdicts: Verdict[] = [];
      const fields: string[] = [];
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          const caller = headers[operation['x-access']?.[0] ?? 'anyone'] ?? {};
          const tried = await verdictsOf(app, path, method, operation, caller);
          fields.push(...tried.fields);
          verdicts.push(...tried.verdicts);
        }
      }

      const disagreements = verdicts.filter((verdict) => verdict.refused === verdict.allowed);
      expect(disagreements.map(describeVerdict)).toEqual([]);
      // Each field was tried with a value the document allows and one it refuses, or the check says nothing
      // of it; and the fields are the API's (180 or so), not the few of a document read wrong.
      const tried = (field: string, allowed: boolean) =>
        verdicts.some((verdict) => verdict.field === field && verdict.allowed === allowed);
      expect(fields.filter((field) => !tried(field, true) || !tried(field, false))).toEqual([]);
      expect(fields.length).toBeGreaterThan(150);
    },
    ALL_REQUESTS_TIMEOUT,
  );
});
