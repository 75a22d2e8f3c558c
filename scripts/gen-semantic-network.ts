/**
 * Writes src/lib/semanticNetwork.json: the 127 semantic types (TUI, name, tree
 * number, group) and the 15 semantic groups, for the search form's pickers. The UTS API has
 * no endpoint that lists them, and the Semantic Network is a fixed published standard, so
 * the browser ships this small catalogue. Run `npx tsx scripts/gen-semantic-network.ts`
 * after the dataset's semantic network changes.
 *
 * Also writes src/lib/semanticNetworkRelations.json, for the relate page only (its own file, so
 * the pages that need the types alone do not load it): the network's relations (name and
 * inverse) and its structure rows between types (SRSTR: defined, blocked, defined but not
 * inherited), from NLM's files in DATASET_SOURCE_DIR (default ../shared/data). The relate page
 * infers the inherited relations from them (features/relate/typeRelation.ts); before writing,
 * that inference is checked against NLM's own fully inherited set (SRSTRE1), row for row.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDataset } from '../server/dataset/load.ts';
import { DEFAULT_SOURCE_DIR } from '../server/dataset/build.ts';
import { inheritedRelations, type NetworkRelations } from '../src/features/relate/semanticInheritance.ts';

const ds = await loadDataset();
const types = [...ds.semanticTypes.values()]
  .map((t) => ({ tui: t.tui, name: t.name, treeNumber: t.treeNumber, group: t.group }))
  .sort((a, b) => a.treeNumber.localeCompare(b.treeNumber, 'en', { numeric: true }));
const groups = [...ds.semanticGroups.values()]
  .map((g) => ({ abbreviation: g.abbreviation, name: g.expandedForm }))
  .sort((a, b) => a.name.localeCompare(b.name));
writeFileSync('src/lib/semanticNetwork.json', JSON.stringify({ types, groups }, null, 1) + '\n');
console.log(`${types.length} semantic types, ${groups.length} groups`);

const dir = join(process.env.DATASET_SOURCE_DIR ?? DEFAULT_SOURCE_DIR, 'umls-semantic-network');
const rows = (file: string) =>
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('|'));
const defs = rows('SRDEF');
const tuiOf = new Map(defs.filter((r) => r[0] === 'STY').map((r) => [r[2]!, r[1]!]));
const relDefs = defs.filter((r) => r[0] === 'RL' && r[2] !== 'isa');
const relName = new Map(relDefs.map((r) => [r[1]!, r[2]!]));
const relations: NetworkRelations = {
  inverse: Object.fromEntries(relDefs.map((r) => [r[2]!, r[9]!]).sort()),
  // Only rows between two types: the others place relations in the relation hierarchy.
  rules: rows('SRSTR')
    .filter(([a, rel, b]) => rel !== 'isa' && tuiOf.has(a!) && tuiOf.has(b!))
    .map(([a, rel, b, flag]) => `${tuiOf.get(a!)}|${rel}|${tuiOf.get(b!)}|${flag}`)
    .sort(),
};

// NLM's fully inherited set lists a relation that holds both ways (its inverse is itself) in one
// direction only: compared as unordered pairs there.
const key = (from: string, rel: string, to: string) =>
  relations.inverse[rel] === rel && to < from ? `${to}|${rel}|${from}` : `${from}|${rel}|${to}`;
const published = new Set(
  rows('SRSTRE1')
    .filter(([, rel]) => relName.has(rel!))
    .map(([from, rel, to]) => key(from!, relName.get(rel!)!, to!)),
);
const inferred = new Set(inheritedRelations(relations, types).map((r) => key(r.from, r.relation, r.to)));
const missing = [...published].filter((r) => !inferred.has(r));
const extra = [...inferred].filter((r) => !published.has(r));
if (missing.length || extra.length) {
  console.error(`inheritance differs from SRSTRE1: ${missing.length} missing, ${extra.length} extra`);
  console.error({ missing: missing.slice(0, 5), extra: extra.slice(0, 5) });
  process.exit(1);
}
writeFileSync('src/lib/semanticNetworkRelations.json', JSON.stringify(relations, null, 1) + '\n');
console.log(
  `${Object.keys(relations.inverse).length} relations, ${relations.rules.length} structure rows; ` +
    `${published.size} inherited relations, as SRSTRE1 lists them`,
);
