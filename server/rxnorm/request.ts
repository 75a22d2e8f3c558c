import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SOAPENC_NS, SOAPENV_NS, XSI_NS } from './wire-names.ts';
import { decodeXmlText } from './xml-text.ts';

/**
 * Reads a SOAP 1.1 rpc/encoded request the way Axis does: by namespace URI and local name
 * (never by prefix), following `href`/`id` multiRefs, accepting array items of any name.
 */

/** One element of the request, namespaces resolved. */
export interface XmlNode {
  ns: string;
  local: string;
  /** Attributes keyed `{namespace}local` (or just `local` when unqualified), values decoded. */
  attrs: ReadonlyMap<string, string>;
  children: XmlNode[];
  /** Character data of the element itself (text and CDATA), decoded; '' when none. */
  text: string;
  /** `xsi:type` as `{namespace}local`, its prefix resolved in the element's scope. */
  xsiType: string | undefined;
}

/** A part's value read without knowing its declared type (arrays only when marked as such). */
export type SoapValue = null | string | SoapValue[] | { [field: string]: SoapValue };

export interface SoapRequestPart {
  name: string;
  /** The element itself (href already followed), for type-directed conversion. */
  node: XmlNode;
  value: SoapValue;
}

export interface SoapRequest {
  /** Namespace URI of the operation element; the response wrapper echoes it (reference §2.2). */
  namespace: string;
  operation: string;
  parts: SoapRequestPart[];
  /** Follows an `href` inside this message (array items may be multiRef'd too). */
  resolve: (node: XmlNode) => XmlNode;
}

/** The request is not a SOAP envelope we can read; Axis answers such input with a fault. */
export class SoapParseError extends Error {}

const parser = new XMLParser({
  ignoreAttributes: false,
  preserveOrder: true,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Entities are decoded by decodeXmlText in one pass; the library's own pass would leave
  // character references alone or decode HTML names that XML does not have.
  processEntities: false,
  htmlEntities: false,
  cdataPropName: '#cdata',
  ignoreDeclaration: true,
  ignorePiTags: true,
});

const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

type RawNode = Record<string, unknown>;

/**
 * How far one request may send the reader following `href`s. A reference may point at an
 * element that itself holds references: an envelope whose every level refers twice to the next
 * asks for 2^depth resolutions (2 KB at depth 25 held the server 15 s and 685 MB). Axis
 * deserialises each multiRef once; this reader resolves by value, so it counts instead and
 * refuses past these figures, which no operation's parameters come near (a string or an array
 * of strings: two levels; a client multiRef'ing every item of a long id list: one reference
 * each).
 */
export const RESOLUTION_BUDGET = {
  /** Elements nested within one parameter's value, references followed included. */
  depth: 32,
  /** `href`s followed in the whole request. */
  refs: 10_000,
  /** UTF-16 code units of text the parameters' values add up to (1 MiB, the BFF's body limit). */
  chars: 1024 * 1024,
} as const;

export type ResolutionBudget = { readonly [K in keyof typeof RESOLUTION_BUDGET]: number };

export function parseSoapRequest(xml: string, budget: ResolutionBudget = RESOLUTION_BUDGET): SoapRequest {
  const envelope = parseDocument(xml);
  if (envelope.ns !== SOAPENV_NS || envelope.local !== 'Envelope') {
    throw new SoapParseError(`root element is {${envelope.ns}}${envelope.local}, not a SOAP 1.1 Envelope`);
  }
  const body = envelope.children.find((c) => c.ns === SOAPENV_NS && c.local === 'Body');
  if (!body) throw new SoapParseError('the Envelope has no Body');

  const byId = new Map<string, XmlNode>();
  for (const el of body.children) {
    const id = el.attrs.get('id');
    if (id !== undefined) byId.set(id, el);
  }
  // The operation is the first body element that is not an independent (root="0") multiRef.
  const opElement = body.children.find((el) => el.attrs.get(`{${SOAPENC_NS}}root`) !== '0');
  if (!opElement) throw new SoapParseError('the Body holds no operation element');

  const resolution = new Resolution(byId, budget);
  const parts = opElement.children.map((child) => {
    const { node } = resolution.follow(child);
    return { name: child.local, node, value: resolution.parameter(node) };
  });
  return {
    namespace: opElement.ns,
    operation: opElement.local,
    parts,
    resolve: (n) => resolution.follow(n).node,
  };
}

