import { NavLink } from 'react-router-dom';
import type { RoleLink } from './role-links';

interface MobileMenuProps {
  id: string;
  links: readonly RoleLink[];
  onNavigate: () => void;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 font-medium ${isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-800 hover:bg-slate-100'}`;

export function MobileMenu({ id, links, onNavigate }: MobileMenuProps) {
  return (
    <nav id={id} aria-label="Menu" className="border-t border-slate-200 px-2 py-2 md:hidden">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={itemClass} onClick={onNavigate}>
              {link.menuLabel ?? link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/profile" className={itemClass} onClick={onNavigate}>
            Profil Saya
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
