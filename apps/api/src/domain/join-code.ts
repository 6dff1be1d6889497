import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another: no 0/O, no 1/I/L. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

/** The format of a stored code: upper case, from the alphabet; the database checks it too. */
export const JOIN_CODE_PATTERN_SOURCE = `^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`;

const TYPED_CHARACTERS = JOIN_CODE_ALPHABET + JOIN_CODE_ALPHABET.replace(/\d/g, '').toLowerCase();

/**
 * A code of `length` characters as people may type it, for the OpenAPI document: the code's characters
 * in either case, with spaces or dashes anywhere (what {@link normaliseJoinCode} reads).
 */
export const typedCodePatternSource = (length: number) =>
  `^[\\s-]*(?:[${TYPED_CHARACTERS}][\\s-]*){${length}}$`;

export const TYPED_JOIN_CODE_PATTERN_SOURCE = typedCodePatternSource(JOIN_CODE_LENGTH);

/** A class join code a teacher can read out and a child can type: 8 characters, ~40 bits. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** Codes are read case-insensitively and without the spaces or dashes people type between groups. */
export const normaliseJoinCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();
