import { findDefinitions, usesOf, type Definition } from './abbreviations.ts';
import { chunksOf, MAX_WORDS, runsOf, type Candidate, type Chunk, type Span } from './candidates.ts';
import { contextOf, findTriggers, type Trigger } from './context.ts';
import { disorderNameOf } from './disorderNames.ts';
import { findWithheld, type Withheld } from './privacy.ts';
import { segment, type Sentence } from './segment.ts';
import { variantsOf } from './variants.ts';
import { groupOf } from './semanticGroups.ts';
import type {
  AnnotateService,
  AnnotationResult,
  ConceptDetails,
  FoundConcept,
  Mention,
  RunState,
  SearchKind,
  SentPhrase,
  TargetCode,
} from './types.ts';

/**
 * From text to mentions: the text pipeline (prepare: sentences, withheld tokens, abbreviation
 * definitions, chunks, context triggers; no calls, measured in the bench) and the run that
 * asks the service about each distinct candidate once (annotateText).
 */

/** The longest text the page takes (the limit is named when a longer one is refused). */
export const MAX_TEXT_LENGTH = 50_000;

/** Alternatives kept per mention, for a hand to pick another. */
const ALTERNATIVES = 5;

export interface Prepared {
  text: string;
  sentences: Sentence[];
  withheld: Map<number, Withheld>;
  names: Set<string>;
  definitions: Definition[];
  /** Spans of the short forms' uses (never sent; linked to their long form). */
  shortForms: Array<{ definition: Definition; uses: Span[] }>;
  chunks: Chunk[];
  triggers: Trigger[][];
}

/** Everything the pipeline does before the first call. */
export function prepare(text: string): Prepared {
  const sentences = segment(text);
  const { withheld, names } = findWithheld(text, sentences);
  const definitions = findDefinitions(text);
  const shortForms = definitions.map((definition) => ({ definition, uses: usesOf(text, definition) }));
  // A short form's tokens end chunks like a withheld token: they are linked, not asked.
  const skip = new Map<number, Withheld | 'abbreviation'>(withheld);
  const inShort = (start: number) =>
    shortForms.some((s) => s.uses.some((u) => start >= u.start && start < u.end));
  for (const s of sentences)
    for (const t of s.tokens) if (inShort(t.start)) skip.set(t.start, 'abbreviation');
  const chunks = sentences.flatMap((s, i) => chunksOf(s, i, skip));
  const triggers = sentences.map((s) => findTriggers(text, s.start, s.end));
  return { text, sentences, withheld, names, definitions, shortForms, chunks, triggers };
}

/** A phrase's answer: the concepts found and by which search, or none. */
interface Answer {
  hits: FoundConcept[];
  by: SearchKind | 'variant' | null;
  /** The variant that found them (variants.ts). */
  variant?: string;
}

/**
 * A normalised search finds what an exact one cannot when the phrase has several words (their
 * order, inflections, punctuation), punctuation, or a plural: for a single plain word in the
 * singular it would only repeat the exact search, at one more request. Words ending in -us,
 * -is or -ss ("bolus", "venous", "psoriasis", "abscess") are no plurals.
 */
export function worthNormalising(phrase: string, words: number): boolean {
  return words > 1 || /[^\p{L}\p{N}]/u.test(phrase) || (/s$/iu.test(phrase) && !/(us|is|ss)$/iu.test(phrase));
}

export interface AnnotateOptions {
  /** The target source whose codes each concept gets (MSH, SNOMEDCT_US); null for none. */
  target: string | null;
  /** Called with each new state of the run (mentions so far, phrases sent). */
  onUpdate?: (result: AnnotationResult) => void;
  signal?: AbortSignal;
}

const spanId = (s: Span) => `${s.start}-${s.end}`;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * Asks the service about every candidate of a prepared text: each chunk longest run first,
 * a shorter run only where no longer one matched; each distinct phrase (case aside) once,
 * exact first and normalised when exact finds nothing; then each distinct concept's semantic
 * types (and target codes) once. A failure stops the run: what was found is kept, and the
 * chunks not yet checked are listed as such.
 */
