/** JSON Schema as the OpenAPI document writes it, read loosely: only the keywords values are drawn from. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Whether the document allows a value for a field: its own verdict, from a JSON Schema validator. */
export type Allows = (value: unknown) => boolean;

/** The schema and the alternatives (`anyOf`) and conditions (`allOf`) it is made of, each one alone. */
export function partsOf(schema: JsonSchema): JsonSchema[] {
  return [schema, ...(schema.anyOf ?? []).flatMap(partsOf), ...(schema.allOf ?? []).flatMap(partsOf)];
}

function typesOf(schema: JsonSchema): Set<string> {
  return new Set(partsOf(schema).flatMap((part) => [part.type ?? []].flat()));
}

const numbersOf = (schema: JsonSchema, keyword: keyof JsonSchema) =>
  partsOf(schema).flatMap((part) => (typeof part[keyword] === 'number' ? [part[keyword]] : []));

/** Values the document gives for the field: its example, its default, its enumeration. */
function documentedValues(schema: JsonSchema): unknown[] {
  return partsOf(schema).flatMap((part) => [
    ...(part.example === undefined ? [] : [part.example]),
    ...(part.default === undefined ? [] : [part.default]),
    ...(part.const === undefined ? [] : [part.const]),
    ...(part.enum ?? []),
  ]);
}

/** An object with each property the part requires, each given a value the document allows for it. */
export function objectValue(
  part: JsonSchema,
  allowsProperty: (name: string) => Allows,
): Record<string, unknown> {
  const required = new Set(part.required ?? []);
  return Object.fromEntries(
    Object.entries(part.properties ?? {})
      .filter(([name]) => required.has(name))
      .map(([name, property]) => [name, allowedValue(property, allowsProperty(name))]),
  );
}

/** A value the document allows for the field: `known` if it does, else one it documents or one built. */
export function allowedValue(schema: JsonSchema, allows: Allows, known?: unknown): unknown {
  const built = partsOf(schema).flatMap((part): unknown[] => [
    ...(part.properties ? [objectValue(part, () => () => true)] : []),
    ...(part.type === 'null' ? [null] : []),
    ...(part.minimum === undefined ? [] : [part.minimum]),
    ...(part.minLength === undefined ? [] : [textOfLength(part.minLength, [], allows)]),
  ]);
  return [known, ...documentedValues(schema), ...built].find((value) => value !== undefined && allows(value));
}

/** Characters a string is padded with to reach a length: the first the field's pattern accepts wins. */
const FILLERS = ['a', '1', 'A'];

/**
 * Strings of exactly `length` characters made from `seeds` (values the field takes), padded at either end
 * or cut short: the first one the document allows, or the first of all when none is allowed.
 */
function textOfLength(length: number, seeds: string[], allows: Allows): string {
  const made = seeds.flatMap((seed) =>
    FILLERS.flatMap((filler) => {
      const padding = filler.repeat(Math.max(0, length - seed.length));
      return [padding + seed, seed + padding, seed.slice(0, length)];
    }),
  );
  const ofLength = [...made, ...FILLERS.map((filler) => filler.repeat(length))].filter(
    (text) => text.length === length,
  );
  return ofLength.find(allows) ?? ofLength[0] ?? '';
}

/**
 * What to send for a text field: each length the document bounds it by and the one just past it, and the
 * field's own values broken the ways a pattern or a format refuses (a character no pattern of ours takes,
 * a control character, a space inside). Spaces around a value are left out: the server trims text before
 * checking it, which the document says in words, not in JSON Schema.
 */
function textCandidates(schema: JsonSchema, seeds: string[], allows: Allows): string[] {
  const lengths = [
    ...numbersOf(schema, 'minLength').flatMap((min) => [min - 1, min]),
    ...numbersOf(schema, 'maxLength').flatMap((max) => [max, max + 1]),
  ].filter((length) => length >= 0);
  const broken = seeds.flatMap((seed) => {
    const middle = Math.ceil(seed.length / 2);
    return [
      `${seed}!`,
      `${seed.slice(0, middle)}\u0007${seed.slice(middle)}`,
      `${seed.slice(0, middle)} x${seed.slice(middle)}`,
    ];
  });
  return [...lengths.map((length) => textOfLength(length, seeds, allows)), ...seeds, ...broken, '', '?'];
}

/** Each bound of a number, the values either side of it, and a fraction where a whole number is asked. */
function numberCandidates(schema: JsonSchema): number[] {
  const whole = typesOf(schema).has('integer');
  const bounds = [
    ...numbersOf(schema, 'minimum').flatMap((min) => [min - 1, min]),
    ...numbersOf(schema, 'maximum').flatMap((max) => [max, max + 1]),
    ...numbersOf(schema, 'exclusiveMinimum').flatMap((min) => [min, min + 0.5]),
    ...numbersOf(schema, 'exclusiveMaximum').flatMap((max) => [max - 0.5, max]),
  ];
  const [minimum = 0] = numbersOf(schema, 'minimum');
  return [...bounds, ...(whole ? [minimum + 0.5] : [])];
}

/** Arrays of each length the document bounds the field by and the one just past it, of allowed items. */
function arrayCandidates(schema: JsonSchema, item: unknown[]): unknown[][] {
  const lengths = [
    ...numbersOf(schema, 'minItems').flatMap((min) => [min - 1, min]),
    ...numbersOf(schema, 'maxItems').flatMap((max) => [max, max + 1]),
  ].filter((length) => length >= 0);
  // Different items where the field's items allow several, so that a length is not refused for repeating
  // one; and one item twice, which a list of things each named once refuses.
  return [
    ...lengths.map((length) => Array.from({ length }, (_, index) => item[index % item.length])),
    [item[0], item[0]],
  ];
}

/** A value of every JSON type: whichever the field does not take is a value of the wrong type. */
const OF_EVERY_TYPE: unknown[] = ['12', 12, true, null, [], {}];

/**
 * The values to send for a field, derived from what the document says of it: its lengths, bounds, patterns
 * and formats at and just past each limit, its documented values, and a value of every JSON type. Whether
 * each is allowed is the document's to say (`allows`), not this function's.
 */
export function candidatesFor(schema: JsonSchema, allows: Allows, known: unknown): unknown[] {
  const types = typesOf(schema);
  const valid = allowedValue(schema, allows, known);
  const documented = documentedValues(schema);
  const candidates: unknown[] = [valid, ...documented, ...OF_EVERY_TYPE];
  if (types.has('string')) {
    const seeds = [valid, ...documented].filter((value): value is string => typeof value === 'string');
    candidates.push(...textCandidates(schema, seeds.length > 0 ? seeds : ['a'], allows));
  }
  if (types.has('integer') || types.has('number')) candidates.push(...numberCandidates(schema));
  if (types.has('array')) {
    const itemSchema = partsOf(schema).find((part) => part.items)?.items ?? {};
    const items = [...new Set([...(Array.isArray(valid) ? valid : []), ...documentedValues(itemSchema)])];
    candidates.push(...arrayCandidates(schema, items.length > 0 ? items : [null]));
  }
  const distinct = new Map(candidates.map((value) => [JSON.stringify(value), value]));
  return [...distinct.values()].filter((value) => value !== undefined);
}
