import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  downloadRelease,
  listReleases,
  listReleaseTypes,
  validateUser,
  type ReleaseFile,
} from '../../api/uts/index.ts';

/** The release listing is open (no key) and outside /rest, so its keys carry no release. */

export const releaseTypesQuery = () =>
  queryOptions({
    queryKey: ['uts', 'releases', 'types'],
    queryFn: ({ signal }) => listReleaseTypes({}, { signal }),
    staleTime: 60 * 60 * 1000,
  });

export const releaseFilesQuery = (releaseType: string, currentOnly: boolean) =>
  queryOptions({
    queryKey: ['uts', 'releases', 'files', releaseType, { currentOnly }],
    queryFn: ({ signal }) => listReleases({ releaseType, current: currentOnly || undefined }, { signal }),
    staleTime: 10 * 60 * 1000,
  });

/** One-call download of a listed file: the Blob and the name to save it under. */
export const downloadMutation = () =>
  mutationOptions({
    mutationKey: ['uts', 'releases', 'download'],
    mutationFn: async (file: ReleaseFile) => ({
      file,
      blob: await downloadRelease({ url: file.downloadUrl }),
    }),
  });

/**
 * Licence check. The keys are read from the form when it is sent, so they never become the
 * mutation's variables (which react-query would keep in its cache); gcTime 0 drops the answer
 * with the form.
 */
export const licenceCheckMutation = (readKeys: () => { validatorApiKey: string; apiKey?: string }) =>
  mutationOptions({
    mutationKey: ['uts', 'releases', 'validate-user'],
    mutationFn: () => validateUser(readKeys()),
    gcTime: 0,
  });
