import { SoapFault, userException } from './fault.ts';
import { OPERATIONS_BY_NAME, type OperationDef, type Part } from './operations.ts';
import { isMarkedArray, isNil, type SoapRequest, type XmlNode } from './request.ts';
import type { WireType } from './wire-types.ts';

/**
 * Picks the operation and overload for a request and converts its parts to the declared
 * types, faulting the way Axis does when that is impossible (reference §1.4, §4).
 */
export type ArgValue = string | number | (string | null)[] | null;

export interface Call {
  op: OperationDef;
  /** The chosen overload's parts. */
  parts: readonly Part[];
  /** Arguments by part name; every part of the overload is present. */
  args: ReadonlyMap<string, ArgValue>;
}

/**
 * The real service's names of the two version operations (reference §2, table rows 2–3), which
 * clients generated from its WSDL call. Our WSDL keeps the spec's names.
 */
const REAL_NAMES: ReadonlyMap<string, string> = new Map([
  ['getRxNormVersion', 'getDrugVocabVersion'],
  ['getUMLSVersion', 'getMetaVersion'],
]);

export function resolveCall(request: SoapRequest): Call {
  const op = OPERATIONS_BY_NAME.get(REAL_NAMES.get(request.operation) ?? request.operation);
  if (!op) throw new SoapFault('Client', `No such operation '${request.operation}'`);

  // Axis tries the overloads in declaration order and takes the first with at least as many
  // parameters as the request has children; none → the operation is "not there" for it.
  const given = request.parts;
  const parts = op.overloads.find((o) => o.length >= given.length);
  if (!parts)
    throw new SoapFault('Server.userException (unqualified)', `No such operation '${request.operation}'`);

  // Children are matched to parameters by name, by position when the name is unknown.
  const assigned = new Map<string, XmlNode>();
  given.forEach((child, i) => {
    const byName = parts.find((p) => p.name === child.name);
    const target = byName ?? parts[i];
    if (!target || assigned.has(target.name)) {
      throw new SoapFault('Server.userException (unqualified)', `No such operation '${request.operation}'`);
    }
    assigned.set(target.name, child.node);
  });

  const args = new Map<string, ArgValue>();
  for (const part of parts) {
    const node = assigned.get(part.name);
    // Every part is required (spec §4); Axis would pass null and the service would fail on it.
    if (!node) throw userException('java.rmi.RemoteException', `missing part '${part.name}' of ${op.name}`);
    args.set(part.name, convert(node, part.type, request.resolve));
  }
  return { op, parts, args };
}

function convert(node: XmlNode, type: WireType, resolve: (n: XmlNode) => XmlNode): ArgValue {
  if (isNil(node)) return null;
  switch (type.kind) {
    case 'string':
      if (isMarkedArray(node) || node.children.length > 0) throw argumentMismatch();
      return node.text;
    case 'int': {
      if (isMarkedArray(node) || node.children.length > 0) throw argumentMismatch();
      // xsd:int collapses whitespace; Integer.parseInt then rejects anything else.
      const text = node.text.trim();
      const n = /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
      if (!Number.isInteger(n) || n > 2147483647 || n < -2147483648) {
        throw userException('java.lang.NumberFormatException', `For input string: "${text}"`);
      }
      return n;
    }
    case 'array': {
      if (node.children.length === 0) {
        // <x/> or <x></x>: an empty array; text where an array is expected is a type mismatch.
        if (node.text.trim() !== '') throw argumentMismatch();
        return [];
      }
      if (type.item.kind !== 'string') throw argumentMismatch();
      return node.children.map((c) => {
        const item = resolve(c);
        if (isNil(item)) return null;
        if (isMarkedArray(item) || item.children.length > 0) throw argumentMismatch();
        return item.text;
      });
    }
    case 'bean':
      // No operation of the spec takes a bean.
      throw argumentMismatch();
  }
}

function argumentMismatch(): SoapFault {
  return userException('java.lang.IllegalArgumentException', 'argument type mismatch');
}
