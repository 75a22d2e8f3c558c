import { ApiError } from '../errors.ts';
import { isLastSearchPage } from './pager.ts';
import type {
  Atom,
  Attribute,
  Concept,
  ConceptSemanticType,
  Contact,
  Definition,
  HierarchyNode,
  Page,
  Relation,
  RelationClass,
  ReleaseFile,
  ReleaseType,
  RootSource,
  SearchHit,
  SearchPage,
  SemanticType,
  SourceAtomCluster,
} from './types.ts';
import { parseUtsRef, releaseFromUrl } from './urls.ts';
import { NONE, WireReader, badResponse } from './values.ts';

/**
 * Wire JSON (wire.ts) → domain objects (types.ts). Every decoder takes `unknown` and checks
 * what it reads, so a malformed body becomes ApiError 'bad-response', never a crash deep in
 * a component.
 */

export function parseJson(text: string, path?: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badResponse('The service sent something that is not JSON', path);
  }
}

export interface Envelope {
  pageSize: number;
  pageNumber: number;
  pageCount: number | null;
  result: unknown;
}

/** The {pageSize, pageNumber, pageCount?, result} wrapper of every /rest response. */
export function decodeEnvelope(text: string, path?: string): Envelope {
  const body = parseJson(text, path);
  let r: WireReader;
  try {
    r = WireReader.of(body, 'response');
  } catch {
    throw badResponse('The response is not a JSON object', path);
  }
  if (r.obj.result === undefined || r.obj.result === null) {
    throw badResponse('The response has no result', path);
  }
  return {
    pageSize: r.optInt('pageSize') ?? 25,
    pageNumber: r.optInt('pageNumber') ?? 1,
    pageCount: r.optInt('pageCount'),
    result: r.obj.result,
  };
}

/** A single-object endpoint (/CUI/{cui}, atoms/preferred, /TUI/{tui}, ...). */
export function decodeSingle<T>(text: string, path: string | undefined, item: (v: unknown) => T): T {
  const env = decodeEnvelope(text, path);
  // Single and list shapes get mixed up across producers (NLM-UI notes it); take an array of one too.
  const value = Array.isArray(env.result) ? env.result[0] : env.result;
  if (value === undefined) throw badResponse('The response result is empty', path);
  return withPath(path, () => item(value));
}

/** A list endpoint: result is an array (an object is taken as a list of one). */
export function decodePage<T>(text: string, path: string | undefined, item: (v: unknown) => T): Page<T> {
  const env = decodeEnvelope(text, path);
  const values = Array.isArray(env.result) ? env.result : [env.result];
  return {
    items: withPath(path, () => values.map(item)),
    pageNumber: env.pageNumber,
    pageSize: env.pageSize,
    pageCount: env.pageCount,
  };
}

