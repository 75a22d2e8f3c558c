import { writeFileSync } from 'node:fs';
import { configFromEnv } from '../../../server/config.ts';
import { createAuth } from '../../../server/auth/index.ts';
import { createUtsService } from '../../../server/uts/index.ts';

/**
 * Builds the labelled batch lines the accuracy bench reads (batch-lines.tsv, committed): lines
 * as analysts write them, each with the answer the demo data says is right (a CUI, an RXCUI, or
 * "none"). Labels come from the dataset's own facts (a name held by one concept only, a code's
 * concept, an NDC's drug), never from what the batch answers. `npx tsx scripts/bench/labelled/build.ts`
 * rebuilds it after the dataset changes; the picks are deterministic (strides over sorted ids).
 */
type Label = [kind: string, line: string, expected: string];

const config = configFromEnv({});
const { dataset: ds } = await createUtsService(config, createAuth(config));
const fold = (s: string) => s.normalize('NFC').trim().toLocaleLowerCase('en-US');

// Every atom name → the concepts holding it (any source), to keep only names one concept holds.
const holders = new Map<string, Set<string>>();
for (const a of ds.atoms.values()) {
  const k = fold(a.name);
  if (!holders.has(k)) holders.set(k, new Set());
  holders.get(k)!.add(a.cui);
}
const unique = (name: string) => holders.get(fold(name))?.size === 1;
const concepts = [...ds.concepts.values()].sort((a, b) => a.cui.localeCompare(b.cui));
const every = <T>(xs: readonly T[], n: number, ok: (x: T) => boolean): T[] => {
  const out: T[] = [];
  const stride = Math.max(1, Math.floor(xs.length / (n * 3)));
  for (let i = 0; out.length < n && i < xs.length * 3; i += stride) {
    const x = xs[(i * 7) % xs.length]!;
    if (ok(x) && !out.includes(x)) out.push(x);
  }
  return out;
};
const plainName = (s: string) => /^[\p{L}][\p{L} ,'-]{3,60}$/u.test(s) && !/^[A-Z]{2,5}s?$/.test(s);

const labels: Label[] = [];
const add = (kind: string, line: string, expected: string) => {
  if (!labels.some(([, l]) => fold(l) === fold(line))) labels.push([kind, line, expected]);
};

// Names: preferred names and synonyms only one concept holds; case changed; plurals.
for (const c of every(concepts, 40, (c) => plainName(c.name) && unique(c.name) && c.name.length > 3))
  add('preferred name', c.name, c.cui);
const synonyms = concepts.flatMap((c) =>
  c.auis
    .slice(1)
    .map((aui) => ds.atoms.get(aui)!)
    // A suppressible atom (an ICD-10-CM abbreviation, "Athscl … w oth …") is not searched by
    // default (includeSuppressible=false), so no analyst's list can name a concept by it.
    .filter(
      (a) =>
        !a.suppressible &&
        !a.obsolete &&
        fold(a.name) !== fold(c.name) &&
        plainName(a.name) &&
        unique(a.name),
    )
    .slice(0, 1)
    .map((a) => [a.name, c.cui] as const),
);
for (const [name, cui] of every(synonyms, 35, () => true)) add('synonym', name, cui);
for (const c of every(concepts, 12, (c) => plainName(c.name) && unique(c.name) && / /.test(c.name)))
  add('upper case', c.name.toUpperCase(), c.cui);
for (const c of every(
  concepts,
  15,
  (c) => /^\p{L}{5,}$/u.test(c.name) && !/[sxyh]$/i.test(c.name) && unique(c.name),
)) {
  const plural = `${c.name}s`;
  if (!holders.has(fold(plural))) add('plural', plural, c.cui);
}
// Typos: two letters of the second half swapped, in one-word names of seven letters or more.
for (const c of every(concepts, 20, (c) => /^\p{L}{7,}$/u.test(c.name) && unique(c.name))) {
  const s = [...c.name];
  const i = Math.floor(s.length * 0.6);
  if (s[i] === s[i + 1]) continue;
  [s[i], s[i + 1]] = [s[i + 1]!, s[i]!];
  const typo = s.join('');
  if (!holders.has(fold(typo))) add('typo', typo, c.cui);
}

// Identifiers: CUIs, AUIs, codes in every form a list holds them.
for (const c of every(concepts, 15, () => true)) add('CUI', c.cui, c.cui);
const atoms = [...ds.atoms.values()].sort((a, b) => a.aui.localeCompare(b.aui));
for (const a of every(atoms, 10, () => true)) add('AUI', a.aui, a.cui);
const codesOf = (sab: string, n: number) =>
  every(
    [...ds.sourceConcepts.values()].filter((s) => s.sab === sab && s.cuis.length === 1 && !s.obsolete),
    n,
    () => true,
  );
const icd = codesOf('ICD10CM', 25).filter((s) => !s.id.includes('-'));
icd.slice(0, 6).forEach((s) => add('ICD10CM SAB:code', `ICD10CM:${s.id}`, s.cuis[0]!));
icd.slice(6, 10).forEach((s) => add('ICD10CM SAB|code', `ICD10CM|${s.id}`, s.cuis[0]!));
icd.slice(10, 16).forEach((s) => add('ICD10CM bare', s.id, s.cuis[0]!));
icd
  .slice(16)
  .filter((s) => s.id.includes('.'))
  .forEach((s) => add('ICD10CM dotless', s.id.replace('.', ''), s.cuis[0]!));
const mesh = codesOf('MSH', 14).filter((s) => /^D\d{6,9}$/.test(s.id));
mesh.slice(0, 9).forEach((s) => add('MeSH UI', s.id, s.cuis[0]!));
mesh.slice(9).forEach((s) => add('MSH SAB:code', `MSH:${s.id}`, s.cuis[0]!));
codesOf('GO', 5).forEach((s) => add('GO id', s.id, s.cuis[0]!));
codesOf('DOID', 5).forEach((s) => add('DOID id', s.id, s.cuis[0]!));

// Drugs: RXCUIs, NDCs in their printed forms, names with a strength (the SCDC's name as typed).
const rx = ds.rxnorm;
const rxConcepts = [...rx.concepts.values()].sort((a, b) => a.rxcui.localeCompare(b.rxcui));
for (const c of every(rxConcepts, 10, (c) => ['IN', 'SCD', 'SBD'].includes(c.tty)))
  add('RXCUI', c.rxcui, c.rxcui);
const ndcs = [...rx.rxcuisByNdc]
  .filter(([, ids]) => ids.length === 1)
  .sort((a, b) => a[0].localeCompare(b[0]));
every(ndcs, 6, () => true).forEach(([ndc, [id]], i) =>
  add('NDC', i % 2 ? `${ndc.slice(0, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}` : ndc, id!),
);
// `NDC:` as the app's own exports write it (and as typed, with a space or as 11 digits).
every(ndcs, 12, () => true)
  .slice(6)
  .forEach(([ndc, [id]], i) => {
    const printed = `${ndc.slice(0, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}`;
    add('NDC: prefixed', [`NDC:${printed}`, `NDC:${ndc}`, `NDC: ${printed}`][i % 3]!, id!);
  });
for (const c of every(rxConcepts, 8, (c) => c.tty === 'SCDC' && /^[a-z]+ \d+ MG$/.test(c.name))) {
  const line = c.name.replace(/ (\d+) MG$/, ' $1mg');
  add('drug with strength', line, c.rxcui);
}

// Not terms, and words nothing in the data resembles: the answer is none.
for (const junk of [
  'N/A',
  '-',
  '?',
  '+1+2',
  '-2+3',
  '=1+1',
  '#N/A',
  'none',
  '...',
  'TBD',
  'n/a',
  '--',
  '=SUM(A1:A3)',
  '0',
  '???',
])
  add('junk', junk, 'none');
for (const nonsense of [
  'qqqq zzzz',
  'xylophonic bandersnatch',
  'zorblatt',
  'flimflam quux',
  'wibblewobble syndrome of the toes',
  'ICD10CM:Z99.999',
  'C0000000',
  'D999999999',
])
  add('unknown', nonsense, 'none');
// MeSH supplementary concept UIs (C + 6 or 9 digits, read as MSH codes, not CUIs): the demo
// data holds no supplementary concepts, so the answer is none.
for (const scr of ['C000589', 'C012345678', 'MSH:C000589']) add('MeSH supplementary UI', scr, 'none');
// Words a code's shape claims (ICD-10-CM P45.0 and B12 do not exist): searched as terms, and
// what that finds is for review only; the demo holds no cytochrome P450 or vitamin B12.
for (const word of ['P450', 'B12']) add('code-shaped word', word, 'none');

const counts = new Map<string, number>();
for (const [kind] of labels) counts.set(kind, (counts.get(kind) ?? 0) + 1);
const out = new URL('./batch-lines.tsv', import.meta.url);
writeFileSync(out, ['kind\tline\texpected', ...labels.map((l) => l.join('\t'))].join('\n') + '\n');
console.log(`${labels.length} labelled lines → ${out.pathname}`);
console.log([...counts].map(([k, n]) => `${k} ${n}`).join(', '));
