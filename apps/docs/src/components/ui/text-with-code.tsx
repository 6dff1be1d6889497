import { InlineCode } from './inline-code';

/** Text from the OpenAPI document, whose descriptions mark code with backticks (`Bearer <token>`). */
export function TextWithCode({ text }: { text: string }) {
  // Splitting on a capturing group puts the code spans at the odd positions.
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? <InlineCode key={index}>{part}</InlineCode> : part));
}
