export const teacherHome = {};
