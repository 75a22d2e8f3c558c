import { settleExpansion } from './settle.ts';
import {
  EMPTY_BASKET,
  ruleId,
  type Basket,
  type BasketEntry,
  type BasketOptions,
  type NewEntry,
  type StoredExpansion,
} from './types.ts';

/**
 * One change a user makes to the basket, as data: the store applies it to whatever basket is
 * stored when its write runs, and keeps it in the tab's journal until that write has landed
 * (journal.ts), so it can be made again by the next page. Applying one twice gives the same
 * basket as once.
 */
export type BasketOp =
  | { kind: 'add'; entries: readonly NewEntry[]; at: string }
  | { kind: 'remove'; ids: readonly string[] }
  | { kind: 'restore'; entries: readonly BasketEntry[] }
  /** Clears the entries the page showed (`ids`): one another tab added meanwhile stays. */
  | { kind: 'clear'; ids: readonly string[] }
  | { kind: 'rename'; name: string }
  | { kind: 'describe'; description: string }
  | { kind: 'replace'; basket: Basket }
  | { kind: 'options'; options: BasketOptions }
  | { kind: 'expansion'; expansion: StoredExpansion | null }
  | { kind: 'settle'; run: StoredExpansion }
  | { kind: 'identity'; url?: string; version?: string };

export const OP_KINDS: ReadonlySet<string> = new Set([
  'add',
  'remove',
  'restore',
  'clear',
  'rename',
  'describe',
  'replace',
  'options',
  'expansion',
  'settle',
  'identity',
]);

/** The basket with `entries` added where their ids are new, and how many were. */
export function withEntries(
  b: Basket,
  entries: readonly NewEntry[],
  now: string,
): { basket: Basket; added: number } {
  const seen = new Set(b.entries.map((e) => e.id));
  const fresh: BasketEntry[] = [];
  for (const e of entries) {
    const id = ruleId(e.system, e.code, e.rule);
    if (seen.has(id)) continue;
    seen.add(id);
    fresh.push({ ...e, id, addedAt: e.addedAt ?? now });
  }
  return { basket: fresh.length ? { ...b, entries: [...b.entries, ...fresh] } : b, added: fresh.length };
}

export function applyOp(b: Basket, op: BasketOp): Basket {
  switch (op.kind) {
    case 'add':
      return withEntries(b, op.entries, op.at).basket;
    case 'remove': {
      const drop = new Set(op.ids);
      return { ...b, entries: b.entries.filter((e) => !drop.has(e.id)) };
    }
    case 'restore': {
      const seen = new Set(b.entries.map((e) => e.id));
      return { ...b, entries: [...b.entries, ...op.entries.filter((e) => !seen.has(e.id))] };
    }
    case 'clear': {
      // A cleared basket starts again: its name and the release of its expansion go with the
      // codes, so a later ValueSet does not carry the old ones inside.
      const drop = new Set(op.ids);
      return { ...EMPTY_BASKET, options: b.options, entries: b.entries.filter((e) => !drop.has(e.id)) };
    }
    case 'rename':
      return { ...b, name: op.name };
    case 'describe':
      return { ...b, description: op.description };
    case 'replace':
      return op.basket;
    case 'options':
      return { ...b, options: op.options };
    case 'expansion':
      return { ...b, expansion: op.expansion };
    case 'settle':
      return { ...b, expansion: settleExpansion(b.expansion ?? null, op.run).stored };
    case 'identity': {
      const { kind: _kind, ...identity } = op;
      return { ...b, ...identity };
    }
  }
}
