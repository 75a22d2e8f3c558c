import type {
  RxConcept as RxConceptRecord,
  RxNormData,
  RxTermInfo as RxTermInfoRecord,
} from '../dataset/model.ts';
import { push } from '../dataset/records.ts';
import { lazy, lazyFields, LazyMap } from '../dataset/lazy-index.ts';
import { ALL_RELATED_TTY_ORDER, defaultPaths, EXCLUDED_RELAS } from './default-paths.ts';
import { idTypeMenu, relaTypeMenu, termTypeMenu } from './menus.ts';

/**
 * The drug service's view of the dataset: the dataset's RxNorm tables plus the indexes
 * only this service needs (derived here, not in server/dataset): names for exact
 * case-insensitive look-up, NDC product codes, the related-concepts walk, brand
 * ingredients, the auto-completion and spelling word lists, and the menus.
 */
export interface NameHit {
  rxcui: string;
  sab: string;
}

export interface RxVocab {
  readonly data: RxNormData;
  /** The dataset's atoms per concept plus the demo licensed-source atoms (see demoLicensedAtom). */
  readonly termInfo: ReadonlyMap<string, readonly RxTermInfoRecord[]>;
  /** Lower-cased atom name (any source) → the concepts and sources that carry it. */
  readonly byName: ReadonlyMap<string, readonly NameHit[]>;
  /** 9-digit labeler+product code → RXCUIs of its packages. */
  readonly byNdcProduct: ReadonlyMap<string, readonly string[]>;
  /** Ingredient (IN) RXCUIs of each brand name (BN). */
  readonly brandIngredients: ReadonlyMap<string, ReadonlySet<string>>;
  readonly displayTerms: readonly string[];
  readonly spellingWords: readonly string[];
  readonly idTypes: readonly string[];
  readonly relaTypes: readonly string[];
  readonly termTypes: readonly string[];
}

/** "Active" in RxNav's sense: an RXNORM atom with SUPPRESS=N (reference §5). */
export function isActive(c: RxConceptRecord | undefined): c is RxConceptRecord {
  return c !== undefined && c.suppress === 'N';
}

/**
 * The demo data holds RXNORM atoms only, all unrestricted (SRL 0), so nothing would show that
 * getProprietaryInformation hides licensed sources without a proxy ticket. Each active
 * non-DF concept therefore gets one atom from a visibly synthetic restricted source.
 */
export const DEMO_LICENSED_SAB = 'DEMO_SRL3';

function demoLicensedAtom(c: RxConceptRecord): RxTermInfoRecord {
  return {
    rxcui: c.rxcui,
    sab: DEMO_LICENSED_SAB,
    code: `DEMO${c.rxcui}`,
    name: c.name.toUpperCase(),
    tty: 'PT',
    restrictionLevel: 3,
  };
}

/**
 * Every index is made on its first use, not here: the emulator builds the vocabulary at
 * start-up, and in the full scope the word lists and names of 37k concepts cost ~200 ms that
 * a process which never serves a drug request should not pay.
 */
export function buildVocab(data: RxNormData): RxVocab {
  const termInfo = lazy(() => {
    const map = new Map<string, RxTermInfoRecord[]>();
    for (const [rxcui, atoms] of data.termInfo) map.set(rxcui, [...atoms]);
    for (const c of data.concepts.values()) {
      if (isActive(c) && c.tty !== 'DF') push(map, c.rxcui, demoLicensedAtom(c));
    }
    return map;
  });

  const byName = lazy(() => {
    const map = new Map<string, NameHit[]>();
    for (const [rxcui, atoms] of termInfo()) {
      for (const atom of atoms) push(map, atom.name.toLowerCase(), { rxcui, sab: atom.sab });
    }
    return map;
  });

  // Built on the first look-up by product code (from 222k NDCs in the full scope).
  const byNdcProduct = new LazyMap<string, readonly string[]>(() => {
    const byProduct = new Map<string, string[]>();
    for (const [ndc, rxcuis] of data.rxcuisByNdc) {
      for (const rxcui of rxcuis) {
        const list = byProduct.get(ndc.slice(0, 9));
        if (!list) byProduct.set(ndc.slice(0, 9), [rxcui]);
        else if (!list.includes(rxcui)) list.push(rxcui);
      }
    }
    return byProduct;
  });

  const words = lazy(() => {
    const brandIngredients = new Map<string, Set<string>>();
    const wordTtys = new Set(['IN', 'PIN', 'MIN', 'BN']);
    const spelling = new Set<string>();
    const display = new Set<string>();
    for (const c of data.concepts.values()) {
      if (!isActive(c)) continue;
      if (c.tty === 'BN')
        brandIngredients.set(c.rxcui, new Set(relatedOfType({ data }, c.rxcui, 'IN').map((x) => x.rxcui)));
      if (wordTtys.has(c.tty)) {
        spelling.add(c.name);
        display.add(c.name.toLowerCase());
        if (c.synonym !== '') display.add(c.synonym.toLowerCase());
      }
    }
    return {
      brandIngredients,
      // Plain code-unit order: RxNav's list starts with digit- and punctuation-initial names.
      displayTerms: [...display].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      spellingWords: [...spelling].sort(),
    };
  });
  return lazyFields<RxVocab>({
    data: () => data,
    termInfo,
    byName,
    byNdcProduct: () => byNdcProduct,
    brandIngredients: () => words().brandIngredients,
    displayTerms: () => words().displayTerms,
    spellingWords: () => words().spellingWords,
    idTypes: () => idTypeMenu(data.idIndex.keys()),
    relaTypes: () => relaTypeMenu(data.relaNames),
    termTypes: termTypeMenu,
  });
}

/**
 * Concepts of `toTty` related to `rxcui` along the default paths, in the order the walk
 * meets them (real output is not sorted within a group). Only active concepts are visited.
 */
export function relatedOfType(vocab: Pick<RxVocab, 'data'>, rxcui: string, toTty: string): RxConceptRecord[] {
  const { concepts, relationsFrom } = vocab.data;
  const start = concepts.get(rxcui);
  if (!isActive(start)) return [];
  const found = new Map<string, RxConceptRecord>();
  for (const stops of defaultPaths(start.tty, toTty)) {
    let frontier: RxConceptRecord[] = [start];
    for (const tty of stops) {
      const next = new Map<string, RxConceptRecord>();
      for (const from of frontier) {
        for (const rel of relationsFrom.get(from.rxcui) ?? []) {
          if (EXCLUDED_RELAS.has(rel.rela) || next.has(rel.to)) continue;
          const to = concepts.get(rel.to);
          if (isActive(to) && to.tty === tty) next.set(to.rxcui, to);
        }
      }
      frontier = [...next.values()];
    }
    for (const c of frontier) if (c.rxcui !== rxcui) found.set(c.rxcui, c);
  }
  return [...found.values()];
}

export { ALL_RELATED_TTY_ORDER };
