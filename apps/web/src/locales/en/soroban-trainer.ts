export const sorobanTrainer = {
  shows: '<hidden>The soroban shows </hidden>{{value}}',
  label: 'Your soroban: press beads, or pick a rod with Tab and use the arrow keys or 0–9',
  clear: 'Clear the soroban',
};
