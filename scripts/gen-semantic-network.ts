/**
 * Writes src/lib/semanticNetwork.json: the 127 semantic types (TUI, name, tree
 * number, group) and the 15 semantic groups, for the search form's pickers. The UTS API has
 * no endpoint that lists them, and the Semantic Network is a fixed published standard, so
 * the browser ships this small catalogue. Run `npx tsx scripts/gen-semantic-network.ts`
 * after the dataset's semantic network changes.
 */
import { writeFileSync } from 'node:fs';
import { loadDataset } from '../server/dataset/load.ts';

const ds = await loadDataset();
const types = [...ds.semanticTypes.values()]
  .map((t) => ({ tui: t.tui, name: t.name, treeNumber: t.treeNumber, group: t.group }))
  .sort((a, b) => a.treeNumber.localeCompare(b.treeNumber, 'en', { numeric: true }));
const groups = [...ds.semanticGroups.values()]
  .map((g) => ({ abbreviation: g.abbreviation, name: g.expandedForm }))
  .sort((a, b) => a.name.localeCompare(b.name));
writeFileSync('src/lib/semanticNetwork.json', JSON.stringify({ types, groups }, null, 1) + '\n');
console.log(`${types.length} semantic types, ${groups.length} groups`);
