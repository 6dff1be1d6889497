import { describe, expect, it } from 'vitest';
import { API_COLLECTION_WORKFLOW } from '@/config/api-collection-workflow';
import { apiReference } from '@/lib/openapi/api-reference';
import { buildPostmanCollection } from '../postman-collection';

describe('the workflow of the Postman collection', () => {
  it('has a step for every operation of the committed OpenAPI document', () => {
    const collection = buildPostmanCollection(apiReference, API_COLLECTION_WORKFLOW, {
      baseUrl: 'http://localhost:3000',
      fileName: 'abacus-api.postman_collection.json',
    });
    expect(collection.item.flatMap((folder) => folder.item)).toHaveLength(apiReference.operationCount);
  });
});
