import { API_VARIABLE_GROUPS, type EnvironmentVariable } from './environment-variables.js';

const WIDTH = 100;

const HEADER = [
  'Copy to .env and adjust. Every variable is optional in development; see README.md § Configuration.',
  'docker-compose.prod.yml hands this file to the API and sets NODE_ENV, APPLICATION_PORT and DATABASE_URL itself (the database settings are in .prod.env); there, set the two token secrets.',
  'Written by `npm run env:example` from packages/contract/src/environment-variables.ts: change the table there, not this file.',
];

/** `text` as comment lines of at most WIDTH characters, broken between words. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line !== '#' && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

function variableLines(variable: EnvironmentVariable): string[] {
  const notes = [
    variable.description,
    ...(variable.whenUnset === undefined ? [] : [`Unset: ${variable.whenUnset}.`]),
    ...(variable.example === undefined || variable.example === variable.default
      ? []
      : [`E.g. ${variable.example}`]),
  ];
  return [...comment(notes.join(' ')), `${variable.name}=${variable.default ?? ''}`];
}

/** The text of `.env.example`: every variable the API reads, with its default set and its meaning above it. */
export function renderEnvExample(): string {
  const sections = [
    HEADER.flatMap(comment),
    ...API_VARIABLE_GROUPS.map((group) => [
      `# --- ${group.title} ---`,
      ...group.variables.flatMap(variableLines),
    ]),
  ];
  return `${sections.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}
