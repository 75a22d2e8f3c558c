import { callContext, restPath, type CallOptions } from './client.ts';
import { decodeSemanticType, decodeSingle } from './decode.ts';
import type { SemanticType } from './types.ts';

/** GET /semantic-network/{version}/TUI/{tui} (reference §5.10). */
export async function getSemanticType(
  { tui }: { tui: string },
  options?: CallOptions,
): Promise<SemanticType> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(restPath('semantic-network', release, 'TUI', tui), {}, { signal, first });
  return decodeSingle(res.text, res.path, decodeSemanticType);
}