export async function annotateText(
  p: Prepared,
  service: AnnotateService,
  options: AnnotateOptions,
): Promise<AnnotationResult> {
  const stop = new AbortController();
  const outer = options.signal;
  const onOuterAbort = () => stop.abort();
  outer?.addEventListener('abort', onOuterAbort);
  const signal = stop.signal;
  let state: RunState = 'running';
  let error: string | null = null;

  const sent = new Map<string, SentPhrase>();
  const answers = new Map<string, Promise<Answer>>();
  const concepts = new Map<string, ConceptDetails | null>();
  const conceptCalls = new Map<string, Promise<void>>();
  const targets = new Map<string, TargetCode[]>();
  /** Matches by span, as the chunks accept them. */
  const found = new Map<string, { c: Candidate; answer: Answer }>();
  const unfinished = new Set<Chunk>(p.chunks);
  // A span's context depends on the text alone: worked out once, not at every update.
  const contexts = new Map<string, ReturnType<typeof contextOf>>();
  const contextAt = (span: Span, sentence: number) => {
    const id = spanId(span);
    let c = contexts.get(id);
    if (!c) contexts.set(id, (c = contextOf(p.text, span, p.triggers[sentence] ?? [])));
    return c;
  };
  const covered = new Map<Chunk, boolean[]>();

  const fail = (err: unknown) => {
    if (isAbort(err)) return;
    if (state === 'running') {
      state = 'stopped';
      error = errorText(err);
    }
    stop.abort();
  };

  const update = () => options.onUpdate?.(snapshot());

  function ask(c: Candidate): Promise<Answer> {
    const known = answers.get(c.key);
    if (known) return known;
    const record: SentPhrase = { phrase: c.phrase, asked: [], state: 'waiting' };
    sent.set(c.key, record);
    const search = (string: string, searchType: SearchKind) => {
      record.asked.push({ searchType, string });
      return service.search(string, searchType, signal);
    };
    const run = async (): Promise<Answer> => {
      // What a text says was induced (by a drug, a toxin) is first asked as such: terminologies
      // name the drug-induced form of many disorders ("Dyskinesia, Drug-Induced").
      if (c.induced) {
        const variant = `drug-induced ${c.phrase}`;
        const hits = await search(variant, 'normalizedString');
        if (hits.length) return { hits, by: 'variant', variant };
      }
      const disorder = disorderNameOf(c.phrase);
      if (disorder) {
        const hits = await search(disorder, 'normalizedString');
        if (hits.length) return { hits, by: 'variant', variant: disorder };
      }
      const exact = await search(c.phrase, 'exact');
      if (exact.length) return { hits: exact, by: 'exact' };
      if (worthNormalising(c.phrase, c.size)) {
        const normal = await search(c.phrase, 'normalizedString');
        if (normal.length) return { hits: normal, by: 'normalizedString' };
      }
      for (const variant of variantsOf(c.phrase, c.size)) {
        const hits = await search(variant, 'normalizedString');
        if (hits.length) return { hits, by: 'variant', variant };
      }
      return { hits: [], by: null };
    };
    const promise = run().then(
      (a) => {
        record.state = a.by ? 'found' : 'none';
        return a;
      },
      (err: unknown) => {
        record.state = isAbort(err) && state !== 'stopped' ? 'none' : 'failed';
        throw err;
      },
    );
    answers.set(c.key, promise);
    return promise;
  }

  function readConcept(cui: string): Promise<void> {
    const known = conceptCalls.get(cui);
    if (known) return known;
    const call = (async () => {
      concepts.set(cui, await service.concept(cui, signal));
      if (options.target) targets.set(cui, await service.targetCodes(cui, signal));
      update();
    })();
    call.catch(fail);
    conceptCalls.set(cui, call);
    return call;
  }

  async function walkChunk(chunk: Chunk): Promise<void> {
    const words = chunk.words.length;
    const cover = new Array<boolean>(words).fill(false);
    covered.set(chunk, cover);
    const free = (c: Candidate) => cover.slice(c.firstWord, c.firstWord + c.size).every((x) => !x);
    for (let size = Math.min(MAX_WORDS, words); size >= 1; size--) {
      const runs = runsOf(p.text, chunk, size).filter(free);
      if (!runs.length) continue;
      const got = await Promise.all(runs.map((c) => ask(c).then((answer) => ({ c, answer }))));
      for (const { c, answer } of got) {
        if (!answer.by || !free(c)) continue;
        cover.fill(true, c.firstWord, c.firstWord + c.size);
        found.set(spanId(c), { c, answer });
        void readConcept(answer.hits[0]!.cui);
      }
      if (got.some((g) => g.answer.by)) update();
      if (cover.every(Boolean)) break;
    }
    unfinished.delete(chunk);
  }

  /**
   * One sense per text: a phrase the text says was induced, and found as the drug-induced
   * disorder, means that disorder wherever else the text writes it ("clotiazepam-induced
   * hepatitis … no relapse of hepatitis").
   */
  function inducedSense(c: Candidate): Answer | null {
    if (c.induced) return null;
    for (const { c: other, answer } of found.values())
      if (other.induced && answer.by === 'variant' && other.phrase.toLowerCase() === c.key) return answer;
    return null;
  }

  function mentionOf(c: Candidate, own: Answer): Mention {
    const answer = inducedSense(c) ?? own;
    const hit = answer.hits[0]!;
    const details = concepts.get(hit.cui);
    return {
      id: spanId(c),
      start: c.start,
      end: c.end,
      text: p.text.slice(c.start, c.end),
      cui: hit.cui,
      name: details?.name ?? hit.name,
      semanticTypes: details ? details.semanticTypes : null,
      group: details ? groupOf(details.semanticTypes.map((t) => t.tui)) : null,
      matchedBy: answer.by === 'exact' ? 'exact' : answer.by === 'variant' ? 'variant' : 'normalised',
      phrase: answer.variant ?? c.phrase,
      alternatives: answer.hits.slice(1, 1 + ALTERNATIVES),
      target: options.target ? (targets.get(hit.cui) ?? null) : null,
      context: contextAt(c, c.sentence),
      abbreviationOf: null,
    };
  }

  function snapshot(): AnnotationResult {
    const mentions: Mention[] = [];
    for (const { c, answer } of found.values()) mentions.push(mentionOf(c, answer));
    // A defined short form takes the concept of what its long form found: the longest mention
    // inside the long form that ends where it ends.
    for (const { definition, uses } of p.shortForms) {
      const long = mentions
        .filter((m) => !m.abbreviationOf && m.start >= definition.long.start && m.end === definition.long.end)
        .sort((a, b) => a.start - b.start)[0];
      if (!long) continue;
      for (const u of uses) {
        const sentence = p.sentences.findIndex((s) => u.start >= s.start && u.end <= s.end);
        mentions.push({
          ...long,
          id: spanId(u),
          start: u.start,
          end: u.end,
          text: p.text.slice(u.start, u.end),
          matchedBy: 'abbreviation',
          abbreviationOf: p.text.slice(definition.long.start, definition.long.end),
          context: contextAt(u, sentence),
        });
      }
    }
    mentions.sort((a, b) => a.start - b.start || b.end - a.end);
    const unchecked =
      state === 'running' || state === 'complete'
        ? []
        : [...unfinished].flatMap((chunk) => uncheckedSpans(chunk, covered.get(chunk)));
    const phrases = [...sent.values()].map((s) => ({ ...s, asked: [...s.asked] }));
    return { state, mentions, sent: phrases, unchecked, error };
  }

  try {
    await Promise.all(p.chunks.map((chunk) => walkChunk(chunk).catch(fail)));
    await Promise.all([...conceptCalls.values()].map((c) => c.catch(() => undefined)));
    if (state === 'running') state = outer?.aborted ? 'cancelled' : 'complete';
  } finally {
    outer?.removeEventListener('abort', onOuterAbort);
  }
  const result = snapshot();
  options.onUpdate?.(result);
  return result;
}

/** The words of a chunk no match covers, as spans (a run of them is one span). */
function uncheckedSpans(chunk: Chunk, cover: boolean[] | undefined): Span[] {
  const out: Span[] = [];
  let open: Span | null = null;
  chunk.words.forEach((k, i) => {
    const t = chunk.tokens[k]!;
    if (cover?.[i]) {
      open = null;
      return;
    }
    if (open) open.end = t.end;
    else out.push((open = { start: t.start, end: t.end }));
  });
  return out;
}
