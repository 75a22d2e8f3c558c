/**
 * Name comparison for merging source concepts. Open-data cross-references are not UMLS
 * synonymy: Disease Ontology maps a term to broader, narrower or merely related codes (its
 * "coronary artery disease" names I20-I25 "Ischemic heart diseases" and MeSH "Myocardial
 * Ischemia"), so a cross-reference only merges two codes into one concept when their names
 * say the same thing. Words are compared after dropping case, punctuation, plural "s" and
 * words that do not change the meaning ("of", "NOS", "unspecified", …).
 */

// Not 'a': it is a subtype letter as often as an article ("Paratyphoid fever A").
const FILLER = new Set([
  'the',
  'of',
  'and',
  'or',
  'in',
  'to',
  'by',
  'nos',
  'unspecified',
  'disease',
  'disorder',
  'syndrome',
]);

/** British/American and other spelling variants folded to one form. */
const SPELLING: readonly [RegExp, string][] = [
  [/aemia/g, 'emia'],
  [/oe(?=[a-z])/g, 'e'],
  [/ischaem/g, 'ischem'],
  [/tumour/g, 'tumor'],
  [/haem/g, 'hem'],
];

export function nameWords(name: string): Set<string> {
  let text = name.toLowerCase();
  for (const [from, to] of SPELLING) text = text.replace(from, to);
  const words = text
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && !FILLER.has(w))
    .map((w) =>
      w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('is') ? w.slice(0, -1) : w,
    );
  return new Set(words);
}

/** Dice coefficient of the two names' significant words (1 = same words). */
export function nameSimilarity(a: string, b: string): number {
  const x = nameWords(a);
  const y = nameWords(b);
  if (x.size === 0 && y.size === 0) return a.toLowerCase() === b.toLowerCase() ? 1 : 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return (2 * shared) / (x.size + y.size);
}

/** A word's stem for sharesWord: its first five letters ("cornea", "corneal" → "corne"). */
function stem(word: string): string {
  return word.slice(0, 5);
}

/**
 * Whether two names share a significant word, allowing for the noun/adjective forms a
 * classification and an ontology use for one thing ("disorder of cornea", "corneal disease").
 */
export function sharesWord(a: string, b: string): boolean {
  const x = new Set([...nameWords(a)].map(stem));
  for (const w of nameWords(b)) if (x.has(stem(w))) return true;
  return false;
}

/**
 * An ICD-10-CM residual category ("Other diseases of larynx", "Lipomatosis, not elsewhere
 * classified"): what is left of a group once its named members are taken out, so never
 * the same as a named disease.
 */
export function isResidualCategory(name: string): boolean {
  return /^other\b/i.test(name) || /not elsewhere classified/i.test(name);
}
