import type { ReactNode } from 'react';
import './figures-details.css';

/** The numbers behind a chart, folded away until asked for (a native, keyboard-ready disclosure). */
export function FiguresDetails({ children }: { children: ReactNode }) {
  return (
    <details className="figures-details">
      <summary>Show the numbers</summary>
      {children}
    </details>
  );
}
