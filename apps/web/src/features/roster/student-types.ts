import type { paths } from '@/lib/api-schema';

/** The JSON body of a request or a response of the generated schema. */
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/**
 * A student a teacher adds with their token (#1), one by one or from a class list: the class is theirs,
 * so no join code or admin id, and the class and level are theirs to set.
 */
export type NewStudent = JsonOf<paths['/api/v1/student/import']['post']['requestBody']>['students'][number];

/**
 * What a teacher may change about their student (#10, §5.4): not the username, not the password; and
 * the level a child picked when joining, confirmed as it is.
 */
export type StudentChanges = Pick<
  JsonOf<paths['/api/v1/student/{studentId}']['patch']['requestBody']>,
  'fullname' | 'email' | 'sclass' | 'phone_no' | 'level' | 'level_confirmed'
>;