/** Parses one XML document into an element tree with resolved namespaces. */
export function parseDocument(xml: string): XmlNode {
  if (NOT_XML_CHAR.test(xml))
    throw new SoapParseError('the request contains a character XML 1.0 does not allow');
  // SOAP 1.1 forbids a DTD in a message; refusing it also rules out entity expansion tricks.
  if (/<!DOCTYPE/i.test(xml)) throw new SoapParseError('a SOAP message must not contain a DOCTYPE');
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new SoapParseError(`${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`);
  try {
    // The library refuses elements nested deeper than 100 with a plain Error: that is bad
    // input like any other, and a fault says so.
    const top = (parser.parse(xml) as RawNode[]).filter((n) => elementName(n) !== undefined);
    if (top.length !== 1 || !top[0])
      throw new SoapParseError('the document must have exactly one root element');
    return toNode(top[0], new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]));
  } catch (err) {
    if (err instanceof SoapParseError) throw err;
    throw new SoapParseError(err instanceof Error ? err.message : String(err));
  }
}

function elementName(raw: RawNode): string | undefined {
  return Object.keys(raw).find((k) => k !== ':@' && k !== '#text' && k !== '#cdata');
}

function toNode(raw: RawNode, parentScope: ReadonlyMap<string, string>): XmlNode {
  const qname = elementName(raw);
  if (qname === undefined) throw new SoapParseError('expected an element');
  const rawAttrs = (raw[':@'] ?? {}) as Record<string, string>;
  let scope = parentScope;
  for (const [name, value] of Object.entries(rawAttrs)) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      if (scope === parentScope) scope = new Map(parentScope);
      (scope as Map<string, string>).set(name === 'xmlns' ? '' : name.slice(6), decodeXmlText(value));
    }
  }
  const attrs = new Map<string, string>();
  for (const [name, value] of Object.entries(rawAttrs)) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
    const colon = name.indexOf(':');
    // Unprefixed attributes are in no namespace, whatever the default namespace is.
    const key = colon < 0 ? name : `{${resolvePrefix(name.slice(0, colon), scope)}}${name.slice(colon + 1)}`;
    attrs.set(key, decodeXmlText(value));
  }
  const colon = qname.indexOf(':');
  const ns = colon < 0 ? (scope.get('') ?? '') : resolvePrefix(qname.slice(0, colon), scope);
  const local = colon < 0 ? qname : qname.slice(colon + 1);

  const children: XmlNode[] = [];
  let text = '';
  for (const item of (raw[qname] ?? []) as RawNode[]) {
    if ('#text' in item) text += decodeXmlText(String(item['#text']));
    else if ('#cdata' in item) {
      for (const c of item['#cdata'] as RawNode[]) text += String(c['#text'] ?? '');
    } else children.push(toNode(item, scope));
  }
  const rawType = attrs.get(`{${XSI_NS}}type`);
  const xsiType = rawType === undefined ? undefined : resolveQNameValue(rawType, scope);
  return { ns, local, attrs, children, text, xsiType };
}

function resolveQNameValue(value: string, scope: ReadonlyMap<string, string>): string {
  const colon = value.indexOf(':');
  const prefix = colon < 0 ? '' : value.slice(0, colon);
  return `{${scope.get(prefix) ?? ''}}${value.slice(colon + 1)}`;
}

function resolvePrefix(prefix: string, scope: ReadonlyMap<string, string>): string {
  const uri = scope.get(prefix);
  if (uri === undefined) throw new SoapParseError(`namespace prefix '${prefix}' is not bound`);
  return uri;
}

/** Follows `href="#id"` to the referenced element (SOAP 1.1 §5.4.1); other elements pass through. */
export function followHref(node: XmlNode, byId: ReadonlyMap<string, XmlNode>, seen: Set<string>): XmlNode {
  // A loop, not recursion: a chain of references as long as a body can hold stays one frame.
  let current = node;
  for (let href = current.attrs.get('href'); href !== undefined; href = current.attrs.get('href')) {
    if (!href.startsWith('#'))
      throw new SoapParseError(`only local references are supported, got href '${href}'`);
    const id = href.slice(1);
    if (seen.has(id)) throw new SoapParseError(`reference cycle through '${href}'`);
    const target = byId.get(id);
    if (!target) throw new SoapParseError(`no element with id '${id}'`);
    seen.add(id);
    current = target;
  }
  return current;
}

