/**
 * What the committed demo dataset holds, per source, as the Markdown table of docs/data.md:
 * `npx tsx scripts/dataset-counts.ts`. Read from the built file (server/dataset/built/), so the
 * page can be brought up to date whenever `npm run dataset` changes it.
 */
import { readDataset } from '../server/dataset/load.ts';

const ds = readDataset();
const rows = new Map<string, { concepts: number; atoms: number; definitions: number }>();
const row = (sab: string) =>
  rows.get(sab) ?? rows.set(sab, { concepts: 0, atoms: 0, definitions: 0 }).get(sab)!;
for (const sc of ds.sourceConcepts.values()) row(sc.sab).concepts++;
for (const atom of ds.atoms.values()) row(atom.sab).atoms++;
for (const defs of ds.definitionsByCui.values()) for (const d of defs) row(d.sab).definitions++;

const n = (x: number) => x.toLocaleString('en-US');
console.log('| SAB | Version served | Source concepts | Atoms | Definitions |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (const [sab, r] of [...rows].sort(([a], [b]) => a.localeCompare(b)))
  console.log(
    `| ${sab} | ${ds.sources.get(sab)?.expandedForm ?? ''} | ${n(r.concepts)} | ${n(r.atoms)} | ${n(r.definitions)} |`,
  );
let ndcs = 0;
for (const list of ds.rxnorm.ndcsByRxcui.values()) ndcs += list.length;
console.log(
  `\nUMLS release ${ds.release.umlsRelease} (${ds.release.umlsReleaseDate}), RxNorm ${ds.release.rxnormVersion}: ` +
    `${n(ds.concepts.size)} concepts, ${n(ds.atoms.size)} atoms, ${n(ds.sourceConcepts.size)} source concepts; ` +
    `${n(ds.semanticTypes.size)} semantic types in ${n(ds.semanticGroups.size)} groups; ` +
    `RxNorm: ${n(ds.rxnorm.concepts.size)} concepts, ${n(ndcs)} NDCs (${n(ds.rxnorm.ndcProperties.size)} with FDA facts), ` +
    `${n(ds.rxnorm.doseForms.length)} dose forms, ${n(ds.rxnorm.relaNames.length)} relationship names.`,
);
