import { AppShell, Burger, em, getBreakpointValue, Group, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../ui/PageLoader.tsx';
import { Footer } from './Footer.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { NavLinks } from './NavLinks.tsx';
import { ReleaseNotice } from './ReleaseNotice.tsx';
import { useRetryOnCredentialChange } from './useRetryOnCredentialChange.ts';
import { ThemeToggle } from './ThemeToggle.tsx';
import { BasketBadge } from './BasketBadge.tsx';
import { RecentMenu } from './RecentMenu.tsx';

export function Layout() {
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  useRetryOnCredentialChange();
  // On small screens the navigation closes once a link was followed, and on Escape.
  useEffect(close, [pathname, close]);
  useHotkeys([['Escape', close]]);
  // A closed navigation is only moved off-screen; `inert` keeps its links out of the Tab order.
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${em(getBreakpointValue('sm', theme.breakpoints) - 0.1)})`);
  const navHidden = narrow === true && !opened;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={{ height: 36 }}
      padding="md"
    >
      <AppShell.Header>
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
            aria-expanded={opened}
            aria-controls="main-navigation"
          />
          <Text
            component={Link}
            to="/"
            fw={700}
            style={{ textDecoration: 'none', color: 'inherit', whiteSpace: 'nowrap' }}
          >
            Terminology Browser
          </Text>
          <HeaderSearch />
          <RecentMenu />
          <BasketBadge />
          <ThemeToggle />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main navigation" id="main-navigation" inert={navHidden}>
        <NavLinks />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <ReleaseNotice />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer px="md">
        <Footer />
      </AppShell.Footer>
    </AppShell>
  );
}
