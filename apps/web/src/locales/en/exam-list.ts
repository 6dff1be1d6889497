export const examList = {};
