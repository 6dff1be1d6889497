/**
 * A translation of a catalogue: every key of the English one, each with text; TypeScript refuses a
 * translation that leaves a key out or adds one the app never asks for.
 */
export type Catalogue<English> = {
  [Key in keyof English]: English[Key] extends string ? string : Catalogue<English[Key]>;
};
