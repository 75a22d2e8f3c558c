/**
 * RxNorm content (SAB RXNORM): concepts and relations from the nested prescribable-content
 * records (scope 'full': every record of the file of ingredients B-Z plus the
 * common-ingredients subset; scope 'demo': the common-ingredients subset only), semantic types from RXNSTY, dose forms from the DF list,
 * NDCs (11-digit, RXNORM-asserted) from the records, FDA NDC Directory facts joined on
 * the 11-digit NDC, and retired RXCUIs from RXNCUI.
 *
 * Derived (documented in ATTRIBUTION.md): relations follow the nesting (see the RxNorm
 * PROVENANCE); has_dose_form links come from the product name ending with a dose-form
 * name; BN tradename_of IN and PIN form_of IN come from the records that contain them.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { BuiltRxConcept, BuiltRxRelation, BuiltRxTermInfo } from '../format.ts';
import type { NdcProperties, RxRetired, RxTty } from '../model.ts';
import type { CollectedRows, DatasetCollector } from './collector.ts';
import { readNdcDirectory } from './fda-ndc.ts';
import type { DatasetScope } from './scope.ts';
import { dataFile } from './data-files.ts';

interface RxRecord {
  Name: string;
  RXCUI: string;
  TTY: string;
  UNII?: string;
  NDCs?: string[];
  SCDCs?: RxRecord[];
  SCDs?: RxRecord[];
  SBDs?: RxRecord[];
  BNs?: RxRecord[];
  GPCKs?: RxRecord[];
  BPCKs?: RxRecord[];
}

export const RXNORM_SAB = 'RXNORM';
/** MM-DD-YYYY of the prescribable-content release, used as dateAdded. */
const RXNORM_DATE = '10-06-2025';

/** Semantic types by TTY where RXNSTY has no row (the rule NLM's own rows follow). */
const TUIS_BY_TTY: Readonly<Record<string, readonly string[]>> = {
  IN: ['T109', 'T121'],
  PIN: ['T109', 'T121'],
  MIN: ['T121'],
  SCDC: ['T200'],
  SCD: ['T200'],
  SBD: ['T200'],
  GPCK: ['T200'],
  BPCK: ['T200'],
  // Dose forms have no RXNSTY rows in the data; chosen rule.
  DF: ['T073'],
};

export interface RxNormPart {
  readonly concepts: ReadonlyMap<string, { tty: RxTty; name: string }>;
  /** Finishes the RxNorm rows once CUIs/AUIs are allocated. */
  rows(
    collected: CollectedRows,
    extraTermInfo: readonly BuiltRxTermInfo[],
  ): {
    concepts: BuiltRxConcept[];
    relations: BuiltRxRelation[];
    ndcs: [string, string][];
    ndcProperties: NdcProperties[];
    termInfo: BuiltRxTermInfo[];
    retired: RxRetired[];
  };
}

