import type { RxConcept } from '../../src/api/rxnorm/types.ts';
import { configFromEnv, type EmulatorConfig } from '../config.ts';
import { followHref, isMarkedArray, isNil, parseDocument, type XmlNode } from '../rxnorm/request.ts';
import { SOAP_PATH, SOAPENV_NS } from '../rxnorm/wire-names.ts';
import { startTestEmulator as startEmulatorWith } from './emulator.ts';

/** Helpers for the contract tests: a running emulator, hand-written Axis-stub requests, a plain reader. */

export const ENC = 'http://schemas.xmlsoap.org/soap/encoding/';
export const REQUEST_NS = 'http://db.rxnorm.nlm.nih.gov';

export interface Running {
  url: string;
  config: EmulatorConfig;
  close: () => Promise<void>;
}

/** An emulator with the settings `npm run emulator` has (rate limit included), changed by `overrides`. */
export async function startTestEmulator(overrides: Partial<EmulatorConfig> = {}): Promise<Running> {
  const config = { ...configFromEnv({}), ...overrides };
  return { ...(await startEmulatorWith(config)), config };
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Part builders producing what an Axis 1.4 stub sends (reference §2.7, §3.2). */
export const part = {
  string: (name: string, value: string) =>
    `<${name} xsi:type="soapenc:string" xmlns:soapenc="${ENC}">${xmlEscape(value)}</${name}>`,
  int: (name: string, value: number | string) => `<${name} xsi:type="xsd:int">${value}</${name}>`,
  strings: (name: string, values: readonly string[]) =>
    `<${name} soapenc:arrayType="soapenc:string[${values.length}]" xsi:type="soapenc:Array" xmlns:soapenc="${ENC}">` +
    values.map((v) => `<${name} xsi:type="soapenc:string">${xmlEscape(v)}</${name}>`).join('') +
    `</${name}>`,
  nil: (name: string) => `<${name} xsi:type="soapenc:string" xsi:nil="true" xmlns:soapenc="${ENC}"/>`,
};

export function envelope(operation: string, parts: readonly string[] = [], ns = REQUEST_NS): string {
  const open = `<ns1:${operation} soapenv:encodingStyle="${ENC}" xmlns:ns1="${ns}"`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ' +
    'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body>' +
    (parts.length ? `${open}>${parts.join('')}</ns1:${operation}>` : `${open}/>`) +
    '</soapenv:Body></soapenv:Envelope>'
  );
}

export interface SoapReply {
  status: number;
  contentType: string | null;
  body: string;
}

export async function post(
  base: string,
  body: string,
  headers: Record<string, string> = { SOAPAction: '""', 'Content-Type': 'text/xml; charset=utf-8' },
): Promise<SoapReply> {
  const res = await fetch(base + SOAP_PATH, { method: 'POST', headers, body });
  return { status: res.status, contentType: res.headers.get('content-type'), body: await res.text() };
}

export async function call(
  base: string,
  operation: string,
  parts: readonly string[] = [],
): Promise<SoapReply> {
  return post(base, envelope(operation, parts));
}

/** A plain reading of a response (or fault) for behaviour assertions; wire shapes are asserted on the bytes. */
export type Plain = null | string | Plain[] | { [k: string]: Plain };

export function bodyOf(xml: string): { body: XmlNode; byId: Map<string, XmlNode> } {
  const env = parseDocument(xml);
  const body = env.children.find((c) => c.ns === SOAPENV_NS && c.local === 'Body');
  if (!body) throw new Error('no Body');
  const byId = new Map<string, XmlNode>();
  for (const el of body.children) {
    const id = el.attrs.get('id');
    if (id !== undefined) byId.set(id, el);
  }
  return { body, byId };
}

/** The value of the `<op>Return` part, multiRefs resolved. */
export function returnValue(xml: string): Plain {
  const { body, byId } = bodyOf(xml);
  const wrapper = body.children[0];
  const ret = wrapper?.children[0];
  if (!wrapper || !ret) throw new Error('no return part');
  const plain = (node: XmlNode): Plain => {
    const n = followHref(node, byId, new Set());
    if (isNil(n)) return null;
    if (isMarkedArray(n)) return n.children.map(plain);
    if (n.children.length === 0) return n.text;
    return Object.fromEntries(n.children.map((c) => [c.local, plain(c)]));
  };
  return plain(ret);
}

export function faultOf(xml: string): {
  faultcode: string;
  faultstring: string;
  detail: XmlNode | undefined;
} {
  const { body } = bodyOf(xml);
  const fault = body.children.find((c) => c.ns === SOAPENV_NS && c.local === 'Fault');
  if (!fault) throw new Error(`not a fault: ${xml.slice(0, 300)}`);
  const child = (name: string) => fault.children.find((c) => c.local === name);
  return {
    faultcode: child('faultcode')?.text ?? '',
    faultstring: child('faultstring')?.text ?? '',
    detail: child('detail'),
  };
}

/** A decoded RxConcept, as the browser client's types describe it. */
export type ConceptPlain = RxConcept;
export interface GroupPlain {
  type: string;
  rxConcept: ConceptPlain[];
}

/**
 * An envelope whose parameter refers to a chain of `depth` multiRefs, each referring twice to
 * the next: 2 KB at depth 25, and 2^25 resolutions for a reader that follows every reference.
 */
export function nestedMultiRefs(depth: number, operation = 'getDrugs'): string {
  let refs = '';
  for (let i = 0; i < depth; i++)
    refs += `<r id="i${i}" e:root="0"><a href="#i${i + 1}"/><b href="#i${i + 1}"/></r>`;
  return (
    `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" xmlns:e="${ENC}"><s:Body>` +
    `<q:${operation} xmlns:q="${REQUEST_NS}"><name href="#i0"/></q:${operation}>` +
    `${refs}<r id="i${depth}" e:root="0">x</r></s:Body></s:Envelope>`
  );
}
