import { NavLink } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router';
import { NAV_ROUTES } from '../lib/routes.ts';

export function NavLinks() {
  return (
    <nav aria-label="Pages">
      {NAV_ROUTES.map((r) => (
        <RouterNavLink key={r.path} to={r.path} end={r.path === '/'} style={{ textDecoration: 'none' }}>
          {({ isActive }) => <NavLink component="span" label={r.title} active={isActive} />}
        </RouterNavLink>
      ))}
    </nav>
  );
}
