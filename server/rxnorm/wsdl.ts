import { OPERATIONS, returnPartName, type OperationDef } from './operations.ts';
import { APACHE_SOAP_NS, BEAN_NS, SOAPENC_NS, XSD_NS } from './wire-names.ts';
import {
  RX_CONCEPT,
  RX_CONCEPT_GROUP,
  RX_TERM_INFO,
  type ArrayType,
  type BeanType,
  type WireType,
} from './wire-types.ts';
import { escapeXml } from './xml-text.ts';

/**
 * The service description served at `?wsdl`, generated from the same operation table the
 * dispatcher uses, in the shape Axis's Java2WSDL emits (reference §1): rpc/encoded,
 * soapAction "", beans in urn:BeanService, SOAP-encoded ArrayOf_* types, overloads as
 * `…Request`/`…Request1` messages. Service, port type and port carry the spec's names.
 */
export interface WsdlOptions {
  /** Where clients should POST (the URL this request reached). */
  location: string;
  /** targetNamespace; also the output body namespace the WSDL advertises. */
  serviceNamespace: string;
  /** The input body namespace clients must use. */
  requestNamespace: string;
}

const WSDL_NS = 'http://schemas.xmlsoap.org/wsdl/';
const WSDLSOAP_NS = 'http://schemas.xmlsoap.org/wsdl/soap/';

function typeRef(type: WireType): string {
  switch (type.kind) {
    case 'string':
      return 'soapenc:string';
    case 'int':
      return 'xsd:int';
    case 'array':
      return `impl:${type.wsdlName}`;
    case 'bean':
      return `tns1:${type.name}`;
  }
}

function beanSchema(bean: BeanType): string {
  const fields = bean.fields
    .map(([name, type]) => `     <element name="${name}" nillable="true" type="${typeRef(type)}"/>`)
    .join('\n');
  return `   <complexType name="${bean.name}">\n    <sequence>\n${fields}\n    </sequence>\n   </complexType>`;
}

function arraySchema(name: string, itemRef: string): string {
  return (
    `   <complexType name="${name}">\n    <complexContent>\n     <restriction base="soapenc:Array">\n` +
    `      <attribute ref="soapenc:arrayType" wsdl:arrayType="${itemRef}[]"/>\n` +
    `     </restriction>\n    </complexContent>\n   </complexType>`
  );
}

/** Message names of each overload: Axis numbers the second and later ones 1, 2, … */
function messageNames(op: OperationDef): { request: string; response: string }[] {
  return op.overloads.map((_, i) => ({
    request: `${op.name}Request${i === 0 ? '' : i}`,
    response: `${op.name}Response${i === 0 ? '' : i}`,
  }));
}

export function buildWsdl(opts: WsdlOptions): string {
  const tns = escapeXml(opts.serviceNamespace);
  const arrays = new Map<string, ArrayType>();
  const collect = (t: WireType): void => {
    if (t.kind === 'array') {
      arrays.set(t.wsdlName, t);
      collect(t.item);
    } else if (t.kind === 'bean') t.fields.forEach(([, f]) => collect(f));
  };
  for (const op of OPERATIONS) {
    collect(op.returns);
    op.overloads.forEach((parts) => parts.forEach((p) => collect(p.type)));
  }
  const arrayTypes = [...arrays.values()].sort((a, b) => a.wsdlName.localeCompare(b.wsdlName));

  const messages: string[] = [];
  const portOps: string[] = [];
  const bindingOps: string[] = [];
  const body = (ns: string) =>
    `<wsdlsoap:body encodingStyle="${SOAPENC_NS}" namespace="${escapeXml(ns)}" use="encoded"/>`;
  for (const op of OPERATIONS) {
    messageNames(op).forEach((names, i) => {
      const parts = op.overloads[i] ?? [];
      messages.push(
        `   <wsdl:message name="${names.request}">\n` +
          parts.map((p) => `      <wsdl:part name="${p.name}" type="${typeRef(p.type)}"/>\n`).join('') +
          `   </wsdl:message>`,
        `   <wsdl:message name="${names.response}">\n` +
          `      <wsdl:part name="${returnPartName(op.name)}" type="${typeRef(op.returns)}"/>\n` +
          `   </wsdl:message>`,
      );
      const order = parts.length > 0 ? ` parameterOrder="${parts.map((p) => p.name).join(' ')}"` : '';
      portOps.push(
        `      <wsdl:operation name="${op.name}"${order}>\n` +
          `         <wsdl:input message="impl:${names.request}" name="${names.request}"/>\n` +
          `         <wsdl:output message="impl:${names.response}" name="${names.response}"/>\n` +
          `      </wsdl:operation>`,
      );
      bindingOps.push(
        `      <wsdl:operation name="${op.name}">\n` +
          `         <wsdlsoap:operation soapAction=""/>\n` +
          `         <wsdl:input name="${names.request}">\n            ${body(opts.requestNamespace)}\n         </wsdl:input>\n` +
          `         <wsdl:output name="${names.response}">\n            ${body(opts.serviceNamespace)}\n         </wsdl:output>\n` +
          `      </wsdl:operation>`,
      );
    });
  }

  return `<?xml version="1.0" encoding="UTF-8"?>
<wsdl:definitions targetNamespace="${tns}" xmlns:apachesoap="${APACHE_SOAP_NS}" xmlns:impl="${tns}" xmlns:intf="${tns}" xmlns:soapenc="${SOAPENC_NS}" xmlns:tns1="${BEAN_NS}" xmlns:wsdl="${WSDL_NS}" xmlns:wsdlsoap="${WSDLSOAP_NS}" xmlns:xsd="${XSD_NS}">
 <wsdl:types>
  <schema targetNamespace="${BEAN_NS}" xmlns="${XSD_NS}">
   <import namespace="${tns}"/>
   <import namespace="${APACHE_SOAP_NS}"/>
   <import namespace="${SOAPENC_NS}"/>
${[RX_CONCEPT, RX_CONCEPT_GROUP, RX_TERM_INFO].map(beanSchema).join('\n')}
  </schema>
  <schema targetNamespace="${tns}" xmlns="${XSD_NS}">
   <import namespace="${BEAN_NS}"/>
   <import namespace="${APACHE_SOAP_NS}"/>
   <import namespace="${SOAPENC_NS}"/>
${arrayTypes.map((a) => arraySchema(a.wsdlName, typeRef(a.item))).join('\n')}
${arraySchema('ArrayOf_xsd_anyType', 'xsd:anyType')}
  </schema>
  <schema targetNamespace="${APACHE_SOAP_NS}" xmlns="${XSD_NS}">
   <import namespace="${tns}"/>
   <import namespace="${BEAN_NS}"/>
   <import namespace="${SOAPENC_NS}"/>
   <complexType name="Vector">
    <sequence>
     <element maxOccurs="unbounded" minOccurs="0" name="item" type="xsd:anyType"/>
    </sequence>
   </complexType>
  </schema>
 </wsdl:types>

${messages.join('\n\n')}

   <wsdl:portType name="DBManager">

${portOps.join('\n\n')}

   </wsdl:portType>

   <wsdl:binding name="DBServiceSoapBinding" type="impl:DBManager">

      <wsdlsoap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>

${bindingOps.join('\n\n')}

   </wsdl:binding>

   <wsdl:service name="DBManagerService">

      <wsdl:port binding="impl:DBServiceSoapBinding" name="DBServiceSoapBinding">

         <wsdlsoap:address location="${escapeXml(opts.location)}"/>

      </wsdl:port>

   </wsdl:service>

</wsdl:definitions>
`;
}
