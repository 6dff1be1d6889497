import type { AdminAccount, StudentAccount } from '../../domain/roles.js';
import { requireSomeChange } from '../../lib/changes.js';
import type { PageMeta } from '../../lib/common-schemas.js';
import { badRequest, conflict, forbidden, notFound, type FieldError } from '../../lib/http-error.js';
import type { Passwords } from '../../lib/passwords.js';
import { accountConflict, newPasswordHash } from '../auth/index.js';
import type { AdminRow } from '../admins/index.js';
import type { DataAccess } from '../data-access.js';
import type { StudentChanges, StudentFilter, StudentWithAdmin } from './students-repository.js';
import { usernameKey } from '../../domain/username.js';
import type { ImportedStudent, RegisterStudentBody, UpdateStudentBody } from './students-schemas.js';

/** Which known fields each caller may not change (unknown fields never pass validation). */
const FORBIDDEN_FIELDS = {
  student: {
    level: 'Your level is set by your teacher',
    level_confirmed: 'Your level is confirmed by your teacher',
  },
  admin: {
    username: "An admin cannot change a student's username",
    password: "Set a student's password with POST /api/v1/student/{studentId}/password",
    currentPassword: "Set a student's password with POST /api/v1/student/{studentId}/password",
  },
} as const;

export const STUDENT_NOT_FOUND = 'Student not found';

type ClassChoice = Pick<RegisterStudentBody, 'admin_id' | 'join_code'>;

const JOIN_BY_CODE_ONLY =
  'A class is joined with its join code: send join_code (the class code your teacher gave you), not admin_id';

/** With an admin's token the student joins that admin's class: naming another class is a mistake. */
function refuseOtherClass(caller: AdminAccount, { admin_id: adminId, join_code: joinCode }: ClassChoice) {
  if (joinCode !== undefined) {
    throw badRequest('join_code is for self-registration: leave it out when registering with an admin token');
  }
  if (adminId !== undefined && adminId !== caller.publicId) {
    throw badRequest('admin_id must be left out (or be your own id) when registering with an admin token');
  }
}

const TEACHER_SETS_IT = 'is required when a teacher registers a student';
const NO_LEVEL_TO_CONFIRM = 'is required: this student left their level for you to set';

/** A child joining by code may leave class and level to the teacher; the teacher registering may not. */
function requireGradeAndLevel({ sclass, level }: Pick<RegisterStudentBody, 'sclass' | 'level'>) {
  const errors = Object.entries({ sclass, level })
    .filter(([, value]) => value === undefined)
    .map(([field]) => ({ path: `body.${field}`, message: TEACHER_SETS_IT }));
  if (errors.length > 0) {
    throw badRequest(`Validation failed: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`, errors);
  }
}

/** A field of one student of a class list, as a validation error names it. */
const listPath = (index: number, field: 'username' | 'email') => `body.students.${index}.${field}`;

/** Usernames and emails compared as the database's unique indexes compare them: without case. */
const NAME_KEYS = {
  username: (student: ImportedStudent) => usernameKey(student.username),
  email: (student: ImportedStudent) => student.email?.toLowerCase() ?? null,
} as const;

/** Two students of one list with the same username or email → 400 naming both, the later beside its field. */
function refuseRepeats(list: readonly ImportedStudent[]): void {
  const errors: FieldError[] = [];
  for (const [field, keyOf] of Object.entries(NAME_KEYS) as [
    keyof typeof NAME_KEYS,
    typeof NAME_KEYS.email,
  ][]) {
    const firstWith = new Map<string, number>();
    list.forEach((student, index) => {
      const key = keyOf(student);
      if (key === null) return;
      const first = firstWith.get(key);
      if (first === undefined) firstWith.set(key, index);
      else errors.push({ path: listPath(index, field), message: `is also that of student ${first + 1}` });
    });
  }
  if (errors.length > 0) {
    throw badRequest(`Validation failed: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`, errors);
  }
}

function refuseForbiddenFields(caller: 'student' | 'admin', body: UpdateStudentBody): void {
  const rules: Record<string, string> = FORBIDDEN_FIELDS[caller];
  const named = Object.keys(body).find((field) => field in rules);
  if (named) throw forbidden(rules[named]!);
}

