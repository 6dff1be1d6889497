import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { withUsedSchemasOnly } from './components.js';
import { withRecordedExamples, type RecordedExamples } from './recorded-examples.js';
import { documentPipedRules } from './request-rules.js';
import { withResponseHeaders } from './response-headers.js';

/**
 * How @fastify/swagger writes the document: each route's zod schemas as JSON Schema (`transform`), then the
 * whole document (`transformObject`): the named schemas as components, the headers of each response, and
 * the examples recorded from a real run.
 */
export function documentTransforms(examples: RecordedExamples): {
  transform: SwaggerTransform;
  transformObject: SwaggerTransformObject;
} {
  const zodToJsonConfig = { override: documentPipedRules };
  const routeSchemas = createJsonSchemaTransform({ zodToJsonConfig });
  const withComponents = createJsonSchemaTransformObject({ zodToJsonConfig });
  // The operations whose requests a `config.rateLimit` counts, seen route by route before the whole.
  const countedByAddress = new Set<string>();

  return {
    transform: (route) => {
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
      if (operationId && route.route.config?.rateLimit) countedByAddress.add(operationId);
      return routeSchemas(route);
    },
    transformObject: (documents) =>
      'openapiObject' in documents
        ? withRecordedExamples(
            withResponseHeaders(withUsedSchemasOnly(withComponents(documents)), countedByAddress),
            examples,
          )
        : documents.swaggerObject,
  };
}
