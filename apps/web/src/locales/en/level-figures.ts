export const levelFigures = {};
