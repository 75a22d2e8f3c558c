/**
 * Another way of writing a phrase that found nothing, asked once more (normalised): British
 * spelling in American ("haemorrhage" → "hemorrhage", "oedema" → "edema", "tumour" → "tumor"),
 * and, for one word, the adjective of a disorder as its noun ("hypertensive" → "hypertension",
 * "ischaemic" → "ischemia", "psychotic" → "psychosis", "nephrotoxic" → "nephrotoxicity").
 * Terminologies name the condition; notes and abstracts often write its adjective.
 */

function american(word: string): string {
  if (word.length < 5) return word;
  return (
    word
      // ae / oe after a consonant inside a word: haem, anaem, ischaem, aetiology, oedema, dyspnoea.
      .replace(/(?<=\p{L})(?<![aeiou])ae(?=\p{L})/giu, (m) => (m[0] === 'A' ? 'E' : 'e'))
      .replace(/^ae(?=t)/iu, (m) => (m[0] === 'A' ? 'E' : 'e'))
      .replace(/(?<=[^aeiouc\P{L}])oe(?=[^\P{L}aeiou])/giu, (m) => (m[0] === 'O' ? 'E' : 'e'))
      .replace(/^oe(?=[sd])/iu, (m) => (m[0] === 'O' ? 'E' : 'e'))
      .replace(/oea$/iu, 'ea')
      .replace(/(?<=\p{L}{2})our$/iu, 'or')
      .replace(/isation$/iu, 'ization')
  );
}

/** A disorder's adjective as its noun: the ending replaced, the first rule that fits. */
const NOUN_ENDINGS: ReadonlyArray<[RegExp, string]> = [
  [/toxic$/u, 'toxicity'],
  [/otic$/u, 'osis'],
  [/a?emic$/u, 'emia'],
  [/etic$/u, 'esia'],
  [/pathic$/u, 'pathy'],
  [/leptic$/u, 'lepsy'],
  [/(troph|erg)ic$/u, '$1y'],
  [/plastic$/u, 'plasia'],
  [/(ox|phren|ton|thm|rex|phob|alg)ic$/u, '$1ia'],
  [/(s|obstruct|infect)ive$/u, '$1ion'],
];

function nounOf(word: string): string | null {
  const w = word.toLowerCase();
  if (w.length < 6 || w.startsWith('anti')) return null;
  const rule = NOUN_ENDINGS.find(([re]) => re.test(w));
  return rule ? w.replace(rule[0], rule[1]) : null;
}

/** The other spellings of a phrase worth one more question, most likely first; [] for none. */
export function variantsOf(phrase: string, words: number): string[] {
  const out = new Set<string>();
  const us = phrase.replace(/[\p{L}]+/gu, american);
  if (us !== phrase) out.add(us);
  const noun = words === 1 ? nounOf(american(phrase)) : null;
  if (noun) out.add(noun);
  out.delete(phrase);
  return [...out].slice(0, 2);
}
