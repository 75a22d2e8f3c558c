/**
 * The UMLS Semantic Network from NLM's relational files: SRDEF (types with tree numbers,
 * definitions, examples, usage notes, non-human flags, abbreviations), SRSTR (isa tree
 * and relations between types) and SemGroups.txt (semantic groups).
 */
import { readFileSync } from 'node:fs';
import type { BuiltSemanticNetworkRelation, BuiltSemanticType } from '../format.ts';
import { dataFile } from './data-files.ts';

export interface SemanticNetworkRows {
  types: BuiltSemanticType[];
  groups: { abbreviation: string; expandedForm: string }[];
  relations: BuiltSemanticNetworkRelation[];
  /** TUI by semantic type name, for sources that give names. */
  tuiByName: ReadonlyMap<string, string>;
}

const nullable = (value: string | undefined): string =>
  value === undefined || value === 'NULL' ? '' : value;

export function buildSemanticNetwork(dataDir: string): SemanticNetworkRows {
  const defRows = readFileSync(dataFile(dataDir, 'semanticTypes'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('STY|'))
    .map((line) => line.split('|'));

  const groupOf = new Map<string, string>();
  const groups = new Map<string, string>();
  for (const line of readFileSync(dataFile(dataDir, 'semanticGroups'), 'utf8').split('\n')) {
    const [abbr, name, tui] = line.trim().split('|');
    if (!abbr || !name || !tui) continue;
    groups.set(abbr, name);
    groupOf.set(tui, abbr);
  }

  const tuiByTree = new Map<string, string>();
  const tuiByName = new Map<string, string>();
  for (const [, tui = '', name = '', tree = ''] of defRows) {
    tuiByTree.set(tree, tui);
    tuiByName.set(name, tui);
  }

  const types = defRows
    .map(
      ([
        ,
        tui = '',
        name = '',
        tree = '',
        def = '',
        ex = '',
        un = '',
        nh = '',
        abr = '',
      ]): BuiltSemanticType => {
        const group = groupOf.get(tui);
        if (!group) throw new Error(`semantic type ${tui} has no semantic group`);
        // 'A1.4' → 'A1'; 'A1' → 'A' (Entity); 'A' and 'B' are the roots.
        const parentTree = tree.includes('.') ? tree.slice(0, tree.lastIndexOf('.')) : tree.slice(0, -1);
        return [
          tui,
          name,
          abr,
          tree,
          def,
          nullable(ex),
          nullable(un),
          nullable(nh),
          group,
          tuiByTree.get(parentTree) ?? '',
        ];
      },
    )
    .sort((a, b) => a[0].localeCompare(b[0]));

  const relations: BuiltSemanticNetworkRelation[] = [];
  for (const line of readFileSync(dataFile(dataDir, 'semanticStructure'), 'utf8').split('\n')) {
    const [left = '', relation = '', right = '', flag = ''] = line.split('|');
    if (relation === 'isa' || relation === '') continue;
    const from = tuiByName.get(left);
    const tui = tuiByName.get(right);
    if (from && tui) relations.push({ from, relation, tui, flag });
  }

  return {
    types,
    groups: [...groups]
      .filter(([abbr]) => types.some((t) => t[8] === abbr))
      .map(([abbreviation, expandedForm]) => ({ abbreviation, expandedForm })),
    relations,
    tuiByName,
  };
}
