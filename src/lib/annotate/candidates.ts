import type { Sentence, Token } from './segment.ts';
import { BOUNDARY, ED_IN_TERMS, HEADS, ING_IN_TERMS, LY_NOT_ADVERBS, MODIFIERS, STOP } from './stopWords.ts';

/**
 * Candidate phrases: runs of words inside phrase-like chunks, never across a sentence, a list
 * item, a stop word, a bracket or comma, or a withheld token (privacy.ts). A chunk is asked
 * longest first (annotate.ts): a shorter run is asked only where no longer one matched.
 */

/** The longest run of words asked as one phrase. */
export const MAX_WORDS = 6;

export interface Chunk {
  /** Index of the sentence it is in. */
  sentence: number;
  /** Its tokens: words, and the punctuation that joins them ("drug-induced", "Na+/K+"). */
  tokens: Token[];
  /** Indexes into `tokens` of its words. */
  words: number[];
  /**
   * The text says something caused it: it follows "X-induced" or "X induced", or is followed
   * by "induced by" ("cisplatin-induced nephrotoxicity", "seizures induced by cocaine").
   */
  induced?: boolean;
}

export interface Span {
  start: number;
  end: number;
}

export interface Candidate extends Span {
  /** What is sent: the text of the span with every run of spaces and line breaks as one space. */
  phrase: string;
  /** Lower-cased phrase: the key it is asked by, once however often it occurs. */
  key: string;
  /** Number of words. */
  size: number;
  /** Index (among the chunk's words) of its first word. */
  firstWord: number;
  sentence: number;
  /** The run ends its chunk, and the chunk is said to be induced (Chunk.induced). */
  induced?: boolean;
}

const isWord = (t: Token) => t.kind !== 'punct';

/**
 * Punctuation that joins words into one ("beta-blocker", "Crohn's", "Na+/K+-ATPase",
 * "3,4-dihydroxy"): written with no space on either side. Any other punctuation ends a chunk.
 */
