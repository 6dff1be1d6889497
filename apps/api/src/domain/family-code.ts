import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, typedCodePatternSource } from './join-code.js';

/**
 * A child's family code (DESIGN §5.17): what links a parent's account to the child. Ten characters of the
 * join codes' alphabet (no look-alikes), ~50 bits: with the linking limits, not worth guessing.
 */
export const FAMILY_CODE_LENGTH = 10;

/** The format of a stored code; the database checks it too. */
export const FAMILY_CODE_PATTERN_SOURCE = `^[${JOIN_CODE_ALPHABET}]{${FAMILY_CODE_LENGTH}}$`;

/** A family code as a parent may type it (any case, spaces or dashes anywhere), for the OpenAPI document. */
export const TYPED_FAMILY_CODE_PATTERN_SOURCE = typedCodePatternSource(FAMILY_CODE_LENGTH);

export function newFamilyCode(): string {
  let code = '';
  for (let i = 0; i < FAMILY_CODE_LENGTH; i++)
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}
