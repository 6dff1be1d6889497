/**
 * The part of an OpenAPI 3.1 document that the documentation site reads. The API generates the
 * document (`npm run openapi`), so these types describe what it emits rather than the whole standard.
 */
export interface Reference {
  $ref: string;
}

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  minimum?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema | Reference>;
  required?: string[];
  items?: JsonSchema | Reference;
  anyOf?: (JsonSchema | Reference)[];
  oneOf?: (JsonSchema | Reference)[];
  allOf?: (JsonSchema | Reference)[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema | Reference;
  example?: unknown;
}

export interface MediaType {
  schema?: JsonSchema | Reference;
  example?: unknown;
}

export interface RequestBody {
  required?: boolean;
  description?: string;
  content: Record<string, MediaType>;
}

export interface Response {
  description: string;
  content?: Record<string, MediaType>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: (Parameter | Reference)[];
  requestBody?: RequestBody | Reference;
  responses?: Record<string, Response | Reference>;
  security?: SecurityRequirement[];
}

export const OPERATION_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
export type OperationMethod = (typeof OPERATION_METHODS)[number];

export type PathItem = Partial<Record<OperationMethod, Operation>> & {
  parameters?: (Parameter | Reference)[];
};

export interface SecurityScheme {
  type: string;
  scheme?: string;
  bearerFormat?: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, PathItem | undefined>;
  components?: {
    schemas?: Record<string, JsonSchema | Reference>;
    parameters?: Record<string, Parameter | Reference>;
    requestBodies?: Record<string, RequestBody | Reference>;
    responses?: Record<string, Response | Reference>;
    securitySchemes?: Record<string, SecurityScheme | Reference>;
  };
  security?: SecurityRequirement[];
}
