import { NavLink } from '@mantine/core';
import { memo } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { NAV_ROUTES } from '../lib/routes.ts';

/**
 * Each router link re-renders on every navigation (it reads the location); the Mantine item
 * inside re-renders only when its title or active state changes, which on a search is none
 * or two of them, not all ten (issue 16, search submit → first row).
 */
const NavItem = memo(function NavItem({ label, active }: { label: string; active: boolean }) {
  return <NavLink component="span" label={label} active={active} />;
});

export function NavLinks() {
  return (
    <nav aria-label="Pages">
      {NAV_ROUTES.map((r) => (
        <RouterNavLink key={r.path} to={r.path} end={r.path === '/'} style={{ textDecoration: 'none' }}>
          {({ isActive }) => <NavItem label={r.title} active={isActive} />}
        </RouterNavLink>
      ))}
    </nav>
  );
}
