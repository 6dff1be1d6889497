import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { createAdmin, createStudent } from './accounts.js';
import { teacherChanges } from './teacher-changes.js';

/** A teacher with `size` children at level 2, and the changes the property tests make as that teacher. */
export async function changingClass(app: App, db: () => Database, size: number) {
  const teacher = await createAdmin(app);
  const changes = teacherChanges(app, db, teacher);
  const children = [];
  for (let index = 0; index < size; index++) {
    children.push(await createStudent(app, teacher, { level: 2 }));
  }
  return { teacher, changes, children };
}
