import type { OpenApiDocument, Reference } from './openapi-document';

export type Resolve = <T extends object>(value: T | Reference) => T;

const MAX_REFERENCE_HOPS = 32;

export function isReference(value: object): value is Reference {
  return '$ref' in value && typeof value.$ref === 'string';
}

/** Follows local `$ref`s (`#/components/...`); the generated document never points elsewhere. */
export function createResolver(document: OpenApiDocument): Resolve {
  const resolvePointer = (ref: string): unknown => {
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, not ${ref}`);
    let node: unknown = document;
    for (const rawSegment of ref.slice(2).split('/')) {
      const segment = rawSegment.replaceAll('~1', '/').replaceAll('~0', '~');
      if (typeof node !== 'object' || node === null || !(segment in node)) {
        throw new Error(`The OpenAPI document has no ${ref}`);
      }
      node = (node as Record<string, unknown>)[segment];
    }
    return node;
  };

  return <T extends object>(value: T | Reference): T => {
    let current: object = value;
    for (let hops = 0; isReference(current); hops++) {
      if (hops === MAX_REFERENCE_HOPS) throw new Error(`Circular $ref at ${current.$ref}`);
      const target = resolvePointer(current.$ref);
      if (typeof target !== 'object' || target === null) {
        throw new Error(`${current.$ref} is not an object`);
      }
      current = target;
    }
    return current as T;
  };
}
