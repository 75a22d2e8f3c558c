import { BEAN_NS, ENVELOPE_END, ENVELOPE_START, SOAPENC_NS } from './wire-names.ts';
import type { BeanType, WireType, WireValue } from './wire-types.ts';
import { escapeXml } from './xml-text.ts';

/**
 * Writes a response body byte for byte the way an Axis 1.2–1.4 rpc/encoded server does
 * (reference §2): no pretty printing, `xsi:type` on every value, SOAP-encoded arrays whose
 * items repeat the array's element name, `xsi:nil` for nulls, and beans either as `multiRef`
 * siblings of the response wrapper (Axis default) or inline (`sendMultiRefs=false`).
 */
export type SoapStyle = 'multiRef' | 'inline';

export interface ReturnMessage {
  operation: string;
  /** Namespace of the request element, echoed on the response wrapper (reference §2.2). */
  namespace: string;
  returnType: WireType;
  value: WireValue;
  style: SoapStyle;
}

interface Scope {
  /** `soapenc` is declared on an ancestor (it is never declared on the Envelope). */
  soapenc: boolean;
  /** Prefix bound to urn:BeanService on an ancestor, if any. */
  beanPrefix: string | null;
}

interface PendingBean {
  id: string;
  type: BeanType;
  value: Record<string, WireValue>;
}

class AxisWriter {
  readonly out: string[] = [];
  private nsCounter = 0;
  private idCounter = 0;
  /** Beans met (as hrefs) but not written yet: the next multiRef pass. */
  private pending: PendingBean[] = [];

  constructor(private readonly style: SoapStyle) {}

  newPrefix(): string {
    this.nsCounter += 1;
    return `ns${this.nsCounter}`;
  }

  value(name: string, type: WireType, value: WireValue, scope: Scope): void {
    switch (type.kind) {
      case 'string':
      case 'int':
        return this.simple(name, type.kind === 'int' ? 'xsd:int' : 'soapenc:string', value, scope);
      case 'array':
        return this.array(name, type, value, scope);
      case 'bean':
        return this.bean(name, type, value, scope);
    }
  }

  private simple(name: string, xsiType: string, value: WireValue, scope: Scope): void {
    const decl = !scope.soapenc && xsiType.startsWith('soapenc:') ? ` xmlns:soapenc="${SOAPENC_NS}"` : '';
    if (value === null) {
      this.out.push(`<${name} xsi:type="${xsiType}" xsi:nil="true"${decl}/>`);
      return;
    }
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new TypeError(`${name}: expected a simple value`);
    // Axis always writes start and end tags for simple values, so '' is <x ...></x>, never <x/>.
    this.out.push(`<${name} xsi:type="${xsiType}"${decl}>${escapeXml(String(value))}</${name}>`);
  }

  private array(
    name: string,
    type: Extract<WireType, { kind: 'array' }>,
    value: WireValue,
    scope: Scope,
  ): void {
    const soapencDecl = scope.soapenc ? '' : ` xmlns:soapenc="${SOAPENC_NS}"`;
    if (value === null) {
      this.out.push(`<${name} xsi:type="soapenc:Array" xsi:nil="true"${soapencDecl}/>`);
      return;
    }
    if (!Array.isArray(value)) throw new TypeError(`${name}: expected an array`);
    const items = value as readonly WireValue[];
    let beanPrefix = scope.beanPrefix;
    let beanDecl = '';
    if (type.item.kind === 'bean' && beanPrefix === null) {
      // The bean namespace is registered before soapenc, so its declaration comes first.
      beanPrefix = this.newPrefix();
      beanDecl = ` xmlns:${beanPrefix}="${BEAN_NS}"`;
    }
    const itemType = type.item.kind === 'bean' ? `${beanPrefix}:${type.item.name}` : 'soapenc:string';
    const start = `<${name} soapenc:arrayType="${itemType}[${items.length}]" xsi:type="soapenc:Array"${beanDecl}${soapencDecl}`;
    if (items.length === 0) {
      this.out.push(`${start}/>`);
      return;
    }
    this.out.push(`${start}>`);
    const inner: Scope = { soapenc: true, beanPrefix };
    for (const item of items) this.value(name, type.item, item, inner);
    this.out.push(`</${name}>`);
  }

  private bean(name: string, type: BeanType, value: WireValue, scope: Scope): void {
    if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
      throw new TypeError(`${name}: expected a ${type.name}`);
    if (value !== null && this.style === 'multiRef') {
      const id = `id${this.idCounter++}`;
      this.pending.push({ id, type, value: value as unknown as Record<string, WireValue> });
      this.out.push(`<${name} href="#${id}"/>`);
      return;
    }
    let prefix = scope.beanPrefix;
    let decl = '';
    if (prefix === null) {
      prefix = this.newPrefix();
      decl = ` xmlns:${prefix}="${BEAN_NS}"`;
    }
    if (value === null) {
      this.out.push(`<${name} xsi:type="${prefix}:${type.name}" xsi:nil="true"${decl}/>`);
      return;
    }
    this.out.push(`<${name} xsi:type="${prefix}:${type.name}"${decl}>`);
    this.fields(type, value as unknown as Record<string, WireValue>, {
      soapenc: scope.soapenc,
      beanPrefix: prefix,
    });
    this.out.push(`</${name}>`);
  }

  private fields(type: BeanType, value: Record<string, WireValue>, scope: Scope): void {
    for (const [field, fieldType] of type.fields) this.value(field, fieldType, value[field] ?? null, scope);
  }

  /**
   * Writes the pending beans as `multiRef` siblings, level by level: beans nested in a
   * multiRef get their ids while it is written and come out in a later pass, as in Axis.
   * Axis iterates an identity HashSet, so the order within a pass is arbitrary; a stable
   * hash order keeps our output reproducible while still not being id order.
   */
  multiRefs(): void {
    while (this.pending.length > 0) {
      const pass = [...this.pending].sort((a, b) => idHash(a.id) - idHash(b.id) || a.id.localeCompare(b.id));
      this.pending = [];
      for (const bean of pass) {
        const prefix = this.newPrefix();
        this.out.push(
          `<multiRef id="${bean.id}" soapenc:root="0" soapenv:encodingStyle="${SOAPENC_NS}" xsi:type="${prefix}:${bean.type.name}" xmlns:soapenc="${SOAPENC_NS}" xmlns:${prefix}="${BEAN_NS}">`,
        );
        this.fields(bean.type, bean.value, { soapenc: true, beanPrefix: prefix });
        this.out.push('</multiRef>');
      }
    }
  }
}

function idHash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The complete response document for one operation's return value. */
export function serializeReturn(msg: ReturnMessage): string {
  const w = new AxisWriter(msg.style);
  const wrapper = `${msg.operation}Response`;
  let qname = wrapper;
  let decl = '';
  if (msg.namespace !== '') {
    qname = `${w.newPrefix()}:${wrapper}`;
    decl = ` xmlns:${qname.slice(0, qname.indexOf(':'))}="${escapeXml(msg.namespace)}"`;
  }
  w.out.push(ENVELOPE_START, `<${qname} soapenv:encodingStyle="${SOAPENC_NS}"${decl}>`);
  w.value(`${msg.operation}Return`, msg.returnType, msg.value, { soapenc: false, beanPrefix: null });
  w.out.push(`</${qname}>`);
  w.multiRefs();
  w.out.push(ENVELOPE_END);
  return w.out.join('');
}
