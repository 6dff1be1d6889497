import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. Paths are joined as strings: jsdom's URL class is not one Node's fs accepts. */
const REPOSITORY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

export function repositoryPath(path: string): string {
  return join(REPOSITORY_ROOT, path);
}

export function readRepositoryFile(path: string): string {
  return readFileSync(repositoryPath(path), 'utf8');
}

export function repositoryHas(path: string): boolean {
  return existsSync(repositoryPath(path));
}
