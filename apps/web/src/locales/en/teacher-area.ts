export const teacherArea = {};
