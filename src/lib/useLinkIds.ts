import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { identifierQuery } from './input-kind/concept.ts';
import {
  chooseLinkId,
  settleLinkIds,
  splitLinkIds,
  withLinkIds,
  type LinkChoice,
  type LinkIdRules,
  type LinkNotes,
  type LookupState,
  type OpenLookup,
} from './linkIds.ts';
import { useRelease } from './release.ts';

export interface LinkIds {
  /** What the page shows, in the link's order (CUIs; compare: also `rxcui:` tokens). */
  tokens: string[];
  /** Identifiers being looked up: the page holds its view until they answer, so nothing moves. */
  pending: OpenLookup[];
  failed: Array<OpenLookup & { error: unknown; retry: () => void }>;
  /** Identifiers that name several concepts, for the user to pick from. */
  choices: Array<OpenLookup & { options: LinkChoice[] }>;
  /** What each identifier of the link was found to be. */
  resolved: string[];
  /** What the link held that is not shown: malformed, repeated, past the most, nothing found. */
  problems: string[];
  /** Identifiers still open (looked up, failed, several), as written: kept when the page writes a new link. */
  open: string[];
  choose: (choice: OpenLookup, option: LinkChoice) => void;
}

const distinct = (xs: readonly string[]) => [...new Set(xs)];
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The notes a rewrite left in its history entry (so they survive a reload, not a new link). */
function carriedNotes(state: unknown): LinkNotes {
  const notes = (state as { linkNotes?: Partial<LinkNotes> } | null)?.linkNotes;
  return { resolved: strings(notes?.resolved), problems: strings(notes?.problems) };
}

const merge = (a: LinkNotes, b: LinkNotes): LinkNotes => ({
  resolved: distinct([...a.resolved, ...b.resolved]),
  problems: distinct([...a.problems, ...b.problems]),
});

/** One array per set of ids (none holds a comma), so what a page derives from them is not redone every render. */
function useSameIds(ids: readonly string[]): string[] {
  const key = ids.join(',');
  return useMemo(() => (key ? key.split(',') : []), [key]);
}

/**
 * The `?ids=` of a page that takes several concepts from its link, with the identifiers in it
 * looked up as the page's box looks them up (the same query, so the same cache). Once they have
 * answered, the link is replaced by its canonical form (found CUIs / `rxcui:` ids), and what was
 * found is said, kept in the history entry's state, so a reload or a shared link is stable.
 */
export function useLinkIds(raw: string | null, rules: LinkIdRules): LinkIds {
  const release = useRelease();
  const location = useLocation();
  const navigate = useNavigate();
  const split = useMemo(() => splitLinkIds(raw, rules), [raw, rules]);
  const results = useQueries({
    queries: split.entries.flatMap((e) => (e.kind === 'lookup' ? [identifierQuery(release, e.lookup)] : [])),
  });
  // Each lookup entry's place among the queries.
  const lookupAt = split.entries.flatMap((e, i) => (e.kind === 'lookup' ? [i] : []));
  const states = split.entries.map((e, i): LookupState | undefined => {
    const r = e.kind === 'lookup' ? results[lookupAt.indexOf(i)] : undefined;
    if (!r) return undefined;
    if (r.isError) return { status: 'error', error: r.error };
    return r.data ? { status: 'done', answer: r.data } : { status: 'pending' };
  });
  const settled = settleLinkIds(split, states, rules);
  const retryOf = (part: number) => {
    const at = lookupAt.findIndex((i) => split.entries[i]!.part === part);
    return () => void results[at]?.refetch();
  };

  const carried = carriedNotes(location.state);
  const here = `${location.pathname}${location.search}`;
  const target = settled.rewrite && `${location.pathname}${withLinkIds(location.search, settled.rewrite)}`;
  const notes = JSON.stringify(merge(carried, settled));
  useEffect(() => {
    if (!target || target === here) return;
    void navigate(`${target}${location.hash}`, { replace: true, state: { linkNotes: JSON.parse(notes) } });
  }, [target, here, notes, navigate, location.hash]);

  const tokens = useSameIds(settled.tokens);
  const openParts = new Set([...settled.pending, ...settled.failed, ...settled.choices].map((o) => o.part));
  return {
    tokens,
    pending: settled.pending,
    failed: settled.failed.map((f) => ({ ...f, retry: retryOf(f.part) })),
    choices: settled.choices,
    resolved: distinct([...carried.resolved, ...settled.resolved]),
    problems: distinct([...split.problems, ...carried.problems, ...settled.problems]),
    open: split.parts.filter((_, i) => openParts.has(i)),
    choose: (choice, option) => {
      const picked = chooseLinkId(split.parts, settled.tokens, choice, option);
      void navigate(`${location.pathname}${withLinkIds(location.search, picked.ids)}${location.hash}`, {
        replace: true,
        state: { linkNotes: merge(carried, picked.notes) },
      });
    },
  };
}
