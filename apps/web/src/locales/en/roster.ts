export const roster = {};
