import { escapeXml } from './xml-text.ts';

/**
 * SOAP 1.1 rpc/encoded request envelopes, byte for byte as an Axis 1.4 stub sends them
 * (shared/reference/rxnorm-soap-wire.md §2.7 and the worked requests in §3).
 */

export const SOAP_ENV_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SOAP_ENC_NS = 'http://schemas.xmlsoap.org/soap/encoding/';
export const XSD_NS = 'http://www.w3.org/2001/XMLSchema';
export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

/** The only SOAPAction the service uses; Axis faults when the header is missing (§4.3). */
export const SOAP_ACTION = '""';
export const SOAP_CONTENT_TYPE = 'text/xml; charset=utf-8';

/** One message part, in the order the operation declares it. */
export type SoapPart =
  | { readonly name: string; readonly kind: 'string'; readonly value: string }
  | { readonly name: string; readonly kind: 'int'; readonly value: number }
  | { readonly name: string; readonly kind: 'string[]'; readonly value: readonly string[] };

export const ENVELOPE_START =
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP_ENV_NS}" ` +
  `xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}"><soapenv:Body>`;
export const ENVELOPE_END = '</soapenv:Body></soapenv:Envelope>';

// Operation and part names come from code, never from users; a bad one is a programming error.
const NC_NAME = /^[A-Za-z_][\w.-]*$/;
const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/**
 * The full request document for `operation` in namespace `requestNs` (from runtime config).
 * Every string is escaped; a character XML 1.0 cannot carry throws XmlCharacterError.
 */
export function buildEnvelope(requestNs: string, operation: string, parts: ReadonlyArray<SoapPart>): string {
  if (!requestNs) throw new Error('buildEnvelope: the request namespace must not be empty');
  if (!NC_NAME.test(operation)) throw new Error(`buildEnvelope: "${operation}" is not an operation name`);
  const open =
    `<ns1:${operation} soapenv:encodingStyle="${SOAP_ENC_NS}" ` +
    `xmlns:ns1="${escapeXml(requestNs, 'request namespace')}"`;
  const body = parts.map(partXml).join('');
  const call = body ? `${open}>${body}</ns1:${operation}>` : `${open}/>`;
  return ENVELOPE_START + call + ENVELOPE_END;
}

function partXml(part: SoapPart): string {
  const { name } = part;
  if (!NC_NAME.test(name)) throw new Error(`buildEnvelope: "${name}" is not a part name`);
  switch (part.kind) {
    case 'string':
      return (
        `<${name} xsi:type="soapenc:string" xmlns:soapenc="${SOAP_ENC_NS}">` +
        `${escapeXml(part.value, name)}</${name}>`
      );
    case 'int':
      if (!Number.isInteger(part.value) || part.value < INT_MIN || part.value > INT_MAX) {
        throw new RangeError(`buildEnvelope: ${name} = ${part.value} is not an xsd:int`);
      }
      return `<${name} xsi:type="xsd:int">${part.value}</${name}>`;
    case 'string[]': {
      const open =
        `<${name} soapenc:arrayType="soapenc:string[${part.value.length}]" ` +
        `xsi:type="soapenc:Array" xmlns:soapenc="${SOAP_ENC_NS}"`;
      if (part.value.length === 0) return `${open}/>`;
      // Axis names each item after the array part itself (§2.4).
      const items = part.value
        .map((v) => `<${name} xsi:type="soapenc:string">${escapeXml(v, name)}</${name}>`)
        .join('');
      return `${open}>${items}</${name}>`;
    }
  }
}
