import { Box, Burger, em, getBreakpointValue, Group, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from 'react-router';
import { isServiceUnreachable, subscribeReachability } from '../api/reachability.ts';
import { PageLoader } from '../ui/PageLoader.tsx';
import { Footer } from './Footer.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { NavLinks } from './NavLinks.tsx';
import { useRetryOnCredentialChange } from './useRetryOnCredentialChange.ts';
import './layout.css';
import { ThemeToggle } from './ThemeToggle.tsx';
import { BasketBadge } from './BasketBadge.tsx';
import { RecentMenu } from './RecentMenu.tsx';
import { RequestsButton } from './RequestsButton.tsx';
import { useIdleImport } from './useIdleImport.ts';
import { PresentToggle } from './PresentToggle.tsx';
import { NavigationPending } from './NavigationPending.tsx';

export function Layout() {
  const [opened, { toggle, close }] = useDisclosure();
  useRetryOnCredentialChange();
  // On small screens the navigation closes on Escape, and once a link was followed (CloseOnNavigate).
  useHotkeys([['Escape', close]]);
  // A closed navigation is only moved off-screen; `inert` keeps its links out of the Tab order.
  const theme = useMantineTheme();
  // Read while rendering, not in an effect: an app that renders only in the browser knows the
  // width at once, and an answer in an effect rendered the whole frame a second time as the
  // page opened (a phone's first load).
  const narrow = useMediaQuery(
    `(max-width: ${em(getBreakpointValue('sm', theme.breakpoints) - 0.1)})`,
    undefined,
    { getInitialValueInEffect: false },
  );
  const navHidden = narrow === true && !opened;

  return (
    <div className="shell">
      <CloseOnNavigate close={close} />
      <header className="shell-header">
        <NavigationPending />
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
            aria-label="Terminology Browser"
            style={{ textDecoration: 'none', color: 'inherit', whiteSpace: 'nowrap' }}
          >
            {/* Phones: the initials leave the search box room to show what is typed. */}
            <Box component="span" visibleFrom="xs">
              Terminology Browser
            </Box>
            <Box component="span" hiddenFrom="xs" aria-hidden>
              TB
            </Box>
          </Text>
          <HeaderSearch />
          <RecentMenu />
          <BasketBadge />
          <RequestsButton />
          <ThemeToggle />
          <PresentToggle />
        </Group>
      </header>
      <nav
        className="shell-navbar"
        aria-label="Main navigation"
        id="main-navigation"
        inert={navHidden}
        data-opened={opened || undefined}
      >
        <NavLinks />
      </nav>
      <main className="shell-main" id="main-content" tabIndex={-1}>
        <IdleReleaseNotice />
        <IdleShellExtras />
        <IdleServiceNotice />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        <IdlePrintFooter />
      </main>
      <footer className="shell-footer">
        <Footer />
      </footer>
    </div>
  );
}

/**
 * Closes the phone navigation after each navigation. A component of its own, so that only it
 * follows the location: the frame around it (header, menus, footer) then re-renders only
 * where its parts read the URL themselves, not wholesale on every navigation
 * (search submit → first row).
 */
function CloseOnNavigate({ close }: { close: () => void }) {
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  return null;
}

/**
 * What the frame adds once the page is idle (extras.ts): focus after navigations, the
 * offline copy and its banner. Its code comes at once on the first navigation, or when a call
 * finds the service out of reach, so that the views kept open from the copy.
 */
function IdleShellExtras() {
  const client = useQueryClient();
  // The copy starts as the code arrives, not when React gets to render it.
  const { mod, load } = useIdleImport(() =>
    import('./extras.ts').then((m) => {
      m.startCopy(client);
      return m;
    }),
  );
  const unreachable = useSyncExternalStore(subscribeReachability, isServiceUnreachable, isServiceUnreachable);
  const { key } = useLocation();
  const [openedOn] = useState(key);
  useEffect(() => {
    if (unreachable || key !== openedOn) load();
  }, [unreachable, key, openedOn, load]);
  const Extras = mod?.ShellExtras;
  return Extras ? <Extras openedOn={openedOn} /> : null;
}

/**
 * Says something only when a release is wrong, after asking the service: its code (and the
 * API client it needs) loads once the page is idle, out of the first load's work. A component
 * of its own, so that its arrival renders only it, not the whole frame again.
 */
function IdleReleaseNotice() {
  const ReleaseNotice = useIdleImport(() => import('./ReleaseNotice.tsx')).mod?.ReleaseNotice;
  return ReleaseNotice ? <ReleaseNotice /> : null;
}

/**
 * Says when the services keep the user waiting (api/serviceWatch). Its code loads once the page
 * is idle, as the release notice's does; the watch itself runs from the first request, so the
 * notice shows what is true when it arrives.
 */
function IdleServiceNotice() {
  const ServiceNotice = useIdleImport(() => import('./ServiceNotice.tsx')).mod?.ServiceNotice;
  return ServiceNotice ? <ServiceNotice /> : null;
}

/**
 * The line every printout ends with (what the view is, source, release, date, link): print
 * only, so its code loads once the page is idle, out of the first load's work.
 */
function IdlePrintFooter() {
  const PrintFooter = useIdleImport(() => import('../ui/print/PrintFooter.tsx')).mod?.PrintFooter;
  return PrintFooter ? <PrintFooter /> : null;
}
