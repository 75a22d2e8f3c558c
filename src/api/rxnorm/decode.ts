import { XMLParser } from 'fast-xml-parser';
import { ApiError } from '../errors.ts';
import { findNonXmlChar, unescapeXml } from './xml-text.ts';

/**
 * Reads an Axis-style SOAP 1.1 rpc/encoded response into plain values
 * (shared/reference/rxnorm-soap-wire.md §2, §4 and §8):
 * - `href="#idN"` is replaced by its `multiRef`, whatever order the multiRefs come in;
 * - a soapenc array is its child elements, whatever they are called (`item`, the array's own
 *   name, …), and stays an array with one item or none;
 * - `xsi:nil` is null, an empty simple element is "", values stay strings (NDC leading zeros);
 * - names are matched by local name, so prefixes and the response namespace may be anything;
 * - a Fault (on 200 or 500) throws ApiError `soap-fault`; anything unreadable `bad-response`.
 */

/** A decoded value: what the `<op>Return` part carries. */
export type SoapValue = string | null | SoapValue[] | { [field: string]: SoapValue };

export interface SoapMessage {
  /** Local name of the response wrapper without `Response`, i.e. the operation answered. */
  operation: string;
  value: SoapValue;
}

// preserveOrder keeps the order of children with different names, which a soapenc array
// may have; processEntities is off because fast-xml-parser 5 leaves character references
// undecoded and would accept undeclared entities — unescapeXml does it strictly instead.
// Prefixes are left on element names (the walker takes local names itself) and stripped from
// attribute names by a plain slice: the library's removeNSPrefix splits every name into an
// array and costs a fifth of the parse time of a large answer.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  transformAttributeName: attributeLocalName,
  removeNSPrefix: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  cdataPropName: '#cdata',
  ignoreDeclaration: true,
  ignorePiTags: true,
  jPath: false,
});

/** `xsi:type` → `type`; every namespace declaration becomes `xmlns`, which nothing reads. */
function attributeLocalName(qname: string): string {
  if (qname.startsWith('xmlns')) return 'xmlns';
  return qname.slice(qname.indexOf(':') + 1);
}

/** fast-xml-parser's preserveOrder node: `{ [tag]: children, ':@'?: attributes }`. */
type FxNode = Record<string, unknown>;
type Attrs = Record<string, string>;

interface Element {
  name: string;
  attrs: Attrs | undefined;
  kids: FxNode[];
}

const ATTRS = ':@';
const TEXT = '#text';
const CDATA = '#cdata';

// xsi:type values after which an empty element is an empty string rather than an empty bean.
const SIMPLE_TYPES = new Set(
  (
    'string normalizedString token anyURI QName boolean int integer long short byte unsignedInt ' +
    'unsignedLong unsignedShort unsignedByte nonNegativeInteger positiveInteger negativeInteger ' +
    'nonPositiveInteger decimal float double dateTime date time duration base64 base64Binary hexBinary anyType'
  ).split(' '),
);

/** The plain value of the response's `<op>Return` part. */
export function decodeSoapResponse(xml: string): unknown {
  return decodeSoapMessage(xml).value;
}

/** Like decodeSoapResponse, and also says which operation the response answers. */
export function decodeSoapMessage(xml: string): SoapMessage {
  try {
    return decodeChecked(xml);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw badResponse(err instanceof Error ? err.message : String(err), err);
  }
}

function badResponse(detail: string, cause?: unknown): ApiError {
  return new ApiError('bad-response', `The drug vocabulary service sent an unreadable answer (${detail})`, {
    cause,
  });
}

// A truncated body still parses (fast-xml-parser closes open tags silently), but it cannot
// end with the Envelope's end tag. Checking that costs nothing, a full validation pass would
// double the decode time of large responses. Only the last end tag is looked at: the same
// regex anchored at the end would try every `</` of a 1 MB body.
const ENVELOPE_END_TAG = /^<\/(?:[^\s<>/:]+:)?Envelope\s*>$/;
const endsWithEnvelope = (xml: string) => {
  const tail = xml.trimEnd();
  return ENVELOPE_END_TAG.test(tail.slice(tail.lastIndexOf('</')));
};

