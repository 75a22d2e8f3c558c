import type { Sentence, Token } from './segment.ts';

/**
 * What must never leave the browser: tokens that look like a number, a date, an identifier,
 * an e-mail address, a web address, a phone number or a person's name. A candidate phrase
 * holding any of them is not sent (candidates.ts), so a note's MRN, its dates, its phone
 * numbers and the patient's name stay in the tab whatever the service would have made of
 * them. The rules lean towards keeping back: a term lost here is a missed mention, a name
 * sent is a leak.
 *
 * "A token" is read as a word as written, the run of characters between spaces: the `5` of
 * `5-fluorouracil` is part of a chemical's name, not a number on its own, while `555-0134`,
 * `12/03/2021`, `MRN123456` and `65-year-old` are withheld as wholes.
 */

export type Withheld = 'number' | 'date' | 'identifier' | 'email' | 'web address' | 'phone' | 'name';

const MONTHS = new Set([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

/** Titles before a person's name. */
const HONORIFICS = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'professor',
  'sir',
  'madam',
  'mister',
]);

/** Labels a name follows in a note's header or signature ("Name: …", "Signed by …"). */
const NAME_LABELS =
  /\b(?:(?:patient|pt|client|resident|member)(?:'?s)?\s+name|name|patient|pt|attending|provider|physician|surgeon|nurse|pcp|referring|referred\s+by|seen\s+by|signed\s+by|dictated\s+by|electronically\s+signed\s+by|transcribed\s+by|cc|contact|next\s+of\s+kin|nok|guardian|emergency\s+contact|spouse|author)\s*[:\-–]\s*/giu;

/** Labels an identifier or a date follows: whatever comes next on the line is withheld. */
const ID_LABELS =
  /\b(?:mrn|mr#|medical\s+record(?:\s+(?:number|no))?|record\s+(?:number|no)|dob|d\.o\.b|date\s+of\s+birth|ssn|social\s+security(?:\s+number)?|account|acct|acc(?:ount)?\s*#|fin|csn|encounter|visit\s+(?:number|no|id)|id|identifier|phone|tel|telephone|mobile|cell|fax|pager|email|e-mail|address|addr|zip|postcode|room|bed|admission\s+date|discharge\s+date|date)\s*(?:#|no\.?|number)?\s*[:#]\s*/giu;

/**
 * Common given names: a capitalised one of these, with the capitalised word after it, is read
 * as a person's name ("John Smith is a 65 year old"). Short on purpose: names of diseases and
 * places that are also given names (Addison, Austin) are left out.
 */
const GIVEN_NAMES = new Set(
  (
    'aaron adam alan albert alex alexander alice alicia amanda amber amy andrea andrew angela ann anna ' +
    'anne anthony antonio arthur ashley barbara benjamin betty beverly billy bobby brandon brenda brian ' +
    'bruce bryan carl carlos carol carolyn catherine charles charlotte cheryl chris christina christine ' +
    'christopher cynthia daniel danielle david deborah debra denise dennis diana diane donald donna ' +
    'doris dorothy douglas dylan edward elizabeth emily emma eric ethan eugene evelyn frances frank ' +
    'gabriel gary george gerald gloria grace gregory hannah harold heather helen henry isabella jack ' +
    'jacob jacqueline james janet janice jason jean jeffrey jennifer jeremy jerry jesse jessica joan joe ' +
    'john johnny jonathan jose joseph joshua joyce juan judith judy julia julie justin karen katherine ' +
    'kathleen kathryn kayla keith kelly kenneth kevin kimberly kyle larry laura lauren linda lisa logan ' +
    'lori louis madison margaret maria marie marilyn mark martha mary matthew megan melissa michael ' +
    'michelle mildred nancy natalie nathan nicholas nicole noah olivia pamela patricia patrick paul ' +
    'peter philip rachel ralph randy raymond rebecca richard robert roger ronald rose russell ruth ryan ' +
    'samantha samuel sandra sara sarah scott sean sharon shirley sophia stephanie stephen steven susan ' +
    'teresa terry theresa thomas timothy tyler victoria vincent virginia walter wayne william willie ' +
    'ahmed ali fatima mohammed muhammad omar wei li chen mei yuki hiroshi raj priya anil sunita ' +
    'maria jose luis carmen pedro miguel ana sofia lucia javier diego'
  ).split(' '),
);

const CAPITALISED = /^\p{Lu}[\p{Ll}\p{M}'’-]*\p{Ll}/u;
const INITIAL = /^\p{Lu}$/u;

/** A word as written: touching tokens, as one run of text between spaces. */
interface Word {
  tokens: Token[];
  text: string;
}

function wordsOf(tokens: readonly Token[], text: string): Word[] {
  const out: Word[] = [];
  for (const t of tokens) {
    const last = out.at(-1);
    if (last && t.touching) last.tokens.push(t);
    else out.push({ tokens: [t] } as Word);
  }
  for (const w of out) w.text = text.slice(w.tokens[0]!.start, w.tokens.at(-1)!.end);
  return out;
}

/** The word without the brackets, quotes and stops around it. */
const core = (w: string) => w.replace(/^[^\p{L}\p{N}@+]+|[^\p{L}\p{N}]+$/gu, '');

/** What a word as written looks like, by its shape alone. */
export function withheldShape(word: string): Withheld | null {
  const w = core(word);
  if (!w) return null;
  if (/@/.test(w)) return 'email';
  if (/^(?:https?:\/\/|www\.)|\.(?:com|org|net|gov|edu|io)(?:\/|$)/iu.test(w)) return 'web address';
  if (/^\+?\(?\d{3}\)?[-.\s]?\d{3}[-.\s]?\d{4}$/u.test(w) || /^\d{3}-\d{4}$/u.test(w)) return 'phone';
  if (/^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}$/u.test(w) || /^\d{1,2}[/-]\d{2,4}$/u.test(w)) return 'date';
  if (/^[\p{N}.,:/\-–+%()]+$/u.test(w)) return 'number';
  const digits = w.replace(/\D/gu, '').length;
  // An identifier: a run of three digits or more, or more digits than a chemical name has.
  if (/\d{3}/u.test(w) || digits >= 4) return 'identifier';
  // A number with its unit written on ("65-year-old", "24h", "10mg"): an age, a dose, a time.
  if (
    /^\d{2}/u.test(w) ||
    /^\d+(?:\.\d+)?[-–]?(?:year|yr|y|month|mo|week|wk|day|d|hour|hr|h|min|mg|g|kg|ml|l|cm|mm|m)\b/iu.test(w)
  )
    return 'number';
  return null;
}

export interface PrivacyResult {
  /** Token start offset → why it is withheld. */
  withheld: Map<number, Withheld>;
  /** Names found in the text (as written), withheld wherever they occur in it. */
  names: Set<string>;
}

/** Marks the capitalised words (and initials) from token index `i` on as a name, up to three. */
function takeName(words: readonly Word[], i: number, names: Set<string>): void {
  let taken = 0;
  for (let k = i; k < words.length && taken < 3; k++) {
    const w = core(words[k]!.text);
    const first = w.split(/[-'’]/u)[0] ?? '';
    if (INITIAL.test(first) || CAPITALISED.test(first) || /^\p{Lu}{2,}$/u.test(first)) {
      for (const part of w.split(/[^\p{L}\p{M}]+/u))
        if (part.length > 1 || INITIAL.test(part)) names.add(part);
      taken++;
      // "Smith, John": a comma between surname and given name keeps the name going.
      if (/[.,]$/.test(words[k]!.text) && !/,$/.test(words[k]!.text) && !INITIAL.test(first)) break;
    } else break;
  }
}

/**
 * Every withheld token of the text: by shape (withheldShape), after a label that announces
 * an identifier, a date or a name, and every occurrence of a name once one is found.
 */
export function findWithheld(text: string, sentences: readonly Sentence[]): PrivacyResult {
  const withheld = new Map<number, Withheld>();
  const names = new Set<string>();
  const all = sentences.flatMap((s) => s.tokens);
  const words = wordsOf(all, text);

  // Values after labels: to the end of the line for an identifier, up to three capitalised words for a name.
  const labelled = (re: RegExp, kind: 'id' | 'name') => {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const from = m.index + m[0].length;
      const lineEnd = text.slice(from).search(/[\r\n]/u);
      const to = lineEnd < 0 ? text.length : from + lineEnd;
      const i = words.findIndex((w) => w.tokens[0]!.start >= from);
      if (i < 0) continue;
      if (kind === 'name') takeName(words, i, names);
      else
        for (let k = i; k < words.length && words[k]!.tokens[0]!.start < to; k++) {
          // An identifier is one or two words; a line of prose after "Date:" keeps its words.
          if (k - i >= 3) break;
          for (const t of words[k]!.tokens) withheld.set(t.start, 'identifier');
        }
    }
  };
  labelled(ID_LABELS, 'id');
  labelled(NAME_LABELS, 'name');

  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const shape = withheldShape(w.text);
    if (shape) for (const t of w.tokens) withheld.set(t.start, shape);
    const c = core(w.text);
    const lower = c.toLowerCase();
    // A month beside a number is part of a date ("March 3, 2021", "3 Mar 2021").
    if (MONTHS.has(lower)) {
      const near = [words[i - 1], words[i + 1]].some((n) => n && /^\d/u.test(core(n.text)));
      // Capitalised, a month on its own is a date's part too ("in January"); "May" and
      // "March" are also words.
      const named = /^\p{Lu}/u.test(c) && lower !== 'may' && lower !== 'march';
      if (near || named) for (const t of w.tokens) withheld.set(t.start, 'date');
    }
    if (HONORIFICS.has(lower) && i + 1 < words.length) takeName(words, i + 1, names);
    // A citation ("Blonquist et al."): the author's name and the "et al." after it. Only here:
    // the same word elsewhere may be a disease named for a person ("Parkinson et al." and
    // "Parkinson disease").
    const prev = words[i - 1];
    if (
      lower === 'et' &&
      /^al\b/iu.test(core(words[i + 1]?.text ?? '')) &&
      prev &&
      CAPITALISED.test(core(prev.text))
    )
      for (const t of [prev, w, words[i + 1]!].flatMap((x) => x.tokens)) withheld.set(t.start, 'name');
    if (GIVEN_NAMES.has(lower) && CAPITALISED.test(c)) {
      const next = words[i + 1];
      const nextCore = next ? core(next.text) : '';
      // "John Smith", "John A. Smith": a given name with a capitalised word or initial after it.
      if (next && (CAPITALISED.test(nextCore) || INITIAL.test(nextCore)) && !w.text.endsWith('.'))
        takeName(words, i, names);
    }
  }
  if (names.size)
    for (const w of words)
      for (const t of w.tokens) if (t.kind === 'word' && names.has(t.text)) withheld.set(t.start, 'name');
  return { withheld, names };
}
