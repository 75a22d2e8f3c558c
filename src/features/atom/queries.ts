import { queryOptions } from '@tanstack/react-query';
import { getAtom } from '../../api/uts/index.ts';
import { PREFETCHED } from '../../lib/queries/prefetched.ts';

export const atomQuery = (release: string, aui: string) =>
  queryOptions({
    ...PREFETCHED,
    queryKey: ['uts', release, 'atom', aui],
    queryFn: ({ signal }) => getAtom({ aui }, { release, signal }),
  });
