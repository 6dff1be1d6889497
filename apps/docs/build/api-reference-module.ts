import { ENDPOINT_ORDER } from '../src/config/endpoint-order.ts';
import type { ApiMenu, ApiReference } from '../src/lib/openapi/endpoint.ts';
import type { OpenApiDocument } from '../src/lib/openapi/openapi-document.ts';
import { readApiReference } from '../src/lib/openapi/read-api-reference.ts';
import { projectFiles } from './project-files.ts';
import { readJsonFile } from './read-json-file.ts';

/** The endpoint data of the committed OpenAPI document, in the documentation order. */
export function loadApiReference(): ApiReference {
  return readApiReference(readJsonFile<OpenApiDocument>(projectFiles.openapiDocument), ENDPOINT_ORDER);
}

/**
 * What the sidebar needs of the reference, in the first download of every page: each group's tag and
 * its endpoints' index, method and label. The rest (parameters, schemas, examples) comes with the endpoint
 * page's own chunk.
 */
export function loadApiMenu(): ApiMenu {
  return {
    groups: loadApiReference().groups.map(({ tag, endpoints }) => ({
      tag,
      endpoints: endpoints.map(({ index, method, label }) => ({ index, method, label })),
    })),
  };
}
