import { ApiError, isApiError, kindForStatus } from '../errors.ts';
import { buildUrl } from '../http.ts';
import { callContext, VALIDATOR_KEY_HEADER, API_KEY_HEADER, type CallOptions } from './client.ts';
import { decodeReleaseFiles, decodeReleaseTypes } from './decode.ts';
import type { ReleaseFile, ReleaseType } from './types.ts';

/**
 * The endpoints outside /rest (reference §2.3, §5.11, §5.12): the open release listing, the
 * one-call download and the licence check. None takes a {version}; `release` is ignored.
 */

/** GET /releases without releaseType: the kinds of release files there are. */
export async function listReleaseTypes(
  _params: Record<string, never> = {},
  options?: CallOptions,
): Promise<ReleaseType[]> {
  const { client, signal } = callContext(options);
  const path = client.paths.releases;
  const res = await client.deps.http({ path, signal });
  return decodeReleaseTypes(res.text, path);
}

export interface ListReleasesParams {
  /** A slug such as umls-full-release (ReleaseType.slug). */
  releaseType: string;
  /** true → only the current release. */
  current?: boolean;
}

/** GET /releases?releaseType=…: the files of one release type (no auth needed). */
export async function listReleases(
  params: ListReleasesParams,
  options?: CallOptions,
): Promise<ReleaseFile[]> {
  const { client, signal } = callContext(options);
  const path = client.paths.releases;
  const res = await client.deps.http({
    path,
    query: { releaseType: params.releaseType, current: params.current },
    signal,
  });
  return decodeReleaseFiles(res.text, path);
}

/**
 * GET /download?url=…: one release file, in one call. http() only reads text, so this goes
 * to fetch directly, still through the shared rate limiter; the key travels in a header.
 * No timeout: release files run to gigabytes; the caller's signal cancels.
 */
export async function downloadRelease({ url }: { url: string }, options?: CallOptions): Promise<Blob> {
  const { client, signal } = callContext(options);
  const path = client.paths.download;
  const headers = client.apiKeyHeaders();
  const answered = await client.deps.limiter.acquire(signal);
  let res: Response;
  try {
    res = await client.deps
      .fetch(buildUrl(path, { url }), { method: 'GET', headers, signal, credentials: 'same-origin' })
      .finally(answered);
  } catch (err) {
    if (signal?.aborted) throw signal.reason ?? err;
    throw new ApiError('network', 'The download service could not be reached', { path, cause: err });
  }
  if (!res.ok) {
    throw new ApiError(kindForStatus(res.status), `The download failed with status ${res.status}`, {
      status: res.status,
      path,
    });
  }
  return res.blob();
}

export interface ValidateUserParams {
  /** The application's own key (the validator). */
  validatorApiKey: string;
  /** The key of the user to check; defaults to the signed-in user's key. */
  apiKey?: string;
}

/** GET {auth}/validateUser: does this user hold a licence? Body is plain `true` / `false`. */
export async function validateUser(params: ValidateUserParams, options?: CallOptions): Promise<boolean> {
  const { client, signal } = callContext(options);
  const path = `${client.paths.auth}/validateUser`;
  const userKey = params.apiKey ?? client.apiKeyHeaders()[API_KEY_HEADER];
  if (!params.validatorApiKey || !userKey) {
    throw new ApiError('auth', 'Both the validator key and the user key are needed', { path });
  }
  let text: string;
  try {
    const res = await client.deps.http({
      path,
      signal,
      headers: { [API_KEY_HEADER]: userKey, [VALIDATOR_KEY_HEADER]: params.validatorApiKey },
    });
    text = res.text;
  } catch (err) {
    // 401 here is about the application's key, not the user's (reference §2.3).
    if (isApiError(err) && err.kind === 'auth') {
      throw new ApiError('auth', 'The validator API key was refused', { status: err.status, path });
    }
    throw err;
  }
  const answer = text.trim().toLowerCase();
  if (answer === 'true') return true;
  if (answer === 'false') return false;
  throw new ApiError('bad-response', 'The licence check answered neither true nor false', { path });
}

/**
 * The release `current` stands for, as the client's answers to `current` calls showed it (no
 * call of its own): the latest, else the next within `waitMs`, else null.
 */
export function releaseSeen(waitMs: number, options?: CallOptions): Promise<string | null> {
  const { client, signal } = callContext(options);
  return client.releaseSeen(waitMs, signal);
}
