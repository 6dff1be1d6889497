export const shared = {};
