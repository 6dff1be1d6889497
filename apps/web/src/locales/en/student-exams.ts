export const studentExams = {};
