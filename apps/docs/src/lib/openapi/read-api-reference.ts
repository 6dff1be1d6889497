// Explicit `.ts` extensions: the build (vite.config.ts) runs this module in Node as well as in the site.
import type { EndpointSlot, HttpMethod } from '@/config/endpoint-order';
import type {
  ApiReference,
  DocumentedEndpoint,
  Endpoint,
  EndpointGroup,
  EndpointParameter,
  OperationKey,
  StatusCodeRow,
} from './endpoint.ts';
import { isSuccessCode, reasonPhrase } from './http-status.ts';
import {
  OPERATION_METHODS,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type PathItem,
  type SecurityScheme,
} from './openapi-document.ts';
import { createResolver, type Resolve } from './resolve-reference.ts';
import { exampleFromSchema } from './schema-example.ts';
import { describeSchemaType } from './schema-type.ts';

const JSON_MEDIA_TYPE = 'application/json';

/**
 * Turns the OpenAPI document into the site's endpoint data, in the documentation order given by
 * `order`. Components read only the result; nothing else walks the raw document.
 */
export function readApiReference(document: OpenApiDocument, order: readonly EndpointSlot[]): ApiReference {
  const resolve = createResolver(document);
  const bearerSchemes = bearerSchemesOf(document, resolve);
  const operations = listOperations(document);
  const listed = new Set(order.map(operationKeyOf));

  const endpoints = order.map((slot, index): Endpoint => {
    const pathItem = document.paths?.[slot.path];
    const operation = pathItem?.[slot.method.toLowerCase() as Lowercase<HttpMethod>];
    if (!pathItem || !operation) {
      return { documented: false, index, ...slot, label: `${slot.method} ${slot.path}` };
    }
    return describeOperation({ slot, index, pathItem, operation, document, resolve, bearerSchemes });
  });

  return {
    title: document.info.title,
    version: document.info.version,
    endpoints,
    groups: groupByTag(endpoints, document),
    operationCount: operations.length,
    unlistedOperations: operations.filter((operation) => !listed.has(operationKeyOf(operation))),
  };
}

/** Every operation in the document, as upper-case method and path. */
export function listOperations(document: OpenApiDocument): OperationKey[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, pathItem]) =>
    OPERATION_METHODS.filter((method) => pathItem?.[method]).map((method) => ({
      method: method.toUpperCase(),
      path,
    })),
  );
}

function operationKeyOf({ method, path }: OperationKey): string {
  return `${method.toUpperCase()} ${path}`;
}

interface OperationSource {
  slot: EndpointSlot;
  index: number;
  pathItem: PathItem;
  operation: Operation;
  document: OpenApiDocument;
  resolve: Resolve;
  bearerSchemes: Map<string, SecurityScheme>;
}

function describeOperation(source: OperationSource): DocumentedEndpoint {
  const { slot, index, operation, resolve } = source;
  const parameters = mergedParameters(source.pathItem, operation, resolve);
  const tableOf = (location: Parameter['in']) =>
    parameters.filter((parameter) => parameter.in === location).map((p) => parameterRow(p, resolve));
  const requestBody = operation.requestBody ? resolve(operation.requestBody) : undefined;
  const requestMedia = requestBody?.content[JSON_MEDIA_TYPE];
  const authentication = authenticationOf(source);
  const codes = statusCodeRows(operation, resolve);

  return {
    documented: true,
    index,
    method: slot.method,
    path: slot.path,
    tag: operation.tags?.[0] ?? slot.tag,
    label: operation.summary ?? `${slot.method} ${slot.path}`,
    operationId: operation.operationId,
    description: operation.description ?? operation.summary ?? '',
    authentication,
    pathParams: tableOf('path'),
    queryParams: tableOf('query'),
    headerParams: [
      ...authorizationHeader(authentication, source),
      ...(requestBody ? [contentTypeHeader(requestBody.required ?? false, requestBody.content)] : []),
      ...tableOf('header'),
    ],
    requestExample: requestMedia ? mediaExample(requestMedia, resolve) : undefined,
    responseExample: successExample(operation, resolve),
    successCodes: codes.filter((row) => isSuccessCode(row.code)),
    errorCodes: codes.filter((row) => !isSuccessCode(row.code)),
  };
}

