import {
  readProjectLinks,
  type PackageMetadata,
  type ProjectLinks,
} from '../src/lib/package-metadata/project-links.ts';
import { projectFiles } from './project-files.ts';
import { readJsonFile } from './read-json-file.ts';

/** The links the root package.json declares (`repository`, `homepage`, `author`, `bugs`). */
export function loadProjectLinks(): ProjectLinks {
  return readProjectLinks(readJsonFile<PackageMetadata>(projectFiles.rootPackage));
}
