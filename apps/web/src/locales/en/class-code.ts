export const classCode = {};
