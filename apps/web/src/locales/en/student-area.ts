export const studentArea = {};
