import type { RxConcept as RxConceptRecord } from '../dataset/model.ts';
import type { ArgValue, Call } from './dispatch.ts';
import { userException } from './fault.ts';
import { parseNdc } from './ndc.ts';
import { suggestSpellings } from './spelling.ts';
import { ALL_RELATED_TTY_ORDER, isActive, relatedOfType, type RxVocab } from './vocab.ts';
import type { RxConcept, RxConceptGroup, RxTermInfo, WireValue } from './wire-types.ts';

/**
 * The 17 operations over the demo data. Behaviour follows reference §5 (the REST pages of
 * the same functions); where SOAP behaviour is unknown, unknown names and ids give empty
 * results (§4.4) and only malformed input faults.
 */
export interface TicketCheck {
  /** Spends a CAS service ticket; false when unknown, used or expired. */
  consumeServiceTicket(ticket: string): boolean;
}

export interface ServiceInfo {
  drugVocabVersion: string;
  metaVersion: string;
}

type Handler = (args: Args) => WireValue;

export function createService(
  vocab: RxVocab,
  auth: TicketCheck,
  info: ServiceInfo,
): (call: Call) => WireValue {
  const { data } = vocab;

  const bean = (c: RxConceptRecord): RxConcept => ({
    CUI: c.cui,
    LAT: c.language,
    RXCUI: c.rxcui,
    STR: c.name,
    SUPPRESS: c.suppress,
    SY: c.synonym,
    TTY: c.tty,
  });

  const group = (tty: string, members: readonly RxConceptRecord[]): RxConceptGroup => ({
    type: tty,
    rxConcept: members.map(bean),
  });

  const byRxcui = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b);

  /** allSourcesFlag 0 = Active concepts; 1 = Current (any concept of this release). */
  const inScope = (rxcui: string, allSources: number) => {
    const c = data.concepts.get(rxcui);
    return allSources === 1 ? c !== undefined : isActive(c);
  };

  const findByString = (term: string, sources: readonly string[], allSources: number): string[] => {
    const wanted = new Set(sources.map((s) => s.toUpperCase()));
    const hits = vocab.byName.get(term.toLowerCase()) ?? [];
    const rxcuis = new Set<string>();
    for (const hit of hits) {
      // Sources only narrow the search with allSourcesFlag=1; an empty list means all.
      if (allSources === 1 && wanted.size > 0 && !wanted.has(hit.sab)) continue;
      if (inScope(hit.rxcui, allSources)) rxcuis.add(hit.rxcui);
    }
    return [...rxcuis].sort(byRxcui);
  };

  const findById = (idType: string, id: string, allSources: number): string[] => {
    const type = idType.trim().toUpperCase();
    let rxcuis: readonly string[] = [];
    if (type === 'NDC') {
      const ndc = parseNdc(id);
      if (ndc?.kind === 'package') rxcuis = data.rxcuisByNdc.get(ndc.ndc11) ?? [];
      else if (ndc?.kind === 'product') rxcuis = vocab.byNdcProduct.get(ndc.product9) ?? [];
    } else {
      rxcuis = data.idIndex.get(type)?.get(id.trim().toUpperCase()) ?? [];
    }
    return [...new Set(rxcuis)].filter((r) => inScope(r, allSources)).sort(byRxcui);
  };

  const activeConcept = (rxcui: string) => {
    const c = data.concepts.get(rxcui.trim());
    return isActive(c) ? c : undefined;
  };

  const relatedGroups = (
    c: RxConceptRecord,
    ttys: readonly string[],
    includeSelf: boolean,
  ): RxConceptGroup[] =>
    ttys.map((tty) => {
      const members = relatedOfType(vocab, c.rxcui, tty);
      return group(tty, includeSelf && c.tty === tty ? [c, ...members] : members);
    });

  const handlers: Record<string, Handler> = {
    getDisplayTerms: () => vocab.displayTerms,
    getDrugVocabVersion: () => info.drugVocabVersion,
    getMetaVersion: () => info.metaVersion,
    getIdTypes: () => vocab.idTypes,
    getRelaTypes: () => vocab.relaTypes,
    getTermTypes: () => vocab.termTypes,

    getSpellingSuggestions: (a) => suggestSpellings(a.string('term'), vocab.spellingWords),

    findRxcuiByString: (a) =>
      a.has('allSourcesFlag')
        ? findByString(a.string('term'), a.strings('sources'), a.flag('allSourcesFlag'))
        : findByString(a.string('term'), [], 0),

    findRxcuiById: (a) =>
      findById(a.string('idType'), a.string('id'), a.has('allSourcesFlag') ? a.flag('allSourcesFlag') : 0),

    getRxConceptProperties: (a) => {
      const c = activeConcept(a.string('rxcui'));
      return c ? bean(c) : null;
    },

    getRelatedByRelationship: (a) => {
      const c = activeConcept(a.string('rxcui'));
      if (!c) return [];
      const relas = new Set(a.strings('rela_list').map((r) => r.trim().toLowerCase()));
      const members = new Map<string, RxConceptRecord>();
      for (const rel of data.relationsFrom.get(c.rxcui) ?? []) {
        const to = data.concepts.get(rel.to);
        if (relas.has(rel.rela) && isActive(to)) members.set(to.rxcui, to);
      }
      // Directly related concepts grouped by their TTY; only the groups that have members.
      return ALL_RELATED_TTY_ORDER.map((tty) =>
        group(
          tty,
          [...members.values()].filter((m) => m.tty === tty),
        ),
      ).filter((g) => (g.rxConcept?.length ?? 0) > 0);
    },

    getRelatedByType: (a) => {
      const c = activeConcept(a.string('rxcui'));
      if (!c) return [];
      const wanted = new Set(a.strings('termType_list').map((t) => t.trim().toUpperCase()));
      return relatedGroups(
        c,
        ALL_RELATED_TTY_ORDER.filter((t) => wanted.has(t)),
        false,
      );
    },

    getAllRelatedInfo: (a) => {
      const c = activeConcept(a.string('rxcui'));
      return c ? relatedGroups(c, ALL_RELATED_TTY_ORDER, true) : [];
    },

    getDrugs: (a) => {
      const name = a.string('name').toLowerCase();
      const inputs = [...new Set((vocab.byName.get(name) ?? []).map((h) => h.rxcui))]
        .map((r) => activeConcept(r))
        .filter((c): c is RxConceptRecord => c !== undefined && DRUG_TARGETS[c.tty] !== undefined);
      if (inputs.length === 0) return [];
      const ttys = [...new Set(inputs.flatMap((c) => DRUG_TARGETS[c.tty] ?? []))].sort();
      return ttys.map((tty) => {
        const members = new Map<string, RxConceptRecord>();
        for (const input of inputs) {
          if (!(DRUG_TARGETS[input.tty] ?? []).includes(tty)) continue;
          for (const m of relatedOfType(vocab, input.rxcui, tty)) members.set(m.rxcui, m);
        }
        return group(tty, [...members.values()]);
      });
    },

    getNDCs: (a) => {
      const c = activeConcept(a.string('rxcui'));
      return c && NDC_TTYS.has(c.tty) ? (data.ndcsByRxcui.get(c.rxcui) ?? []) : [];
    },

    getMultiIngredBrand: (a) => {
      const ids = [
        ...new Set(
          a
            .strings('ids')
            .map((s) => s.trim())
            .filter((s) => s !== ''),
        ),
      ];
      if (ids.length === 0) return [];
      const brands: RxConceptRecord[] = [];
      for (const [bn, ingredients] of vocab.brandIngredients) {
        const c = data.concepts.get(bn);
        if (c && ids.every((id) => ingredients.has(id))) brands.push(c);
      }
      return brands.sort((x, y) => x.name.localeCompare(y.name) || byRxcui(x.rxcui, y.rxcui)).map(bean);
    },

    getProprietaryInformation: (a) => {
      const rxcui = a.string('rxcui').trim();
      const wanted = new Set(a.strings('sources').map((s) => s.trim().toUpperCase()));
      const ticket = a.optionalString('proxyTicket')?.trim() ?? '';
      // A valid proxy ticket is proof of a UMLS licence; it is spent even if nothing restricted is found.
      const licensed = ticket !== '' && auth.consumeServiceTicket(ticket);
      const atoms = vocab.termInfo.get(rxcui) ?? [];
      return atoms
        .filter((t) => (wanted.size === 0 || wanted.has(t.sab)) && (licensed || t.restrictionLevel === 0))
        .map((t): RxTermInfo => ({ CODE: t.code, RXCUI: t.rxcui, SAB: t.sab, STR: t.name, TTY: t.tty }));
    },
  };

  return (call) => {
    const handler = handlers[call.op.name];
    if (!handler) throw new Error(`no handler for ${call.op.name}`);
    return handler(new Args(call));
  };
}