/** Operation parameters override path-level ones of the same name and location. */
function mergedParameters(pathItem: PathItem, operation: Operation, resolve: Resolve): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const resolved = resolve<Parameter>(parameter);
    byKey.set(`${resolved.in}:${resolved.name}`, resolved);
  }
  return [...byKey.values()];
}

function parameterRow(parameter: Parameter, resolve: Resolve): EndpointParameter {
  const schema = parameter.schema ? resolve(parameter.schema) : undefined;
  const example = parameter.example ?? schema?.example;
  return {
    name: parameter.name,
    type: describeSchemaType(schema, resolve),
    required: parameter.in === 'path' || (parameter.required ?? false),
    description: parameter.description ?? schema?.description ?? '',
    example: example === undefined ? undefined : exampleText(example),
  };
}

function exampleText(example: unknown): string {
  return typeof example === 'string' ? example : JSON.stringify(example);
}

function bearerSchemesOf(document: OpenApiDocument, resolve: Resolve): Map<string, SecurityScheme> {
  const schemes = Object.entries(document.components?.securitySchemes ?? {}).map(
    ([name, scheme]) => [name, resolve<SecurityScheme>(scheme)] as const,
  );
  return new Map(
    schemes.filter(([, scheme]) => scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer'),
  );
}

function authenticationOf({ operation, document, bearerSchemes }: OperationSource) {
  const requirements = operation.security ?? document.security ?? [];
  const usesBearer = requirements.some((requirement) =>
    Object.keys(requirement).some((name) => bearerSchemes.has(name)),
  );
  if (!usesBearer) return 'none';
  const allowsAnonymous = requirements.some((requirement) => Object.keys(requirement).length === 0);
  return allowsAnonymous ? 'optional' : 'required';
}

function authorizationHeader(
  authentication: DocumentedEndpoint['authentication'],
  { bearerSchemes }: OperationSource,
): EndpointParameter[] {
  if (authentication === 'none') return [];
  const schemeDescription = [...bearerSchemes.values()].find((scheme) => scheme.description)?.description;
  return [
    {
      name: 'Authorization',
      type: 'string',
      required: authentication === 'required',
      description: schemeDescription ?? 'Bearer <access token>',
      example: undefined,
    },
  ];
}

function contentTypeHeader(required: boolean, content: Record<string, unknown>): EndpointParameter {
  return {
    name: 'Content-Type',
    type: 'string',
    required,
    description: 'The format of the request body',
    example: Object.keys(content).join(', '),
  };
}

function mediaExample(media: { schema?: object; example?: unknown }, resolve: Resolve): unknown {
  if (media.example !== undefined) return media.example;
  return media.schema ? exampleFromSchema(media.schema, resolve) : undefined;
}

function successExample(operation: Operation, resolve: Resolve): DocumentedEndpoint['responseExample'] {
  for (const [code, response] of Object.entries(operation.responses ?? {})) {
    if (!isSuccessCode(code)) continue;
    const media = resolve(response).content?.[JSON_MEDIA_TYPE];
    if (media) return { code, body: mediaExample(media, resolve) };
  }
  return undefined;
}

function statusCodeRows(operation: Operation, resolve: Resolve): StatusCodeRow[] {
  return Object.entries(operation.responses ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, reference]) => {
      const response = resolve(reference);
      return {
        code,
        type: reasonPhrase(code),
        description: response.description,
        otherContentTypes: Object.keys(response.content ?? {}).filter((type) => type !== JSON_MEDIA_TYPE),
        exampleMessage: messageOf(response.content?.[JSON_MEDIA_TYPE]?.example),
      };
    });
}

function messageOf(example: unknown): string | undefined {
  if (example === null || typeof example !== 'object' || !('message' in example)) return undefined;
  return typeof example.message === 'string' ? example.message : undefined;
}

function groupByTag(endpoints: Endpoint[], document: OpenApiDocument): EndpointGroup[] {
  const declared = document.tags ?? [];
  const tagOrder = [...new Set([...declared.map((tag) => tag.name), ...endpoints.map((e) => e.tag)])];
  return tagOrder
    .map((tag) => ({
      tag,
      description: declared.find((declaredTag) => declaredTag.name === tag)?.description,
      endpoints: endpoints.filter((endpoint) => endpoint.tag === tag),
    }))
    .filter((group) => group.endpoints.length > 0);
}
