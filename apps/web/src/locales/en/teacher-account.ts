export const teacherAccount = {};