/** getDrugs: the product TTYs returned for each kind of input name (REST getDrugs table). */
const DRUG_TARGETS: Readonly<Record<string, readonly string[]>> = {
  IN: ['SCD', 'GPCK', 'SBD', 'BPCK'],
  PIN: ['SCD', 'GPCK', 'SBD', 'BPCK'],
  MIN: ['SCD', 'GPCK', 'SBD', 'BPCK'],
  SCDC: ['SCD', 'GPCK'],
  SCDF: ['SCD', 'GPCK'],
  SCDG: ['SCD', 'GPCK'],
  BN: ['SBD', 'BPCK'],
  SBDC: ['SBD', 'BPCK'],
  SBDF: ['SBD', 'BPCK'],
  SBDG: ['SBD', 'BPCK'],
};

/** getNDCs answers for products only (its parameter is documented as an SCD/SBD/GPCK/BPCK RXCUI). */
const NDC_TTYS: ReadonlySet<string> = new Set(['SCD', 'SBD', 'GPCK', 'BPCK']);

/** Typed access to a call's arguments; a null where a value is required fails like Java would. */
class Args {
  constructor(private readonly call: Call) {}

  has(name: string): boolean {
    return this.call.args.has(name);
  }

  private get(name: string): ArgValue {
    const value = this.call.args.get(name);
    if (value === undefined) throw new Error(`${this.call.op.name} has no part ${name}`);
    return value;
  }

  string(name: string): string {
    const v = this.get(name);
    if (v === null) throw userException('java.lang.NullPointerException');
    if (typeof v !== 'string') throw new Error(`${name} is not a string`);
    return v;
  }

  optionalString(name: string): string | null {
    const v = this.get(name);
    return v === null ? null : this.string(name);
  }

  /** A string array; a nil array counts as empty, nil items are skipped. */
  strings(name: string): string[] {
    const v = this.get(name);
    if (v === null) return [];
    if (!Array.isArray(v)) throw new Error(`${name} is not an array`);
    return v.filter((s): s is string => s !== null);
  }

  /** allSourcesFlag: 0 or 1, anything else is bad input. */
  flag(name: string): number {
    const v = this.get(name);
    if (v === null) throw userException('java.lang.NullPointerException');
    if (v !== 0 && v !== 1)
      throw userException('java.rmi.RemoteException', `${name} must be 0 or 1, not ${String(v)}`);
    return v;
  }
}
