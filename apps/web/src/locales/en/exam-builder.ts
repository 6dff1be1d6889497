export const examBuilder = {};