function changesFrom(body: UpdateStudentBody): StudentChanges {
  return {
    ...(body.fullname !== undefined && { fullname: body.fullname }),
    ...(body.username !== undefined && { username: body.username }),
    ...(body.email !== undefined && { email: body.email }),
    ...(body.phone_no !== undefined && { phoneNo: body.phone_no }),
    ...(body.sclass !== undefined && { sclass: body.sclass }),
    ...(body.level !== undefined && { level: body.level }),
  };
}

export function createStudentsService({
  data,
  passwords,
  readyToMoveUp,
}: {
  data: Pick<DataAccess, 'students' | 'admins' | 'parents' | 'transaction'>;
  passwords: Passwords;
  /** Of these students, those who have mastered every formula of their level (the skills module knows). */
  readyToMoveUp: (students: readonly StudentWithAdmin[]) => Promise<ReadonlySet<number>>;
}) {
  const { students, admins } = data;

  async function ownStudent(admin: AdminAccount, studentId: string): Promise<StudentWithAdmin> {
    const student = await students.findOwnedByAdmin(admin.id, studentId);
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    return student;
  }

  /** Saves the changes (a new password with the end of every session, atomically); a taken name → 409. */
  async function save(id: number, changes: StudentChanges): Promise<StudentWithAdmin> {
    try {
      return await data.transaction(async (repositories) => {
        const updated = await repositories.students.update(id, changes);
        if (changes.passwordHash) await repositories.refreshTokens.revokeAllOf('student', id);
        return updated;
      });
    } catch (error) {
      accountConflict(error, 'students');
    }
  }

  /**
   * The class a student registering themselves asked to join: only by its join code as it is now, so a
   * teacher who changes the code or turns it off closes the class to newcomers. The admin's id is never
   * enough — every student of the class sees it in their profile.
   */
  async function classToJoin({ admin_id: adminId, join_code: joinCode }: ClassChoice): Promise<AdminRow> {
    if (adminId !== undefined) throw badRequest(JOIN_BY_CODE_ONLY);
    if (joinCode === undefined) {
      throw badRequest(
        "A student belongs to an admin: send the admin's token, or join_code (the class code your teacher gave you)",
      );
    }
    const admin = await admins.findLiveByJoinCode(joinCode);
    if (!admin) throw notFound('No class has this join code; check it with your teacher');
    return admin;
  }

  return {
    /**
     * An admin registers a student into their own class; a student registers themselves with the class
     * join code (or, from older clients, the admin's id), unless the teacher turned self-registration off.
     */
    async register(caller: AdminAccount | null, body: RegisterStudentBody): Promise<StudentWithAdmin> {
      const {
        admin_id: _adminId,
        join_code: _joinCode,
        password,
        email,
        phone_no: phoneNo,
        ...fields
      } = body;
      let adminId: number;
      if (caller) {
        refuseOtherClass(caller, body);
        requireGradeAndLevel(body);
        adminId = caller.id;
      } else {
        adminId = (await classToJoin(body)).id;
      }
      const passwordHash = await passwords.hash(password);
      try {
        return await students.insert({
          ...fields,
          sclass: fields.sclass ?? null,
          level: fields.level ?? null,
          email: email ?? null,
          phoneNo: phoneNo ?? null,
          // A child joining by code picks their own level; the teacher confirms it.
          levelConfirmed: caller !== null,
          adminId,
          passwordHash,
        });
      } catch (error) {
        accountConflict(error, 'students');
      }
    },

    /**
     * A teacher's class list, registered whole or not at all: repeats within the list → 400, a username or
     * email another student has → 409 naming each, and otherwise every student in one statement.
     */
    async importList(admin: AdminAccount, list: readonly ImportedStudent[]): Promise<StudentWithAdmin[]> {
      refuseRepeats(list);
      const taken = await students.takenNames(
        list.map((student) => student.username),
        list.flatMap((student) => (student.email ? [student.email] : [])),
      );
      const errors = list.flatMap((student, index): FieldError[] => [
        ...(taken.usernames.has(NAME_KEYS.username(student))
          ? [{ path: listPath(index, 'username'), message: 'This username is already taken' }]
          : []),
        ...(taken.emails.has(NAME_KEYS.email(student) ?? '')
          ? [{ path: listPath(index, 'email'), message: 'This email is already registered' }]
          : []),
      ]);
      if (errors.length > 0) throw conflict('Some usernames or emails of the list are taken', errors);
      const hashes = await passwords.hashEach(list.map((student) => student.password));
      try {
        return await students.insertAll(
          list.map(({ password: _password, email, phone_no: phoneNo, ...fields }, index) => ({
            ...fields,
            email: email ?? null,
            phoneNo: phoneNo ?? null,
            levelConfirmed: true,
            adminId: admin.id,
            passwordHash: hashes[index]!,
          })),
        );
      } catch (error) {
        // Taken meanwhile, by a registration between the check and the insert.
        accountConflict(error, 'students');
      }
    },

    /** One of the admin's students, deleted ones included (they are shown with their deletion date). */
    read: ownStudent,

    async profile(student: StudentAccount): Promise<StudentWithAdmin> {
      return (await students.findById(student.id))!;
    },

    async list(
      admin: AdminAccount,
      filter: Omit<StudentFilter, 'adminId'>,
    ): Promise<{
      students: StudentWithAdmin[];
      ready: ReadonlySet<number>;
      parentsLinked: ReadonlyMap<number, number>;
      meta: PageMeta;
    }> {
      const { rows, total } = await students.list({ ...filter, adminId: admin.id });
      if (rows.length === 0) throw notFound(total > 0 ? 'No students on this page' : 'No students found');
      const current = rows.filter((row) => row.deletedAt === null);
      const [ready, parentsLinked] = await Promise.all([
        readyToMoveUp(current),
        data.parents.linkedCounts(rows.map((row) => row.id)),
      ]);
      return {
        students: rows,
        ready,
        parentsLinked,
        meta: { page: filter.page, limit: filter.limit, total },
      };
    },

    async updateSelf(caller: StudentAccount, body: UpdateStudentBody): Promise<StudentWithAdmin> {
      requireSomeChange(body);
      refuseForbiddenFields('student', body);
      const current = (await students.findById(caller.id))!;
      const passwordHash = await newPasswordHash(body, current.passwordHash, passwords);
      return save(caller.id, { ...changesFrom(body), ...(passwordHash && { passwordHash }) });
    },

    async updateByAdmin(
      admin: AdminAccount,
      studentId: string,
      body: UpdateStudentBody,
    ): Promise<StudentWithAdmin> {
      requireSomeChange(body);
      refuseForbiddenFields('admin', body);
      const student = await ownStudent(admin, studentId);
      if (student.deletedAt) throw notFound(STUDENT_NOT_FOUND);
      // Setting a level is confirming it.
      const confirms = body.level !== undefined || body.level_confirmed === true;
      if (confirms && body.level === undefined && student.level === null) {
        throw badRequest(`Validation failed: body.level: ${NO_LEVEL_TO_CONFIRM}`, [
          { path: 'body.level', message: NO_LEVEL_TO_CONFIRM },
        ]);
      }
      return save(student.id, { ...changesFrom(body), ...(confirms && { levelConfirmed: true }) });
    },

    /** The admin sets a password the student forgot: every session of the student ends with it. */
    async setPassword(admin: AdminAccount, studentId: string, password: string): Promise<StudentWithAdmin> {
      const student = await ownStudent(admin, studentId);
      if (student.deletedAt) throw notFound(STUDENT_NOT_FOUND);
      return save(student.id, { passwordHash: await passwords.hash(password) });
    },

    /** Soft when the student has results (they stay in the admin's analytics), otherwise permanent. */
    async remove(admin: AdminAccount, studentId: string): Promise<{ permanently: boolean }> {
      const student = await ownStudent(admin, studentId);
      return data.transaction(async (repositories) => {
        await repositories.refreshTokens.revokeAllOf('student', student.id);
        return repositories.students.remove(student.id);
      });
    },

    async clearResults(admin: AdminAccount, studentId: string): Promise<number> {
      const student = await ownStudent(admin, studentId);
      return students.deleteResults(student.id);
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
