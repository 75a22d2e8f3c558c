import { callContext, restPath, type CallOptions } from './client.ts';
import { decodePage, decodeRootSource } from './decode.ts';
import type { RootSource } from './types.ts';

/**
 * GET /metadata/{version}/sources (reference §5.2): every root source in one page. The
 * endpoint needs no authentication, so none is sent (in ticket mode that saves a ticket).
 */
export async function getSources(
  _params: Record<string, never> = {},
  options?: CallOptions,
): Promise<RootSource[]> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(
    restPath('metadata', release, 'sources'),
    {},
    { signal, first, auth: false },
  );
  return decodePage(res.text, res.path, decodeRootSource).items;
}
