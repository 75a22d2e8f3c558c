import type { RxConcept, RxConceptGroup } from '../api/rxnorm/types.ts';
import { compareText } from './sort.ts';

/**
 * getAllRelatedInfo answers one group per term type; RxNav shows them as a fixed set of
 * panels (ingredients, components, clinical and branded drugs, dose forms, packs, brand
 * names). This is that arrangement, as data, so the page only draws it.
 */
export interface LayoutPanel {
  id: string;
  title: string;
  /** One entry per term type of the panel, in the panel's order, present even when empty. */
  groups: Array<{ tty: string; concepts: RxConcept[] }>;
}

export const TTY_NAMES: Readonly<Record<string, string>> = {
  IN: 'Ingredient',
  PIN: 'Precise ingredient',
  MIN: 'Multiple ingredients',
  BN: 'Brand name',
  SCDC: 'Clinical drug component',
  SBDC: 'Branded drug component',
  SCD: 'Clinical drug',
  SBD: 'Branded drug',
  SCDF: 'Clinical dose form',
  SBDF: 'Branded dose form',
  SCDG: 'Clinical dose form group',
  SBDG: 'Branded dose form group',
  DF: 'Dose form',
  DFG: 'Dose form group',
  GPCK: 'Generic pack',
  BPCK: 'Branded pack',
};

/** RxNav's panels, left to right and top to bottom. */
export const RXNAV_PANELS: ReadonlyArray<{ id: string; title: string; ttys: readonly string[] }> = [
  { id: 'ingredients', title: 'Ingredients', ttys: ['IN', 'PIN', 'MIN'] },
  { id: 'brands', title: 'Brand names', ttys: ['BN'] },
  { id: 'clinical-components', title: 'Clinical drug components', ttys: ['SCDC'] },
  { id: 'branded-components', title: 'Branded drug components', ttys: ['SBDC'] },
  { id: 'clinical-drugs', title: 'Clinical drugs', ttys: ['SCD'] },
  { id: 'branded-drugs', title: 'Branded drugs', ttys: ['SBD'] },
  { id: 'clinical-forms', title: 'Clinical dose forms', ttys: ['SCDF', 'SCDG'] },
  { id: 'branded-forms', title: 'Branded dose forms', ttys: ['SBDF', 'SBDG'] },
  { id: 'dose-forms', title: 'Dose forms', ttys: ['DF', 'DFG'] },
  { id: 'packs', title: 'Packs', ttys: ['GPCK', 'BPCK'] },
];

const KNOWN = new Set(RXNAV_PANELS.flatMap((p) => p.ttys));

/**
 * By name as people read it, then by RXCUI: strengths as numbers ("2.5 MG" before "10 MG"),
 * dose forms and the rest alphabetically, case and accents aside.
 */
export function byName(a: RxConcept, b: RxConcept): number {
  return compareText(a.STR ?? '', b.STR ?? '') || Number(a.RXCUI ?? 0) - Number(b.RXCUI ?? 0);
}

/**
 * Members by term type: a group's `type` when it has one, else each concept's own TTY; the
 * same RXCUI twice in a type is shown once. Nil groups and nil concept lists carry nothing.
 */
export function conceptsByTty(groups: readonly RxConceptGroup[]): Map<string, RxConcept[]> {
  const out = new Map<string, Map<string, RxConcept>>();
  for (const g of groups) {
    for (const c of g.rxConcept ?? []) {
      const tty = (g.type || c.TTY || '').toUpperCase();
      if (tty === '') continue;
      let members = out.get(tty);
      if (!members) out.set(tty, (members = new Map()));
      const key = c.RXCUI ?? `${c.STR ?? ''}#${members.size}`;
      if (!members.has(key)) members.set(key, c);
    }
    // An empty group still names its type: RxNav lists it as "none".
    const tty = (g.type ?? '').toUpperCase();
    if (tty !== '' && !out.has(tty)) out.set(tty, new Map());
  }
  return new Map([...out].map(([tty, m]) => [tty, [...m.values()].sort(byName)]));
}

/** The RxNav panels for one concept's related information; term types RxNav has no panel for go under "Other". */
export function rxnavLayout(groups: readonly RxConceptGroup[]): LayoutPanel[] {
  const byTty = conceptsByTty(groups);
  const panels: LayoutPanel[] = RXNAV_PANELS.map((p) => ({
    id: p.id,
    title: p.title,
    groups: p.ttys.map((tty) => ({ tty, concepts: byTty.get(tty) ?? [] })),
  }));
  const other = [...byTty].filter(([tty]) => !KNOWN.has(tty)).sort(([a], [b]) => (a < b ? -1 : 1));
  if (other.length > 0) {
    panels.push({ id: 'other', title: 'Other', groups: other.map(([tty, concepts]) => ({ tty, concepts })) });
  }
  return panels;
}

/** Groups in a fixed, readable order for results that are not the RxNav panels (getDrugs, related-by). */
export function orderedGroups(
  groups: readonly RxConceptGroup[],
): Array<{ tty: string; concepts: RxConcept[] }> {
  const byTty = conceptsByTty(groups);
  const order = RXNAV_PANELS.flatMap((p) => p.ttys);
  const rank = (tty: string) => {
    const i = order.indexOf(tty);
    return i < 0 ? order.length : i;
  };
  return [...byTty]
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([tty, concepts]) => ({ tty, concepts }));
}

export const ttyLabel = (tty: string) => (TTY_NAMES[tty] ? `${TTY_NAMES[tty]} (${tty})` : tty);
