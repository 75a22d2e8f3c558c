import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeCredentials } from '../api/auth/credentials.ts';

/**
 * Whenever the key or the auth preferences change, calls that failed are tried again: a page
 * that failed for a missing or wrong key recovers as soon as a good one is saved.
 */
export function useRetryOnCredentialChange() {
  const queryClient = useQueryClient();
  useEffect(() => {
    return subscribeCredentials(() => {
      void queryClient.invalidateQueries({ predicate: (q) => q.state.status === 'error' });
    });
  }, [queryClient]);
}