function decodeChecked(raw: string): SoapMessage {
  if (typeof raw !== 'string' || raw.trim() === '') throw badResponse('empty body');
  const xml = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (!xml.trimStart().startsWith('<')) throw badResponse('not XML');
  const bad = findNonXmlChar(xml);
  if (bad) throw badResponse(`character U+${bad.codePoint.toString(16).toUpperCase()} is not allowed in XML`);
  // SOAP 1.1 §3: a message must not contain a DTD (and so no entity declarations).
  if (/<!DOCTYPE/i.test(xml)) throw badResponse('a SOAP message must not contain a DTD');

  let doc: FxNode[];
  try {
    doc = parser.parse(xml) as FxNode[];
  } catch (err) {
    throw badResponse(`not well-formed XML: ${err instanceof Error ? err.message : String(err)}`, err);
  }
  const roots = elementsOf(doc, 'document');
  const envelope = roots[0];
  if (roots.length !== 1 || !envelope || envelope.name !== 'Envelope') throw badResponse('no SOAP Envelope');
  if (!endsWithEnvelope(xml)) throw badResponse('the body is truncated');

  const body = elementsOf(envelope.kids, 'Envelope').find((e) => e.name === 'Body');
  if (!body) throw badResponse('no SOAP Body');
  const entries = elementsOf(body.kids, 'Body');

  const fault = entries.find((e) => e.name === 'Fault');
  if (fault) throw faultError(fault);

  const refs = new Map<string, Element>();
  for (const e of entries) {
    const id = e.attrs?.id;
    if (id !== undefined) refs.set(unescapeXml(id), e);
  }
  // The RPC wrapper is the one serialization root; multiRefs are marked soapenc:root="0".
  const wrapper = entries.find((e) => e.attrs?.root !== '0' && e.attrs?.id === undefined);
  if (!wrapper) throw badResponse('no response element in the Body');
  if (!wrapper.name.endsWith('Response'))
    throw badResponse(`unexpected element <${wrapper.name}> in the Body`);
  const operation = wrapper.name.slice(0, -'Response'.length);

  // SOAP 1.1 §7.1: the return value is the first accessor; Axis names it `<op>Return`.
  const parts = elementsOf(wrapper.kids, wrapper.name);
  const ret = parts.find((p) => p.name === `${operation}Return`) ?? parts[0];
  if (!ret) throw badResponse(`<${wrapper.name}> has no return part`);

  const ctx: Context = { refs, done: new Map(), pending: new Set() };
  return { operation, value: decodeValue(ctx, ret) };
}

function faultError(fault: Element): ApiError {
  let faultCode = '';
  let faultString = '';
  for (const e of elementsOf(fault.kids, 'Fault')) {
    if (e.name === 'faultcode') faultCode = textOf(e).trim();
    else if (e.name === 'faultstring') faultString = textOf(e).trim();
  }
  return new ApiError('soap-fault', faultString || 'The drug vocabulary service reported a fault', {
    faultCode,
    faultString,
  });
}

interface Context {
  refs: Map<string, Element>;
  done: Map<string, SoapValue>;
  /** ids being decoded right now, to refuse reference cycles */
  pending: Set<string>;
}

function decodeValue(ctx: Context, el: Element): SoapValue {
  const a = el.attrs;
  if (a) {
    if (a.href !== undefined) return resolve(ctx, a.href);
    if (a.nil === 'true' || a.nil === '1') return null;
    if (a.arrayType !== undefined || localPart(a.type) === 'Array') {
      return elementsOf(el.kids, el.name).map((item) => decodeValue(ctx, item));
    }
  }
  let fields: { [field: string]: SoapValue } | undefined;
  for (const kid of el.kids) {
    const child = asElement(kid);
    if (!child) continue;
    fields ??= {};
    if (child.name === '__proto__' || Object.hasOwn(fields, child.name)) {
      throw badResponse(`field <${child.name}> is repeated in <${el.name}>`);
    }
    fields[child.name] = decodeValue(ctx, child);
  }
  if (fields) return fields;
  if (el.kids.length === 0 && a?.type !== undefined && !SIMPLE_TYPES.has(localPart(a.type))) return {};
  return textOf(el);
}

function resolve(ctx: Context, href: string): SoapValue {
  if (!href.startsWith('#')) throw badResponse(`external reference "${href}" is not supported`);
  const id = unescapeXml(href.slice(1));
  const known = ctx.done.get(id);
  if (known !== undefined) return known;
  const target = ctx.refs.get(id);
  if (!target) throw badResponse(`reference ${href} has no multiRef`);
  if (ctx.pending.has(id)) throw badResponse(`reference ${href} is circular`);
  ctx.pending.add(id);
  const value = decodeValue(ctx, target);
  ctx.pending.delete(id);
  ctx.done.set(id, value);
  return value;
}

function localPart(qname: string | undefined): string {
  if (qname === undefined) return '';
  const i = qname.indexOf(':');
  return i === -1 ? qname : qname.slice(i + 1);
}

function asElement(node: FxNode): Element | undefined {
  for (const key in node) {
    if (key === ATTRS) continue;
    if (key === TEXT || key === CDATA) return undefined;
    return { name: localPart(key), attrs: node[ATTRS] as Attrs | undefined, kids: node[key] as FxNode[] };
  }
  return undefined;
}

/** The element children of a node list; text between them must be whitespace. */
function elementsOf(nodes: FxNode[], where: string): Element[] {
  const out: Element[] = [];
  for (const node of nodes) {
    const e = asElement(node);
    if (e) out.push(e);
    else if (
      typeof node[TEXT] === 'string' ? (node[TEXT] as string).trim() !== '' : node[CDATA] !== undefined
    ) {
      throw badResponse(`unexpected text in <${where}>`);
    }
  }
  return out;
}

function textOf(el: Element): string {
  let text = '';
  for (const kid of el.kids) {
    const t = kid[TEXT];
    if (typeof t === 'string') text += unescapeXml(t);
    else if (kid[CDATA] !== undefined) {
      for (const part of kid[CDATA] as FxNode[]) text += (part[TEXT] as string | undefined) ?? '';
    }
  }
  return text;
}
