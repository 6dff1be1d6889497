import { isStillReferenced } from '../../db/database-errors.js';
import type { PageMeta } from '../../lib/common-schemas.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AdminAccount, StudentAccount } from '../../plugins/app/authentication.js';
import type { AdminsRepository } from '../admins/admins-repository.js';
import { accountConflict, newPasswordHash } from '../auth/account-rules.js';
import type { SessionService } from '../auth/session-service.js';
import type {
  StudentChanges,
  StudentFilter,
  StudentsRepository,
  StudentWithAdmin,
} from './students-repository.js';
import type { RegisterStudentBody, UpdateStudentBody } from './students-schemas.js';

/** DESIGN §5.4: which known fields each caller may not change (unknown fields never pass validation). */
const FORBIDDEN_FIELDS = {
  student: { level: 'Your level is set by your teacher' },
  admin: {
    username: "An admin cannot change a student's username",
    password: "An admin cannot change a student's password",
    currentPassword: "An admin cannot change a student's password",
  },
} as const;

const STUDENT_NOT_FOUND = 'Student not found';

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

export function studentsService(deps: {
  students: StudentsRepository;
  admins: AdminsRepository;
  sessions: SessionService;
}) {
  const { students, admins, sessions } = deps;

  async function ownStudent(admin: AdminAccount, studentId: string): Promise<StudentWithAdmin> {
    const student = await students.findOwnedByAdmin(admin.id, studentId);
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    return student;
  }

  async function save(id: number, changes: StudentChanges): Promise<StudentWithAdmin> {
    try {
      return await students.update(id, changes);
    } catch (error) {
      accountConflict(error, 'students');
    }
  }

  return {
    /**
     * An admin registers a student into their own class; a student registers themselves with their
     * admin's id (the class code).
     */
    async register(caller: AdminAccount | null, body: RegisterStudentBody): Promise<StudentWithAdmin> {
      const { admin_id: classCode, password, phone_no: phoneNo, ...fields } = body;
      let adminId: number;
      if (caller) {
        if (classCode !== undefined && classCode !== caller.publicId) {
          throw badRequest(
            'admin_id must be left out (or be your own id) when registering with an admin token',
          );
        }
        adminId = caller.id;
      } else {
        if (classCode === undefined) {
          throw badRequest(
            "A student belongs to an admin: send the admin's token, or admin_id (the class code your teacher gave you)",
          );
        }
        const admin = await admins.findLiveByPublicId(classCode);
        if (!admin) throw notFound('No admin has this admin_id; check the class code');
        adminId = admin.id;
      }
      const passwordHash = await hashPassword(password);
      try {
        return await students.insert({ ...fields, phoneNo, adminId, passwordHash });
      } catch (error) {
        accountConflict(error, 'students');
      }
    },

    async profile(student: StudentAccount): Promise<StudentWithAdmin> {
      return (await students.findById(student.id))!;
    },

    async list(
      admin: AdminAccount,
      filter: Omit<StudentFilter, 'adminId'>,
    ): Promise<{ students: StudentWithAdmin[]; meta: PageMeta }> {
      const { rows, total } = await students.list({ ...filter, adminId: admin.id });
      if (rows.length === 0) throw notFound(total > 0 ? 'No students on this page' : 'No students found');
      return { students: rows, meta: { page: filter.page, limit: filter.limit, total } };
    },

    async updateSelf(caller: StudentAccount, body: UpdateStudentBody): Promise<StudentWithAdmin> {
      if (Object.keys(body).length === 0) throw badRequest('Nothing to update: send at least one field');
      refuseForbiddenFields('student', body);
      const current = (await students.findById(caller.id))!;
      const passwordHash = await newPasswordHash(body, current.passwordHash);
      const updated = await save(caller.id, { ...changesFrom(body), ...(passwordHash && { passwordHash }) });
      if (passwordHash) await sessions.revokeAll('student', caller.id);
      return updated;
    },

    async updateByAdmin(
      admin: AdminAccount,
      studentId: string,
      body: UpdateStudentBody,
    ): Promise<StudentWithAdmin> {
      if (Object.keys(body).length === 0) throw badRequest('Nothing to update: send at least one field');
      refuseForbiddenFields('admin', body);
      const student = await ownStudent(admin, studentId);
      if (student.deletedAt) throw notFound(STUDENT_NOT_FOUND);
      return save(student.id, changesFrom(body));
    },

    /** Soft when the student has results (they stay in the admin's analytics), otherwise permanent. */
    async remove(admin: AdminAccount, studentId: string): Promise<{ permanently: boolean }> {
      const student = await ownStudent(admin, studentId);
      await sessions.revokeAll('student', student.id);
      if (!(await students.hasResults(student.id))) {
        try {
          await students.hardDelete(student.id);
          return { permanently: true };
        } catch (error) {
          // A result arrived since the check: keep the student after all.
          if (!isStillReferenced(error)) throw error;
        }
      }
      if (!student.deletedAt) await students.softDelete(student.id);
      return { permanently: false };
    },

    async clearResults(admin: AdminAccount, studentId: string): Promise<number> {
      const student = await ownStudent(admin, studentId);
      return students.deleteResults(student.id);
    },
  };
}
