export const progress = {};
