import { defineConfig } from 'drizzle-kit';
import { DRIZZLE_CASING } from './src/db/database.js';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: DRIZZLE_CASING,
});
