import { codeGroups } from '@abacus/contract';

/**
 * The class code in big letters, in groups of four set apart by space alone: copied or read aloud it
 * is still the one word the join form takes. A monospace face, where 2 and Z, 5 and S, 8 and B differ.
 */
export function ClassCodeText({ code, className }: { code: string; className: string }) {
  return (
    <p className={className}>
      {codeGroups(code).map((group, index) => (
        <span key={index} className="class-code-group">
          {group}
        </span>
      ))}
    </p>
  );
}
