/** The Postman collection the build writes beside index.html (build/api-collection-plugin.ts). */
export const API_COLLECTION_FILE = 'abacus-api.postman_collection.json';
