export const takeExam = {};