function withPath<T>(path: string | undefined, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'bad-response' && !err.path && path) {
      throw badResponse(err.message, path);
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------------- search

const SENTINEL_NAME = 'NO RESULTS';

export function decodeSearchPage(text: string, path?: string): SearchPage {
  const env = decodeEnvelope(text, path);
  return withPath(path, () => {
    const r = WireReader.of(env.result, 'searchResults');
    if (!Array.isArray(r.obj.results)) throw badResponse('searchResults.results: expected an array');
    let sentinel = false;
    const hits: SearchHit[] = [];
    for (const raw of r.obj.results) {
      const h = WireReader.of(raw, 'searchResults.results[]');
      // Legacy end-of-results / no-results pseudo-hit (reference §5.1, form 1).
      if (h.obj.ui === NONE && (h.obj.name === SENTINEL_NAME || !h.has('uri'))) {
        sentinel = true;
        continue;
      }
      const uri = h.optStr('uri');
      hits.push({
        ui: h.str('ui'),
        name: h.optStr('name') ?? '',
        rootSource: h.optStr('rootSource'),
        ref: parseUtsRef(uri),
      });
    }
    const page = {
      hits,
      pageNumber: env.pageNumber,
      pageSize: env.pageSize,
      recCount: r.optInt('recCount'),
      sentinel,
    };
    return { ...page, isLast: isLastSearchPage(page) };
  });
}

// --------------------------------------------------------------------------------- content

/** The release of an object, read from whichever of its links is present. */
function releaseOf(...links: Array<string | null>): string | null {
  for (const l of links) {
    const rel = releaseFromUrl(l);
    if (rel) return rel;
  }
  return null;
}

function decodeConceptSemanticType(value: unknown): ConceptSemanticType {
  if (typeof value === 'string') {
    // Pre-2016 form: "T037: Injury or Poisoning".
    const m = /^(T\d{3}):\s*(.*)$/.exec(value);
    return m ? { tui: m[1]!, name: m[2]! } : { tui: null, name: value };
  }
  const r = WireReader.of(value, 'Concept.semanticTypes[]');
  const ref = parseUtsRef(r.optStr('uri'));
  return { name: r.str('name'), tui: ref?.kind === 'TUI' ? ref.id : null };
}

export function decodeConcept(value: unknown): Concept {
  const r = WireReader.of(value, 'Concept');
  const links = {
    atoms: r.optStr('atoms'),
    definitions: r.optStr('definitions'),
    relations: r.optStr('relations'),
    defaultPreferredAtom: r.optStr('defaultPreferredAtom'),
  };
  const semanticTypes = r.list('semanticTypes').map(decodeConceptSemanticType);
  const firstStyUri = r
    .list('semanticTypes')
    .map((s) => (s as { uri?: unknown } | null)?.uri)
    .find((u) => typeof u === 'string');
  return {
    kind: 'Concept',
    ui: r.str('ui'),
    name: r.str('name'),
    status: r.optStr('status'),
    suppressible: r.bool('suppressible'),
    dateAdded: r.date('dateAdded'),
    majorRevisionDate: r.date('majorRevisionDate'),
    semanticTypes,
    atomCount: r.int('atomCount'),
    attributeCount: r.int('attributeCount'),
    cvMemberCount: r.optInt('cvMemberCount') ?? r.int('cVMemberCount'),
    relationCount: r.int('relationCount'),
    links,
    release: releaseOf(
      links.atoms,
      links.definitions,
      links.relations,
      links.defaultPreferredAtom,
      (firstStyUri as string | undefined) ?? null,
    ),
  };
}

export function decodeAtom(value: unknown): Atom {
  const r = WireReader.of(value, 'Atom');
  const links = {
    attributes: r.optStr('attributes'),
    relations: r.optStr('relations'),
    parents: r.optStr('parents'),
    children: r.optStr('children'),
    ancestors: r.optStr('ancestors'),
    descendants: r.optStr('descendants'),
  };
  const concept = r.optStr('concept');
  const code = r.optStr('code');
  return {
    kind: 'Atom',
    ui: r.str('ui'),
    name: r.str('name'),
    termType: r.optStr('termType') ?? '',
    language: r.optStr('language'),
    rootSource: r.str('rootSource'),
    suppressible: r.bool('suppressible'),
    obsolete: r.bool('obsolete'),
    concept: parseUtsRef(concept),
    code: parseUtsRef(code),
    sourceConcept: parseUtsRef(r.optStr('sourceConcept')),
    sourceDescriptor: parseUtsRef(r.optStr('sourceDescriptor')),
    links,
    release: releaseOf(concept, code, links.attributes, links.parents),
  };
}

export function decodeSourceAtomCluster(value: unknown): SourceAtomCluster {
  const r = WireReader.of(value, 'SourceAtomCluster');
  const links = {
    attributes: r.optStr('attributes'),
    atoms: r.optStr('atoms'),
    parents: r.optStr('parents'),
    children: r.optStr('children'),
    ancestors: r.optStr('ancestors'),
    descendants: r.optStr('descendants'),
    relations: r.optStr('relations'),
    definitions: r.optStr('definitions'),
    defaultPreferredAtom: r.optStr('defaultPreferredAtom'),
    concepts: r.optStr('concepts'),
  };
  return {
    kind: 'SourceAtomCluster',
    ui: r.str('ui'),
    name: r.str('name'),
    rootSource: r.str('rootSource'),
    suppressible: r.bool('suppressible'),
    obsolete: r.bool('obsolete'),
    atomCount: r.int('atomCount'),
    // The real service spells it cVMemberCount here and cvMemberCount on Concept.
    cvMemberCount: r.optInt('cVMemberCount') ?? r.int('cvMemberCount'),
    links,
    release: releaseOf(links.atoms, links.attributes, links.relations, links.concepts),
  };
}

/** Source hierarchies hold clusters, except HL7 sources whose hierarchy calls return Atoms. */
export function decodeHierarchyNode(value: unknown): HierarchyNode {
  const r = WireReader.of(value, 'hierarchy node');
  return r.obj.classType === 'Atom' ? decodeAtom(value) : decodeSourceAtomCluster(value);
}

export function decodeDefinition(value: unknown): Definition {
  const r = WireReader.of(value, 'Definition');
  return {
    rootSource: r.str('rootSource'),
    value: r.str('value'),
    sourceOriginated: r.bool('sourceOriginated'),
  };
}

const RELATION_CLASSES: readonly RelationClass[] = ['ConceptRelation', 'AtomClusterRelation', 'AtomRelation'];

export function decodeRelation(value: unknown): Relation {
  const r = WireReader.of(value, 'Relation');
  const kind = r.obj.classType as RelationClass;
  if (!RELATION_CLASSES.includes(kind))
    throw badResponse(`Relation.classType: unexpected ${String(r.obj.classType)}`);
  return {
    kind,
    ui: r.str('ui'),
    suppressible: r.bool('suppressible'),
    obsolete: r.bool('obsolete'),
    sourceOriginated: r.bool('sourceOriginated'),
    sourceUi: r.optStr('sourceUi'),
    rootSource: r.str('rootSource'),
    groupId: r.optStr('groupId'),
    attributeCount: r.int('attributeCount'),
    relationLabel: r.str('relationLabel'),
    additionalRelationLabel: r.optText('additionalRelationLabel'),
    relatedFrom: parseUtsRef(r.optStr('relatedFromId')),
    relatedFromName: r.optStr('relatedFromIdName'),
    related: parseUtsRef(r.optStr('relatedId')),
    relatedName: r.optStr('relatedIdName') ?? '',
  };
}

export function decodeAttribute(value: unknown): Attribute {
  const r = WireReader.of(value, 'Attribute');
  return {
    ui: r.str('ui'),
    sourceUi: r.optStr('sourceUi'),
    rootSource: r.str('rootSource'),
    name: r.str('name'),
    // An attribute value may legitimately be "" (and is never "NONE"-coded in samples).
    value: typeof r.obj.value === 'string' ? r.obj.value : (r.optStr('value') ?? ''),
  };
}

// ------------------------------------------------------------------------ semantic network

export function decodeSemanticType(value: unknown): SemanticType {
  const r = WireReader.of(value, 'SemanticType');
  const g = r.optObject('semanticTypeGroup');
  return {
    ui: r.str('ui'),
    name: r.str('name'),
    abbreviation: r.optStr('abbreviation') ?? '',
    definition: r.optStr('definition'),
    example: r.optStr('example'),
    nonHuman: r.optStr('nonHuman'),
    usageNote: r.optStr('usageNote'),
    treeNumber: r.optStr('treeNumber'),
    childCount: r.int('childCount'),
    group: g
      ? {
          abbreviation: g.str('abbreviation'),
          expandedForm: g.optStr('expandedForm') ?? '',
          semanticTypeCount: g.optInt('semanticTypeCount'),
        }
      : null,
  };
}

// -------------------------------------------------------------------------------- metadata

function decodeContact(r: WireReader | null): Contact | null {
  if (!r) return null;
  return {
    handle: r.optStr('handle'),
    name: r.optStr('name'),
    title: r.optStr('title'),
    organization: r.optStr('organization'),
    address1: r.optStr('address1'),
    address2: r.optStr('address2'),
    city: r.optStr('city'),
    stateOrProvince: r.optStr('stateOrProvince'),
    country: r.optStr('country'),
    zipCode: r.optStr('zipCode'),
    telephone: r.optStr('telephone'),
    fax: r.optStr('fax'),
    email: r.optStr('email'),
    url: r.optStr('url'),
    value: r.optStr('value'),
  };
}

export function decodeRootSource(value: unknown): RootSource {
  const r = WireReader.of(value, 'RootSource');
  const lang = r.optObject('language');
  return {
    abbreviation: r.str('abbreviation'),
    expandedForm: r.optStr('expandedForm') ?? '',
    family: r.optStr('family'),
    language: lang
      ? { abbreviation: lang.str('abbreviation'), expandedForm: lang.optStr('expandedForm') }
      : null,
    restrictionLevel: r.optInt('restrictionLevel'),
    acquisitionContact: decodeContact(r.optObject('acquisitionContact')),
    contentContact: decodeContact(r.optObject('contentContact')),
    licenseContact: decodeContact(r.optObject('licenseContact')),
    contextType: r.optStr('contextType'),
    shortName: r.optStr('shortName'),
    hierarchicalName: r.optStr('hierarchicalName'),
    preferredName: r.optStr('preferredName'),
    synonymousNames: r.list('synonymousNames').filter((s): s is string => typeof s === 'string'),
  };
}

// -------------------------------------------------------------------------------- releases

export function decodeReleaseFiles(text: string, path?: string): ReleaseFile[] {
  const body = parseJson(text, path);
  if (!Array.isArray(body)) throw badResponse('Expected a list of release files', path);
  return withPath(path, () =>
    body.map((v) => {
      const r = WireReader.of(v, 'release');
      return {
        fileName: r.str('fileName'),
        releaseVersion: r.str('releaseVersion'),
        releaseDate: r.optStr('releaseDate') ?? '',
        downloadUrl: r.str('downloadUrl'),
        releaseType: r.optStr('releaseType') ?? '',
        product: r.optStr('product') ?? '',
        current: r.bool('current'),
      };
    }),
  );
}

export function decodeReleaseTypes(text: string, path?: string): ReleaseType[] {
  const body = parseJson(text, path);
  return withPath(path, () => {
    const r = WireReader.of(body, 'releases');
    if (!Array.isArray(r.obj.releaseTypes)) throw badResponse('releases.releaseTypes: expected an array');
    return r.obj.releaseTypes.map((v) => {
      const t = WireReader.of(v, 'releaseTypes[]');
      const endpoint = t.optStr('endpoint') ?? '';
      return {
        product: t.optStr('product') ?? '',
        releaseType: t.str('releaseType'),
        slug: slugOf(endpoint),
        endpoint,
      };
    });
  });
}

function slugOf(endpoint: string): string | null {
  try {
    return new URL(endpoint, 'https://uts.invalid').searchParams.get('releaseType');
  } catch {
    return null;
  }
}
