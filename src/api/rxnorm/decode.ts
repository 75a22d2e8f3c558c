import { SaxesParser } from 'saxes';
import { ApiError } from '../errors.ts';

/**
 * Reads an Axis-style SOAP 1.1 rpc/encoded response into plain values
 * (shared/reference/rxnorm-soap-wire.md §2, §4 and §8):
 * - `href="#idN"` is replaced by its `multiRef`, whatever order the multiRefs come in;
 * - a soapenc array is its child elements, whatever they are called (`item`, the array's own
 *   name, …), and stays an array with one item or none;
 * - `xsi:nil` is null, an empty simple element is "", values stay strings (NDC leading zeros);
 * - names are matched by local name, so prefixes and the response namespace may be anything;
 * - a Fault (on 200 or 500) throws ApiError `soap-fault`; anything unreadable `bad-response`.
 *
 * The XML itself is read by saxes, a conformant XML 1.0 parser (the one jsdom uses): it
 * refuses every body that is not well-formed (truncated, mismatched or unquoted, undeclared
 * entities, characters XML forbids) and decodes entities and character references. It was
 * chosen over fast-xml-parser, which accepts malformed XML and alone took 30–60 ms to parse a
 * 1 MB answer, against a 30 ms goal for the whole decode (README, "SOAP decoder").
 */

/** A decoded value: what the `<op>Return` part carries. */
export type SoapValue = string | null | SoapValue[] | { [field: string]: SoapValue };

export interface SoapMessage {
  /** Local name of the response wrapper without `Response`, i.e. the operation answered. */
  operation: string;
  value: SoapValue;
}

/** One element: its local name, the attributes SOAP encoding gives meaning to, its children. */
interface Element {
  name: string;
  attrs: EncodingAttributes;
  kids: Element[];
  /** The element's own character data, text and CDATA, entities decoded. */
  text: string;
  /** The decoded value of a multiRef, once an href has asked for it. */
  value?: SoapValue;
  /** Set while a multiRef is being decoded, to refuse reference cycles. */
  decoding?: boolean;
}

/** Attributes by local name, whatever their prefix; any other attribute is of no use here. */
interface EncodingAttributes {
  href: string | undefined;
  id: string | undefined;
  /** soapenc:root */
  root: string | undefined;
  /** xsi:nil */
  nil: string | undefined;
  /** xsi:type */
  type: string | undefined;
  /** soapenc:arrayType */
  arrayType: string | undefined;
}

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

function decodeChecked(raw: string): SoapMessage {
  if (typeof raw !== 'string' || raw.trim() === '') throw badResponse('empty body');
  const xml = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (!xml.trimStart().startsWith('<')) throw badResponse('not XML');
  // saxes checks every character but lets a lone high surrogate through; text decoded from
  // the network never holds one, a string handed in directly might.
  if (!xml.isWellFormed()) throw badResponse('the text holds a lone surrogate');

  const envelope = parseXml(xml);
  if (envelope.name !== 'Envelope') throw badResponse('no SOAP Envelope');
  const body = elementsOf(envelope).find((e) => e.name === 'Body');
  if (!body) throw badResponse('no SOAP Body');
  const entries = elementsOf(body);

  const fault = entries.find((e) => e.name === 'Fault');
  if (fault) throw faultError(fault);

  const refs: Refs = new Map();
  for (const e of entries) {
    // Keyed like the hrefs that point at them, so a lookup needs no new string.
    const id = e.attrs.id;
    if (id !== undefined) refs.set(`#${id}`, e);
  }
  // The RPC wrapper is the one serialization root; multiRefs are marked soapenc:root="0".
  const wrapper = entries.find((e) => e.attrs.root !== '0' && e.attrs.id === undefined);
  if (!wrapper) throw badResponse('no response element in the Body');
  if (!wrapper.name.endsWith('Response'))
    throw badResponse(`unexpected element <${wrapper.name}> in the Body`);
  const operation = wrapper.name.slice(0, -'Response'.length);

  // SOAP 1.1 §7.1: the return value is the first accessor; Axis names it `<op>Return`.
  const parts = elementsOf(wrapper);
  const ret = parts.find((p) => p.name === `${operation}Return`) ?? parts[0];
  if (!ret) throw badResponse(`<${wrapper.name}> has no return part`);

  return { operation, value: decodeValue(refs, ret) };
}

