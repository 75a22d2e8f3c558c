/**
 * Other ways of writing a phrase that found nothing, each asked (normalised) until one finds
 * something: British spelling in American ("haemorrhage" → "hemorrhage", "oedema" → "edema",
 * "tumour" → "tumor"); for one word, the adjective of a disorder as its noun ("hypertensive"
 * → "hypertension", "ischaemic" → "ischemia", "psychotic" → "psychosis", "nephrotoxic" →
 * "nephrotoxicity"), and an organ's disorder written with its combining form as the organ's
 * ("nephropathy" → "kidney disease"); for two words, harm to an organ as its disease ("renal
 * damage" → "kidney disease"). Terminologies name the condition; notes and abstracts often
 * write its adjective or the one word.
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

/**
 * Greek combining forms of organs, as the organ's English name: "nephropathy" is a kidney
 * disease, "neurotoxicity" a toxic disorder of the nervous system. Terminologies name most
 * such disorders by the organ ("Kidney Diseases"); texts write the one word.
 */
const ORGANS: ReadonlyArray<[string, string]> = [
  ['nephro', 'kidney'],
  ['hepato', 'liver'],
  ['neuro', 'nervous system'],
  ['cardio', 'heart'],
  ['encephalo', 'brain'],
  ['oto', 'ear'],
  ['retino', 'retinal'],
  ['osteo', 'bone'],
  ['arthro', 'joint'],
  ['entero', 'intestinal'],
  ['gastro', 'stomach'],
  ['pneumo', 'lung'],
  ['dermato', 'skin'],
  ['myelo', 'bone marrow'],
  ['angio', 'vascular'],
];

/**
 * The disorders of an organ written as one word: "<organ>pathy" (a disease of it) and
 * "<organ>toxicity" (its toxic injury, named by terminologies as a syndrome, as the
 * drug-induced injury of the organ or as the organ's diseases); "toxicity" alone is a
 * drug's (MeSH's "Drug Toxicity").
 */
function organDisorder(noun: string): string[] {
  const w = noun.toLowerCase().replace(/ies$/u, 'y');
  const drugs = DRUGS_OWN.get(w);
  if (drugs) return [drugs];
  const m = /^(\p{L}+?)o?(pathy|toxicity)$/u.exec(w);
  if (!m) return [];
  const organ = ORGANS.find(([form]) => `${m[1]}o` === form || m[1] === form)?.[1];
  if (!organ) return [];
  return m[2] === 'pathy'
    ? [`${organ} disease`]
    : [`${w} syndrome`, `drug-induced ${organ} injury`, `${organ} disease`];
}

/** Harm said alone ("toxicity", "an overdose") is a drug's (MeSH: "Drug Toxicity", "Drug Overdose"). */
const DRUGS_OWN = new Map([
  ['toxicity', 'drug toxicity'],
  ['overdose', 'drug overdose'],
  ['overdosage', 'drug overdose'],
]);

/**
 * Harm to an organ named by the organ's adjective ("renal damage", "myocardial injury",
 * "hepatic dysfunction", "lung toxicity"): terminologies name it as the organ's disease
 * ("Kidney Diseases", whose entry terms include "Renal Disease").
 */
const HARM = /^(damage|injury|injuries|dysfunction|dysfunctions|impairment|toxicity|toxicities)$/u;

function organHarm(phrase: string): string | null {
  const ws = phrase.toLowerCase().split(' ');
  if (ws.length !== 2 || !HARM.test(ws[1]!) || !/^\p{L}{3,}$/u.test(ws[0]!)) return null;
  return `${ORGAN_OF_ADJECTIVE.get(ws[0]!) ?? ws[0]} disease`;
}

/** Latin adjectives of organs whose diseases terminologies name by the English noun. */
const ORGAN_OF_ADJECTIVE = new Map([
  ['renal', 'kidney'],
  ['hepatic', 'liver'],
  ['pulmonary', 'lung'],
  ['cerebral', 'brain'],
  ['ocular', 'eye'],
  ['gastric', 'stomach'],
  ['cutaneous', 'skin'],
]);

/** The other spellings of a phrase worth one more question, most likely first; [] for none. */
export function variantsOf(phrase: string, words: number): string[] {
  const out = new Set<string>();
  const us = phrase.replace(/[\p{L}]+/gu, american);
  if (us !== phrase) out.add(us);
  const noun = words === 1 ? nounOf(american(phrase)) : null;
  if (noun) out.add(noun);
  if (words === 1) for (const v of organDisorder(noun ?? american(phrase))) out.add(v);
  const harm = words === 2 ? organHarm(us) : null;
  if (harm) out.add(harm);
  out.delete(phrase);
  return [...out].slice(0, 4);
}
