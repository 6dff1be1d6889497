export const joinClass = {};
