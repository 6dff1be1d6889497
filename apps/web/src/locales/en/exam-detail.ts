export const examDetail = {};
