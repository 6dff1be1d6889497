export const sorobanTrainer = {};
