const SCHEMAS = '#/components/schemas/';

interface WithSchemas {
  paths?: object;
  components?: { schemas?: Record<string, unknown> };
}

/** The names of the component schemas `value` refers to, and those they refer to in turn. */
function referredSchemas(value: unknown, schemas: Record<string, unknown>, found = new Set<string>()) {
  if (Array.isArray(value)) {
    for (const item of value) referredSchemas(item, schemas, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMAS)) {
        const name = inner.slice(SCHEMAS.length);
        if (!found.has(name)) {
          found.add(name);
          referredSchemas(schemas[name], schemas, found);
        }
      } else {
        referredSchemas(inner, schemas, found);
      }
    }
  }
  return found;
}

/**
 * The document's component schemas, by name, without those no operation uses: every named schema is
 * written both as a response gives it and as a request would send it (`…Input`), and the API's named
 * schemas are all responses.
 */
export function withUsedSchemasOnly<T extends WithSchemas>(document: T): T {
  const schemas = document.components?.schemas ?? {};
  const used = referredSchemas(document.paths, schemas);
  const kept = Object.keys(schemas)
    .filter((name) => used.has(name))
    .sort()
    .map((name): [string, unknown] => [name, schemas[name]]);
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(kept) } };
}
