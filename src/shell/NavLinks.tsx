import { NavLink } from 'react-router';
import { NAV_ROUTES } from '../lib/routes.ts';

/**
 * The page list. Plain links styled like Mantine's NavLink (layout.css): ten Mantine NavLinks
 * (several boxes each) were rendered on every first load and again on every navigation.
 * react-router marks the active one with aria-current="page", which the style follows.
 */
export function NavLinks() {
  return (
    <nav aria-label="Pages">
      {NAV_ROUTES.map((r) => (
        <NavLink key={r.path} to={r.path} end={r.path === '/'} className="shell-navlink">
          {r.title}
        </NavLink>
      ))}
    </nav>
  );
}
