import { ENVELOPE_END, ENVELOPE_START, SOAP_ENC_NS } from './envelope.ts';
import { escapeXml } from './xml-text.ts';

/**
 * Writes responses the way an Axis 1.2–1.4 server does (reference §2.3–§2.6), from values
 * whose wire types are spelled out. For the decoder's tests and the decode benchmark only;
 * the app never sends responses.
 */

export type BeanType = 'RxConcept' | 'RxConceptGroup' | 'RxTermInfo';

export type SampleValue =
  | string
  | null
  | { readonly array: 'string' | BeanType; readonly items: readonly SampleValue[] }
  | { readonly bean: BeanType; readonly fields: ReadonlyArray<readonly [string, SampleValue]> };

export interface AxisResponseOptions {
  /** false writes every bean in place (sendMultiRefs=false); default true. */
  multiRef?: boolean;
  /** Array items named after the array (Axis 1.2+, default) or `item` (Axis 1.0/1.1). */
  itemName?: 'array' | 'item';
  /** Reorders the multiRef elements of each pass (Axis writes them from a HashSet). */
  shuffle?: (ids: string[]) => string[];
  responseNs?: string;
}

const BEAN_NS = 'urn:BeanService';

export function axisResponse(
  operation: string,
  value: SampleValue,
  options: AxisResponseOptions = {},
): string {
  const { multiRef = true, itemName = 'array', shuffle = (ids) => ids } = options;
  const responseNs = options.responseNs ?? 'http://db.rxnorm.nlm.nih.gov';
  let nextId = 0;
  let queue: Array<{ id: string; bean: Extract<SampleValue, { bean: BeanType }> }> = [];

  function write(name: string, v: SampleValue): string {
    if (v === null) return `<${name} xsi:type="soapenc:string" xsi:nil="true"/>`;
    if (typeof v === 'string') return `<${name} xsi:type="soapenc:string">${escapeXml(v, name)}</${name}>`;
    if ('array' in v) {
      const component = v.array === 'string' ? 'soapenc:string' : `bean:${v.array}`;
      const open = `<${name} soapenc:arrayType="${component}[${v.items.length}]" xsi:type="soapenc:Array"`;
      if (v.items.length === 0) return `${open}/>`;
      const item = itemName === 'item' ? 'item' : name;
      return `${open}>${v.items.map((x) => write(item, x)).join('')}</${name}>`;
    }
    if (multiRef) {
      const id = `id${nextId++}`;
      queue.push({ id, bean: v });
      return `<${name} href="#${id}"/>`;
    }
    return `<${name} xsi:type="bean:${v.bean}">${v.fields.map(([f, x]) => write(f, x)).join('')}</${name}>`;
  }

  const decls = `xmlns:bean="${BEAN_NS}" xmlns:soapenc="${SOAP_ENC_NS}"`;
  const ret = write(`${operation}Return`, value).replace(/^<([^\s/>]+)/, `<$1 ${decls}`);
  let refs = '';
  // Beans nested in a multiRef get their ids as it is written and follow in a later pass.
  while (queue.length) {
    const pass = new Map(queue.map((q) => [q.id, q.bean]));
    queue = [];
    const written = new Map<string, string>();
    for (const [id, bean] of pass) {
      const fields = bean.fields.map(([f, x]) => write(f, x)).join('');
      written.set(
        id,
        `<multiRef id="${id}" soapenc:root="0" soapenv:encodingStyle="${SOAP_ENC_NS}" xsi:type="bean:${bean.bean}" ${decls}>${fields}</multiRef>`,
      );
    }
    for (const id of shuffle([...written.keys()])) refs += written.get(id)!;
  }
  return (
    ENVELOPE_START +
    `<ns1:${operation}Response soapenv:encodingStyle="${SOAP_ENC_NS}" xmlns:ns1="${escapeXml(responseNs, 'ns')}">` +
    ret +
    `</ns1:${operation}Response>` +
    refs +
    ENVELOPE_END
  );
}

/** An RxConcept bean in wire field order. */
export function conceptSample(
  c: Record<'CUI' | 'LAT' | 'RXCUI' | 'STR' | 'SUPPRESS' | 'SY' | 'TTY', string | null>,
): SampleValue {
  return {
    bean: 'RxConcept',
    fields: [
      ['CUI', c.CUI],
      ['LAT', c.LAT],
      ['RXCUI', c.RXCUI],
      ['STR', c.STR],
      ['SUPPRESS', c.SUPPRESS],
      ['SY', c.SY],
      ['TTY', c.TTY],
    ],
  };
}

/** An RxConceptGroup bean: a (possibly nil) concept array and its TTY. */
export function groupSample(type: string | null, concepts: readonly SampleValue[] | null): SampleValue {
  return {
    bean: 'RxConceptGroup',
    fields: [
      ['rxConcept', concepts === null ? null : { array: 'RxConcept', items: concepts }],
      ['type', type],
    ],
  };
}