function joins(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  if (!t.touching) return false;
  // "CD4+ cells": a plus closes the word it is written on.
  if (t.text === '+') return true;
  // "Graves' disease", "Wilms' tumour": an apostrophe after a plural s is a possessive that
  // joins its name to the noun after it (a space between them, unlike "Crohn's").
  if (/^['’]$/u.test(t.text) && /s$/iu.test(tokens[i - 1]?.text ?? '') && next?.joined && isWord(next))
    return true;
  if (!next?.touching || !isWord(next)) return false;
  // A stop or a comma between digits belongs to a number or a locant ("3.5", "3,4-dihydroxy").
  if (t.text === '.' || t.text === ',') return /^\p{N}/u.test(next.text);
  return !/^[;:!?()[\]{}"“”]$/u.test(t.text);
}

/**
 * Nouns of Greek roots that end in -ly and name conditions: an enlarged organ (-megaly:
 * "acromegaly", "splenomegaly"), a head or digits malformed (-cephaly, -dactyly).
 */
const GREEK_LY_NOUNS = /(megaly|cephaly|dactyly)$/u;

/**
 * A free-standing adverb ("significantly") or participle ("treated", "induced", "aggravating")
 * ends a chunk: "cisplatin induced nephrotoxicity" is two terms, not one of three words. The
 * -ed words that begin terms ("acquired", "disseminated") and the -ing words that name
 * something ("bleeding", "hearing") are kept.
 */
export function isVerbOrAdverb(lower: string): boolean {
  if (lower.length > 4 && lower.endsWith('ly') && !LY_NOT_ADVERBS.has(lower) && !GREEK_LY_NOUNS.test(lower))
    return true;
  if (lower.length > 5 && lower.endsWith('ing') && !ING_IN_TERMS.has(lower)) return true;
  return lower.length > 4 && lower.endsWith('ed') && !lower.endsWith('eed') && !ED_IN_TERMS.has(lower);
}

const INDUCED = 'induced';

/** The chunks of a sentence. */
export function chunksOf(sentence: Sentence, index: number, withheld: ReadonlyMap<number, unknown>): Chunk[] {
  const out: Chunk[] = [];
  let cur: Token[] = [];
  /** The next chunk follows "X-induced" or "X induced". */
  let induced = false;
  const close = () => {
    // A chunk never starts or ends with its joining punctuation.
    while (cur.length && !isWord(cur[0]!)) cur.shift();
    // A plus written on its word stays: it is part of the name ("CD4+", "K+").
    while (cur.length && !isWord(cur.at(-1)!) && !(cur.at(-1)!.text === '+' && cur.at(-1)!.touching))
      cur.pop();
    if (cur.length) {
      const words = cur.flatMap((t, i) => (isWord(t) ? [i] : []));
      out.push({ sentence: index, tokens: cur, words, ...(induced ? { induced } : {}) });
      induced = false;
    }
    cur = [];
  };
  const tokens = sentence.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (withheld.has(t.start)) {
      close();
      induced = false;
      continue;
    }
    const lower = t.text.toLowerCase();
    // "X-induced Y" names two things, a cause and what it caused: split there (no term is
    // asked across it), and mark what was caused. "Y induced by X" marks the chunk before.
    if (lower === INDUCED) {
      if (tokens[i - 1]?.text === '-' && t.touching) cur.pop();
      const caused = cur.some(isWord) && tokens[i + 1]?.text.toLowerCase() === 'by';
      close();
      if (caused) out.at(-1)!.induced = true;
      else induced = true;
      continue;
    }
    if (t.kind === 'punct') {
      if (cur.length && joins(tokens, i)) cur.push(t);
      else {
        close();
        induced = false;
      }
      continue;
    }
    // A word that joins its neighbours ("non-small", "anti-inflammatory") is part of a term.
    // A full stop or a bracket written against it does not ("treated." ends its sentence).
    const inCompound =
      (t.touching && i > 0 && joins(tokens, i - 1)) ||
      (tokens[i + 1]?.touching === true && joins(tokens, i + 1));
    if ((BOUNDARY.has(lower) || isVerbOrAdverb(lower)) && !inCompound) {
      close();
      continue;
    }
    // A number on its own (a dose, a count) ends a chunk; inside a name ("COVID-19") it is kept.
    if (t.kind === 'number' && !inCompound) {
      close();
      continue;
    }
    // A line break inside a sentence only joins a wrapped line; a chunk stays on one line.
    if (cur.length && !t.joined && !t.touching) close();
    cur.push(t);
  }
  close();
  return out;
}

/** The text of tokens `from..to` (inclusive) of a chunk, spaces and line breaks folded to one space. */
export function phraseOf(text: string, chunk: Chunk, from: number, to: number): string {
  return text.slice(chunk.tokens[from]!.start, chunk.tokens[to]!.end).replace(/\s+/gu, ' ').trim();
}

/** A plural's singular ("syndromes" → "syndrome"); the word itself when it is none. */
const singular = (lower: string) => (lower.length > 3 && /[^s]s$/u.test(lower) ? lower.slice(0, -1) : lower);

/** A stop word, or the plural of one ("recurrences", "syndromes"). */
const isStop = (lower: string) => STOP.has(lower) || STOP.has(singular(lower));

/** Words never sent alone, and runs made only of such words. */
export function isStopPhrase(words: readonly string[]): boolean {
  return words.every((w) => {
    const l = w.toLowerCase();
    return isStop(l) || BOUNDARY.has(l) || l.length < 2 || /^\p{N}+$/u.test(l);
  });
}

/**
 * A run of several words that begins or ends with a stop word is no term ("patients
 * receiving", "high doses"), except with the few that begin or end terms ("acute renal
 * failure", "heart disease").
 */
function termEdges(ws: readonly string[]): boolean {
  if (ws.length < 2) return true;
  const first = ws[0]!.toLowerCase();
  const last = ws.at(-1)!.toLowerCase();
  return (
    (!isStop(first) || MODIFIERS.has(first)) &&
    (!isStop(last) || HEADS.has(last) || HEADS.has(singular(last)))
  );
}

/** Chemical symbols written as cations in biomedical text, and their elements' names. */
const ELEMENT_OF_ION = new Map([
  ['Na', 'sodium'],
  ['K', 'potassium'],
  ['Ca', 'calcium'],
  ['Mg', 'magnesium'],
  ['Li', 'lithium'],
  ['Fe', 'iron'],
  ['Zn', 'zinc'],
  ['Cu', 'copper'],
  ['Mn', 'manganese'],
  ['Cd', 'cadmium'],
  ['Hg', 'mercury'],
  ['Ba', 'barium'],
  ['Sr', 'strontium'],
  ['Ni', 'nickel'],
  ['Pb', 'lead'],
]);

/** The chunk's word `i` is a single capital letter written after a word in lower case (its first letter aside). */
function lettered(chunk: Chunk, i: number): boolean {
  if (i === 0) return false;
  const w = chunk.tokens[chunk.words[i]!]!.text;
  const before = chunk.tokens[chunk.words[i - 1]!]!.text;
  return /^\p{Lu}$/u.test(w) && /^\p{L}\p{Ll}+$/u.test(before);
}

/**
 * The runs of `size` words of a chunk, as candidates, leaving out runs made only of stop words
 * and single letters. A run that ends on a hyphen's first half ("drug-" of "drug-induced") is
 * left out too: it names half a word.
 */
export function runsOf(text: string, chunk: Chunk, size: number): Candidate[] {
  const out: Candidate[] = [];
  const n = chunk.words.length;
  for (let i = 0; i + size <= n; i++) {
    const from = chunk.words[i]!;
    const to = chunk.words[i + size - 1]!;
    const first = chunk.tokens[from]!;
    const last = chunk.tokens[to]!;
    const before = chunk.tokens[from - 1];
    const after = chunk.tokens[to + 1];
    // Not half of a word joined by an apostrophe ("s" of "Crohn's") or a plus ("CD4" of "CD4+").
    if (before && /^['’]$/u.test(before.text) && first.touching) continue;
    if (after && after.text === '+' && after.touching) {
      // An element's ion ("K+", "Ca2+") is asked by the element's name.
      const element = size === 1 ? ELEMENT_OF_ION.get(first.text.replace(/\d$/u, '')) : undefined;
      if (element)
        out.push({
          start: first.start,
          end: after.end,
          phrase: element,
          key: element,
          size,
          firstWord: i,
          sentence: chunk.sentence,
        });
      continue;
    }
    const ws = chunk.words.slice(i, i + size).map((k) => chunk.tokens[k]!.text);
    if (isStopPhrase(ws) || !termEdges(ws)) continue;
    // A capital letter after a lower-case word belongs to it ("hepatitis B", "vitamin D",
    // "protein C"): no run starts at the letter ("B vaccine") nor ends just before it
    // ("perinatal hepatitis"), each half a name.
    if (size > 1 && lettered(chunk, i)) continue;
    if (i + size < n && lettered(chunk, i + size)) continue;
    const phrase = phraseOf(text, chunk, from, to);
    const induced = chunk.induced === true && i + size === n;
    out.push({
      start: first.start,
      end: last.end,
      phrase,
      // An induced run is its own question (asked as drug-induced first, annotate.ts).
      key: (induced ? 'induced: ' : '') + phrase.toLocaleLowerCase('en-US'),
      size,
      firstWord: i,
      sentence: chunk.sentence,
      ...(induced ? { induced } : {}),
    });
  }
  return out;
}