/** The document element, after saxes has checked that the whole body is well-formed. */
function parseXml(xml: string): Element {
  // Positions would only go into error messages; tracking them made saxes 10–15% slower on
  // the 1 MB bench body.
  const parser = new SaxesParser({ xmlns: false, position: false });
  const root: Element = { name: '', attrs: noEncodingAttributes(), kids: [], text: '' };
  const open: Element[] = [root];
  let current = root;
  // Attributes are taken as saxes reads them, which is cheaper than walking its map after.
  let attrs = noEncodingAttributes();
  parser.on('attribute', ({ name, value }) => setEncodingAttribute(attrs, name, value));
  parser.on('opentag', (tag) => {
    const element: Element = { name: localName(tag.name), attrs, kids: [], text: '' };
    attrs = noEncodingAttributes();
    current.kids.push(element);
    open.push(element);
    current = element;
  });
  parser.on('closetag', () => {
    open.pop();
    current = open[open.length - 1]!;
  });
  parser.on('text', (text) => {
    current.text += text;
  });
  parser.on('cdata', (cdata) => {
    current.text += cdata;
  });
  parser.on('doctype', () => {
    // SOAP 1.1 §3: a message must not contain a DTD (and so no entity declarations).
    throw badResponse('a SOAP message must not contain a DTD');
  });
  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw badResponse(`not well-formed XML: ${err instanceof Error ? err.message : String(err)}`, err);
  }
  // saxes insists on exactly one document element.
  return root.kids[0]!;
}

function localName(qname: string): string {
  return qname.slice(qname.indexOf(':') + 1);
}

// Always the same six fields, so every element's attributes share one object shape.
const noEncodingAttributes = (): EncodingAttributes => ({
  href: undefined,
  id: undefined,
  root: undefined,
  nil: undefined,
  type: undefined,
  arrayType: undefined,
});

function setEncodingAttribute(attrs: EncodingAttributes, name: string, value: string): void {
  if (name.startsWith('xmlns')) return; // namespace declarations: `xmlns:id` is no id
  switch (localName(name)) {
    case 'href':
      attrs.href = value;
      break;
    case 'id':
      attrs.id = value;
      break;
    case 'root':
      attrs.root = value;
      break;
    case 'nil':
      attrs.nil = value;
      break;
    case 'type':
      attrs.type = value;
      break;
    case 'arrayType':
      attrs.arrayType = value;
      break;
  }
}

function faultError(fault: Element): ApiError {
  let faultCode = '';
  let faultString = '';
  for (const e of elementsOf(fault)) {
    if (e.name === 'faultcode') faultCode = e.text.trim();
    else if (e.name === 'faultstring') faultString = e.text.trim();
  }
  return new ApiError('soap-fault', faultString || 'The drug vocabulary service reported a fault', {
    faultCode,
    faultString,
  });
}

/** The multiRefs of the Body, keyed `#id`. */
type Refs = Map<string, Element>;

function decodeValue(refs: Refs, el: Element): SoapValue {
  const a = el.attrs;
  if (a.href !== undefined) return resolve(refs, a.href);
  if (a.nil === 'true' || a.nil === '1') return null;
  if (a.arrayType !== undefined || a.type === 'Array' || a.type?.endsWith(':Array')) {
    return elementsOf(el).map((item) => decodeValue(refs, item));
  }
  if (el.kids.length > 0) {
    const fields: { [field: string]: SoapValue } = {};
    for (const child of el.kids) {
      if (child.name === '__proto__' || Object.hasOwn(fields, child.name)) {
        throw badResponse(`field <${child.name}> is repeated in <${el.name}>`);
      }
      fields[child.name] = decodeValue(refs, child);
    }
    return fields;
  }
  if (el.text === '' && a.type !== undefined && !SIMPLE_TYPES.has(localName(a.type))) return {};
  return el.text;
}

function resolve(refs: Refs, href: string): SoapValue {
  if (!href.startsWith('#')) throw badResponse(`external reference "${href}" is not supported`);
  const target = refs.get(href);
  if (!target) throw badResponse(`reference ${href} has no multiRef`);
  if (target.value !== undefined) return target.value;
  if (target.decoding) throw badResponse(`reference ${href} is circular`);
  target.decoding = true;
  target.value = decodeValue(refs, target);
  target.decoding = false;
  return target.value;
}

/** The element children of a structural element, whose own text must be whitespace. */
function elementsOf(el: Element): Element[] {
  if (el.text.trim() !== '') throw badResponse(`unexpected text in <${el.name}>`);
  return el.kids;
}