/** One element's value with what reading it in full would take (counted once per element). */
interface Resolved {
  value: SoapValue;
  /** References followed inside it, each time it is reached. */
  refs: number;
  chars: number;
  /** Levels of elements below it, references followed. */
  height: number;
}

/**
 * The references of one request followed under one budget (RESOLUTION_BUDGET). Each element
 * is read once and its value shared wherever it is referred to, as Axis shares a multiRef's
 * object; what a full reading would take is added up from those shares, so the budget holds
 * against the whole expansion while the work stays linear in the envelope.
 */
class Resolution {
  private refs = 0;
  private chars = 0;
  private readonly done = new Map<XmlNode, Resolved>();
  /** Elements being read, from the parameter down: one met again is a cycle. */
  private readonly open = new Set<XmlNode>();

  constructor(
    private readonly byId: ReadonlyMap<string, XmlNode>,
    private readonly budget: ResolutionBudget,
  ) {}

  /** The element `node` refers to, counted against the budget. */
  follow(node: XmlNode): { node: XmlNode; refs: number } {
    const seen = new Set<string>();
    const target = followHref(node, this.byId, seen);
    this.spend(seen.size, 0);
    return { node: target, refs: seen.size };
  }

  /** A parameter's value, read without its declared type (arrays only when marked as such). */
  parameter(node: XmlNode): SoapValue {
    const r = this.read(node, 1);
    this.spend(r.refs, r.chars);
    return r.value;
  }

  private spend(refs: number, chars: number) {
    this.refs += refs;
    this.chars += chars;
    if (this.refs > this.budget.refs)
      throw new SoapParseError(`more than ${this.budget.refs} multiRef references to follow`);
    if (this.chars > this.budget.chars)
      throw new SoapParseError(`the parameters' values exceed ${this.budget.chars} characters`);
  }

  private read(node: XmlNode, depth: number): Resolved {
    const known = this.done.get(node);
    if (known) {
      this.checkDepth(depth + known.height);
      return known;
    }
    this.checkDepth(depth);
    if (this.open.has(node))
      throw new SoapParseError(`reference cycle through '#${node.attrs.get('id') ?? node.local}'`);
    let r: Resolved;
    if (isNil(node)) r = { value: null, refs: 0, chars: 0, height: 0 };
    else if (node.children.length === 0 && !isMarkedArray(node))
      r = { value: node.text, refs: 0, chars: node.text.length, height: 0 };
    else {
      this.open.add(node);
      r = { value: null, refs: 0, chars: 0, height: 0 };
      const values: SoapValue[] = [];
      for (const c of node.children) {
        const seen = new Set<string>();
        const child = this.read(followHref(c, this.byId, seen), depth + 1);
        values.push(child.value);
        r.refs += seen.size + child.refs;
        r.chars += child.chars;
        r.height = Math.max(r.height, child.height + 1);
        if (r.refs > this.budget.refs || r.chars > this.budget.chars) this.spend(r.refs, r.chars);
      }
      this.open.delete(node);
      r.value = isMarkedArray(node)
        ? values
        : Object.fromEntries(node.children.map((c, i) => [c.local, values[i] ?? null]));
    }
    this.done.set(node, r);
    return r;
  }

  private checkDepth(depth: number) {
    if (depth > this.budget.depth)
      throw new SoapParseError(`a value nested more than ${this.budget.depth} levels deep`);
  }
}

export function isNil(node: XmlNode): boolean {
  const nil = node.attrs.get(`{${XSI_NS}}nil`);
  return nil === 'true' || nil === '1';
}

/** Marked as a SOAP-encoded array by `xsi:type="soapenc:Array"` or a `soapenc:arrayType`. */
export function isMarkedArray(node: XmlNode): boolean {
  return node.attrs.has(`{${SOAPENC_NS}}arrayType`) || node.xsiType === `{${SOAPENC_NS}}Array`;
}
