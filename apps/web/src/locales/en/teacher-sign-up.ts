export const teacherSignUp = {};
