import { useEffect, useMemo } from 'react';

/**
 * What the view on screen is, for the line every printout ends with (PrintFooter): the page's
 * title (useDocumentTitle writes it), and what the page passes here: its kind, the source it
 * shows, and the link to print when it is not the address itself. No React rendering here: the
 * first load's useDocumentTitle writes to it, and the footer, loaded once the page is idle,
 * reads it.
 */
export interface PrintView {
  /** The page's title, as the tab shows it ("Myocardial Infarction (C0027051)"). */
  title: string;
  /** The path the title was given on: a page that names no title leaves the last page's. */
  titleOf: string;
  /** What kind of view it is ("Concept", "Search results"). */
  kind: string | null;
  /** What the view is of, when the title does not say it on paper ("“heart attack”"). */
  what: string | null;
  /** The source vocabularies the view shows (their SABs), when it shows one or a chosen few. */
  sources: readonly string[] | null;
  /** Where that source's content came from: the drug service has a version of its own. */
  sourceFrom: 'drug service' | null;
  /** The address to come back to, when not the page's own (a report names the page it prints). */
  link: string | null;
}

type Slot = Exclude<keyof PrintView, 'title' | 'titleOf'>;

let state: PrintView = {
  title: '',
  titleOf: '',
  kind: null,
  what: null,
  sources: null,
  sourceFrom: null,
  link: null,
};
const owners: Partial<Record<Slot, object>> = {};
const listeners = new Set<() => void>();
const set = (change: Partial<PrintView>) => {
  state = { ...state, ...change };
  listeners.forEach((l) => l());
};

export const printView = {
  get: (): PrintView => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The title of the page on screen (useDocumentTitle), on the path it is the title of. */
export const setPrintTitle = (title: string, path: string) => {
  if (title !== state.title || path !== state.titleOf) set({ title, titleOf: path });
};

/** One slot, held by the component that set it until it unmounts or sets another value. */
function usePrintSlot<S extends Slot>(slot: S, value: PrintView[S]) {
  useEffect(() => {
    if (value === null) return;
    const owner = {};
    owners[slot] = owner;
    set({ [slot]: value });
    return () => {
      if (owners[slot] !== owner) return;
      delete owners[slot];
      set({ [slot]: null });
    };
  }, [slot, value]);
}

/**
 * A page says what kind of view it is, and, when the title does not say it on paper, what it is
 * of; a part of the page may give the link instead of the address (each slot its own).
 */
export function usePrintView({ kind, what, link }: { kind?: string; what?: string; link?: string }) {
  usePrintSlot('kind', kind ?? null);
  usePrintSlot('what', what ?? null);
  usePrintSlot('link', link ?? null);
}

/**
 * The part of a page that knows which source vocabulary it shows says so (its SAB, or the few a
 * search is limited to), and whether its content came from the drug service rather than the UMLS.
 */
export function usePrintSource(sab: string | readonly string[] | null | undefined, from?: 'drug service') {
  // The slot holds a list: one made again only when the SABs change (SABs hold no comma).
  const key = (typeof sab === 'string' ? [sab] : (sab ?? [])).filter(Boolean).join(',');
  const sources = useMemo(() => (key ? key.split(',') : null), [key]);
  usePrintSlot('sources', sources);
  usePrintSlot('sourceFrom', (key && from) || null);
}
