import type { BuilderValues } from '../builder-settings';

/** A field of the builder that reads the values and says what a change sets, several values at once if need be. */
export interface BuilderFieldProps {
  values: BuilderValues;
  onChange: (changes: Partial<BuilderValues>) => void;
}
