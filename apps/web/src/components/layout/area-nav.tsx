import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import './area-nav.css';

export interface AreaNavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Active only on its own address, not below it (an area's home). */
  end?: boolean;
}

/** The area's screens as big tabs: icon above a short word, all visible even on a 360 px phone. */
export function AreaNav({ label, items }: { label: string; items: readonly AreaNavItem[] }) {
  return (
    <nav className="area-nav" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end ?? false} className="area-nav-link">
              <span className="area-nav-icon" aria-hidden>
                {item.icon}
              </span>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
