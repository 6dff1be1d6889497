export const results = {};
