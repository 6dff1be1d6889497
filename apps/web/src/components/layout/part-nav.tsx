import { NavLink } from 'react-router';
import './part-nav.css';

export interface PartNavItem {
  to: string;
  label: string;
}

interface PartNavProps {
  /** What the parts are parts of, for a screen reader: "Part of the exam". */
  label: string;
  items: readonly PartNavItem[];
}

/**
 * The parts of one screen as a row of buttons that are links: each part has its own address, so a
 * reload, Back and a shared link all show the same part. They wrap rather than scroll, so every part is
 * in view on a 360 px phone.
 */
export function PartNav({ label, items }: PartNavProps) {
  return (
    <nav className="part-nav" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className="part-nav-link" preventScrollReset>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
