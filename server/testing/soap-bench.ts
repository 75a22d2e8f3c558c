import { loadDataset } from '../dataset/load.ts';
import type { SoapStyle } from '../rxnorm/serializer.ts';
import { serializeReturn } from '../rxnorm/serializer.ts';
import { ALL_RELATED_TTY_ORDER, relatedOfType, buildVocab, isActive } from '../rxnorm/vocab.ts';
import { RX_CONCEPT_GROUP_ARRAY, type RxConceptGroup } from '../rxnorm/wire-types.ts';
import { DEFAULT_REQUEST_NS } from '../rxnorm/wire-names.ts';

/**
 * A large Axis response body for benchmarks (e.g. the client decoder). The demo's largest
 * single answer is about 270 kB (getAllRelatedInfo of dextromethorphan), so this merges the
 * getAllRelatedInfo groups of the ingredients with the most relatives, largest first,
 * until the body reaches `targetBytes`: real concepts, the real serializer, the real
 * response shape (16 RxConceptGroups, each concept a multiRef).
 */
export interface LargeResponse {
  body: string;
  /** UTF-8 size of body. */
  bytes: number;
  concepts: number;
  /** Time spent serializing the final body, in milliseconds. */
  serializeMs: number;
}

export async function buildLargeSoapResponse(
  targetBytes = 1_000_000,
  style: SoapStyle = 'multiRef',
): Promise<LargeResponse> {
  const vocab = buildVocab((await loadDataset()).rxnorm);
  const ingredients = [...vocab.data.concepts.values()]
    .filter((c) => c.tty === 'IN' && isActive(c))
    .map((c) => ({ c, size: (vocab.data.relationsFrom.get(c.rxcui) ?? []).length }))
    .sort((a, b) => b.size - a.size || a.c.rxcui.localeCompare(b.c.rxcui));

  const members = new Map<string, Map<string, (typeof ingredients)[number]['c']>>(
    ALL_RELATED_TTY_ORDER.map((t) => [t, new Map()]),
  );
  const render = (): string => {
    const groups: RxConceptGroup[] = ALL_RELATED_TTY_ORDER.map((tty) => ({
      type: tty,
      rxConcept: [...(members.get(tty)?.values() ?? [])].map((c) => ({
        CUI: c.cui,
        LAT: c.language,
        RXCUI: c.rxcui,
        STR: c.name,
        SUPPRESS: c.suppress,
        SY: c.synonym,
        TTY: c.tty,
      })),
    }));
    return serializeReturn({
      operation: 'getAllRelatedInfo',
      namespace: DEFAULT_REQUEST_NS,
      returnType: RX_CONCEPT_GROUP_ARRAY,
      value: groups,
      style,
    });
  };

  let body = render();
  for (const { c } of ingredients) {
    if (Buffer.byteLength(body) >= targetBytes) break;
    members.get('IN')?.set(c.rxcui, c);
    for (const tty of ALL_RELATED_TTY_ORDER) {
      for (const r of relatedOfType(vocab, c.rxcui, tty)) members.get(tty)?.set(r.rxcui, r);
    }
    body = render();
  }
  const start = performance.now();
  body = render();
  const serializeMs = performance.now() - start;
  const concepts = [...members.values()].reduce((n, m) => n + m.size, 0);
  return { body, bytes: Buffer.byteLength(body), concepts, serializeMs };
}