export function collectRxNorm(
  dataDir: string,
  collector: DatasetCollector,
  scope: DatasetScope = 'demo',
): RxNormPart {
  // Every record of the prescribable file (ingredients B-Z and 0-9), then the common-ingredients
  // subset, which adds the A ingredients the open file lacks (amlodipine, atorvastatin, ...).
  // A concept both hold is one concept: maps below are keyed by RXCUI and NDC sets merge.
  const records = [
    ...(scope !== 'full'
      ? []
      : (JSON.parse(
          gunzipSync(readFileSync(dataFile(dataDir, 'rxnormPrescribable'))).toString('utf8'),
        ) as RxRecord[])),
    ...(JSON.parse(readFileSync(dataFile(dataDir, 'rxnormCommonIngredients'), 'utf8')) as RxRecord[]),
  ];

  const concepts = new Map<string, { tty: RxTty; name: string }>();
  const relations = new Map<string, BuiltRxRelation>();
  const ndcs = new Map<string, Set<string>>();
  const unii = new Map<string, string>();
  const ingredientsOfBn = new Map<string, Set<string>>();

  const addConcept = (r: RxRecord): void => {
    concepts.set(r.RXCUI, { tty: r.TTY as RxTty, name: r.Name });
    for (const ndc of r.NDCs ?? []) {
      let set = ndcs.get(r.RXCUI);
      if (!set) ndcs.set(r.RXCUI, (set = new Set()));
      set.add(ndc);
    }
  };
  const relate = (from: string, rela: string, to: string): void => {
    relations.set(`${from}|${rela}|${to}`, [from, rela, to]);
  };

  for (const top of records) {
    addConcept(top);
    if (top.UNII) unii.set(top.RXCUI, top.UNII);
    const ingredientRela =
      top.TTY === 'PIN' ? 'has_precise_ingredient' : top.TTY === 'MIN' ? 'has_ingredients' : 'has_ingredient';
    for (const scdc of top.SCDCs ?? []) {
      addConcept(scdc);
      relate(scdc.RXCUI, ingredientRela, top.RXCUI);
      for (const scd of scdc.SCDs ?? []) {
        addConcept(scd);
        relate(scdc.RXCUI, 'constitutes', scd.RXCUI);
        for (const sbd of scd.SBDs ?? []) {
          addConcept(sbd);
          relate(scd.RXCUI, 'has_tradename', sbd.RXCUI);
          for (const bn of sbd.BNs ?? []) {
            addConcept(bn);
            relate(sbd.RXCUI, 'has_ingredient', bn.RXCUI);
            let ins = ingredientsOfBn.get(bn.RXCUI);
            if (!ins) ingredientsOfBn.set(bn.RXCUI, (ins = new Set()));
            ins.add(top.RXCUI);
          }
        }
        for (const pack of [...(scd.GPCKs ?? []), ...(scd.BPCKs ?? [])]) {
          addConcept(pack);
          relate(scd.RXCUI, 'contained_in', pack.RXCUI);
        }
      }
    }
  }

  // PIN form_of IN: the IN whose name starts the PIN's name ("metoprolol" / "metoprolol tartrate").
  const ins = [...concepts].filter(([, c]) => c.tty === 'IN');
  const inOfPin = new Map<string, string>();
  for (const [rxcui, c] of concepts) {
    if (c.tty !== 'PIN') continue;
    const match = ins
      .filter(([, i]) => c.name.toLowerCase().startsWith(`${i.name.toLowerCase()} `))
      .sort((a, b) => b[1].name.length - a[1].name.length)[0];
    if (match) {
      inOfPin.set(rxcui, match[0]);
      relate(rxcui, 'form_of', match[0]);
    }
  }
  for (const [bn, tops] of ingredientsOfBn) {
    for (const top of tops) {
      const inRxcui = concepts.get(top)?.tty === 'PIN' ? inOfPin.get(top) : top;
      if (inRxcui) relate(bn, 'tradename_of', inRxcui);
    }
  }

  // Dose forms: every DF of the list is a concept; products link to the longest DF name their name ends with.
  const dfRows = readFileSync(dataFile(dataDir, 'rxnormDoseForms'), 'utf8').split('\n').slice(1);
  const doseForms: [string, string][] = [];
  for (const line of dfRows) {
    const [rxcui, name] = line.split('\t');
    if (!rxcui || !name) continue;
    concepts.set(rxcui, { tty: 'DF', name: name.trim() });
    doseForms.push([rxcui, name.trim()]);
  }
  doseForms.sort((a, b) => b[1].length - a[1].length);
  for (const [rxcui, c] of concepts) {
    if (!['SCD', 'SBD', 'GPCK', 'BPCK'].includes(c.tty)) continue;
    const bare = c.name.replace(/\s*\[[^\]]*\]$/, '');
    const df = doseForms.find(([, name]) => bare.endsWith(` ${name}`));
    if (df) relate(rxcui, 'has_dose_form', df[0]);
  }

  // Semantic types: RXNSTY rows, else the TTY rule; BN copies its ingredients' types.
  const rxnsty = new Map<string, string[]>();
  for (const line of readFileSync(dataFile(dataDir, 'rxnormSemanticTypes'), 'utf8').split('\n')) {
    const [rxcui, tui] = line.split('|');
    if (!rxcui || !tui) continue;
    const list = rxnsty.get(rxcui);
    if (list) list.push(tui);
    else rxnsty.set(rxcui, [tui]);
  }
  const tuisOf = (rxcui: string): readonly string[] => {
    const real = rxnsty.get(rxcui);
    if (real) return real;
    const c = concepts.get(rxcui);
    if (!c) return [];
    if (c.tty === 'BN') {
      const fromIns = [...(ingredientsOfBn.get(rxcui) ?? [])].flatMap(
        (i) => rxnsty.get(i) ?? TUIS_BY_TTY[concepts.get(i)?.tty ?? ''] ?? [],
      );
      return fromIns.length > 0 ? fromIns : ['T121'];
    }
    return TUIS_BY_TTY[c.tty] ?? [];
  };

  for (const [rxcui, c] of [...concepts].sort((a, b) => a[0].localeCompare(b[0]))) {
    const key = collectorKey(rxcui);
    collector.claim(RXNORM_SAB, rxcui, key);
    collector.proposeConcept(key, RXNORM_DATE, tuisOf(rxcui), 0);
    collector.addAtom(RXNORM_SAB, rxcui, c.tty, c.name);
  }
  for (const [from, rela, to] of relations.values())
    collector.addSourceRelation(RXNORM_SAB, from, 'RO', rela, to);
  for (const [rxcui, set] of ndcs)
    for (const ndc of set) collector.addSourceAttribute(RXNORM_SAB, rxcui, 'NDC', ndc);
  for (const [rxcui, code] of unii) collector.addSourceAttribute(RXNORM_SAB, rxcui, 'UNII_CODE', code);

  const retired: RxRetired[] = [];
  for (const line of readFileSync(dataFile(dataDir, 'rxnormCuis'), 'utf8').split('\n')) {
    const [rxcui, versionStart, versionEnd, cardinality, remappedTo] = line.split('|');
    if (!rxcui || !remappedTo || !concepts.has(remappedTo) || concepts.has(rxcui)) continue;
    retired.push({
      rxcui,
      versionStart: versionStart ?? '',
      versionEnd: versionEnd ?? '',
      cardinality: cardinality ?? '',
      remappedTo,
    });
  }

  return {
    concepts,
    rows(collected, extraTermInfo) {
      const ndcProperties = readNdcDirectory(dataDir);
      return {
        concepts: [...concepts]
          .map(([rxcui, c]): BuiltRxConcept => [
            rxcui,
            c.tty,
            c.name,
            'N',
            collected.cuiOf(RXNORM_SAB, rxcui),
            collected.preferredAuiOf(RXNORM_SAB, rxcui),
            [...new Set(tuisOf(rxcui))].sort().join(','),
          ])
          .sort((a, b) => a[0].localeCompare(b[0])),
        relations: [...relations.values()].sort((a, b) => a.join('|').localeCompare(b.join('|'))),
        ndcs: [...ndcs]
          .map(([rxcui, set]): [string, string] => [rxcui, [...set].sort().join(',')])
          .sort((a, b) => a[0].localeCompare(b[0])),
        ndcProperties,
        termInfo: [...extraTermInfo].sort((a, b) => a.join('|').localeCompare(b.join('|'))),
        retired: retired.sort((a, b) => a.rxcui.localeCompare(b.rxcui)),
      };
    },
  };
}

/** RxNorm concepts have no real CUI in the open data: one synthetic concept each. */
function collectorKey(rxcui: string): string {
  return `K:${RXNORM_SAB}|${rxcui}`;
}
