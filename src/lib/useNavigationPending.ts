import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

/**
 * A function that tells, when called, whether the router is on its way to another location (a
 * link to a page whose code is still loading leaves the old URL in place meanwhile).
 * useNavigation() tells the same as of the caller's last render, and the router's state reaches
 * a page in a transition render, which can come after an answer awaited meanwhile has landed.
 * So this reads the router itself, through the context react-router exports for that (UNSAFE_).
 */
export function useNavigationPending(): () => boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(() => (router?.state.navigation.state ?? 'idle') !== 'idle', [router]);
}
