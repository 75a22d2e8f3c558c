/**
 * Test fixtures: the worked envelopes of shared/reference/rxnorm-soap-wire.md §3 and §4,
 * copied verbatim (indentation there is only for reading; Axis sends one line, §2.1).
 * Where the reference abbreviates (`…`), the completion is marked.
 */
import { ENVELOPE_END, ENVELOPE_START, SOAP_ENC_NS } from './envelope.ts';

/** One line, `{ENC}` expanded, wrapped in the Axis envelope. */
export function axisLine(bodyContent: string): string {
  return (
    ENVELOPE_START +
    bodyContent.replaceAll('{ENC}', SOAP_ENC_NS).replace(/>\s+</g, '><').trim() +
    ENVELOPE_END
  );
}

/** §3.1, exact single-line bytes as given. */
export const RXNORM_VERSION_RESPONSE =
  '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body><ns1:getRxNormVersionResponse soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" xmlns:ns1="http://db.rxnorm.nlm.nih.gov"><getRxNormVersionReturn xsi:type="soapenc:string" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/">02-Aug-2010</getRxNormVersionReturn></ns1:getRxNormVersionResponse></soapenv:Body></soapenv:Envelope>';

/** §3.2 response (findRxcuiByString, 3 parts). */
export const FIND_BY_STRING_RESPONSE = axisLine(`
<ns1:findRxcuiByStringResponse soapenv:encodingStyle="{ENC}" xmlns:ns1="http://db.rxnorm.nlm.nih.gov">
  <findRxcuiByStringReturn soapenc:arrayType="soapenc:string[1]" xsi:type="soapenc:Array" xmlns:soapenc="{ENC}">
    <findRxcuiByStringReturn xsi:type="soapenc:string">1191</findRxcuiByStringReturn>
  </findRxcuiByStringReturn>
</ns1:findRxcuiByStringResponse>`);

/** §3.2 no match. */
export const FIND_BY_STRING_EMPTY_RESPONSE = axisLine(`
<ns1:findRxcuiByStringResponse soapenv:encodingStyle="{ENC}" xmlns:ns1="http://db.rxnorm.nlm.nih.gov"><findRxcuiByStringReturn soapenc:arrayType="soapenc:string[0]" xsi:type="soapenc:Array" xmlns:soapenc="{ENC}"/></ns1:findRxcuiByStringResponse>`);

/** §3.3 multiRef form. */
export const CONCEPT_PROPERTIES_MULTIREF = axisLine(`
<ns1:getRxConceptPropertiesResponse soapenv:encodingStyle="{ENC}" xmlns:ns1="http://db.rxnorm.nlm.nih.gov">
  <getRxConceptPropertiesReturn href="#id0"/>
</ns1:getRxConceptPropertiesResponse>
<multiRef id="id0" soapenc:root="0" soapenv:encodingStyle="{ENC}" xsi:type="ns2:RxConcept" xmlns:soapenc="{ENC}" xmlns:ns2="urn:BeanService">
  <CUI xsi:type="soapenc:string">C0022642</CUI>
  <LAT xsi:type="soapenc:string">ENG</LAT>
  <RXCUI xsi:type="soapenc:string">6146</RXCUI>
  <STR xsi:type="soapenc:string">Ketotifen</STR>
  <SUPPRESS xsi:type="soapenc:string">N</SUPPRESS>
  <SY xsi:type="soapenc:string"></SY>
  <TTY xsi:type="soapenc:string">IN</TTY>
</multiRef>`);

/** §3.3 inline form (the reference elides the fields after CUI: completed with the same values). */
export const CONCEPT_PROPERTIES_INLINE = axisLine(`
<ns1:getRxConceptPropertiesResponse soapenv:encodingStyle="{ENC}" xmlns:ns1="http://db.rxnorm.nlm.nih.gov">
  <getRxConceptPropertiesReturn xsi:type="ns2:RxConcept" xmlns:ns2="urn:BeanService">
    <CUI xsi:type="soapenc:string" xmlns:soapenc="{ENC}">C0022642</CUI>
    <LAT xsi:type="soapenc:string" xmlns:soapenc="{ENC}">ENG</LAT>
    <RXCUI xsi:type="soapenc:string" xmlns:soapenc="{ENC}">6146</RXCUI>
    <STR xsi:type="soapenc:string" xmlns:soapenc="{ENC}">Ketotifen</STR>
    <SUPPRESS xsi:type="soapenc:string" xmlns:soapenc="{ENC}">N</SUPPRESS>
    <SY xsi:type="soapenc:string" xmlns:soapenc="{ENC}"></SY>
    <TTY xsi:type="soapenc:string" xmlns:soapenc="{ENC}">IN</TTY>
  </getRxConceptPropertiesReturn>
</ns1:getRxConceptPropertiesResponse>`);

/** §3.4 multiRef form, multiRefs in the reference's shuffled order (id1, id0, id3, id2). */
export const RELATED_BY_TYPE_MULTIREF = axisLine(`
<ns1:getRelatedByTypeResponse soapenv:encodingStyle="{ENC}" xmlns:ns1="http://db.rxnorm.nlm.nih.gov">
  <getRelatedByTypeReturn soapenc:arrayType="ns2:RxConceptGroup[2]" xsi:type="soapenc:Array" xmlns:ns2="urn:BeanService" xmlns:soapenc="{ENC}">
    <getRelatedByTypeReturn href="#id0"/>
    <getRelatedByTypeReturn href="#id1"/>
  </getRelatedByTypeReturn>
</ns1:getRelatedByTypeResponse>
<multiRef id="id1" soapenc:root="0" soapenv:encodingStyle="{ENC}" xsi:type="ns3:RxConceptGroup" xmlns:soapenc="{ENC}" xmlns:ns3="urn:BeanService">
  <rxConcept soapenc:arrayType="ns3:RxConcept[1]" xsi:type="soapenc:Array">
    <rxConcept href="#id2"/>
  </rxConcept>
  <type xsi:type="soapenc:string">IN</type>
</multiRef>
<multiRef id="id0" soapenc:root="0" soapenv:encodingStyle="{ENC}" xsi:type="ns4:RxConceptGroup" xmlns:ns4="urn:BeanService" xmlns:soapenc="{ENC}">
  <rxConcept soapenc:arrayType="ns4:RxConcept[1]" xsi:type="soapenc:Array">
    <rxConcept href="#id3"/>
  </rxConcept>
  <type xsi:type="soapenc:string">BN</type>
</multiRef>
<multiRef id="id3" soapenc:root="0" soapenv:encodingStyle="{ENC}" xsi:type="ns5:RxConcept" xmlns:ns5="urn:BeanService" xmlns:soapenc="{ENC}">
  <CUI xsi:type="soapenc:string"></CUI><LAT xsi:type="soapenc:string">ENG</LAT>
  <RXCUI xsi:type="soapenc:string">153165</RXCUI><STR xsi:type="soapenc:string">Lipitor</STR>
  <SUPPRESS xsi:type="soapenc:string">N</SUPPRESS><SY xsi:type="soapenc:string"></SY>
  <TTY xsi:type="soapenc:string">BN</TTY>
</multiRef>
<multiRef id="id2" soapenc:root="0" soapenv:encodingStyle="{ENC}" xsi:type="ns6:RxConcept" xmlns:ns6="urn:BeanService" xmlns:soapenc="{ENC}">
  <CUI xsi:type="soapenc:string"></CUI><LAT xsi:type="soapenc:string">ENG</LAT>
  <RXCUI xsi:type="soapenc:string">83367</RXCUI><STR xsi:type="soapenc:string">atorvastatin</STR>
  <SUPPRESS xsi:type="soapenc:string">N</SUPPRESS><SY xsi:type="soapenc:string"></SY>
  <TTY xsi:type="soapenc:string">IN</TTY>
</multiRef>`);

/**
 * §3.4 inline form. The reference elides the fields and the second group (`…`); completed
 * with the same two groups and concepts as the multiRef form.
 */
export const RELATED_BY_TYPE_INLINE = axisLine(`
<ns1:getRelatedByTypeResponse soapenv:encodingStyle="{ENC}" xmlns:ns1="http://db.rxnorm.nlm.nih.gov">
<getRelatedByTypeReturn soapenc:arrayType="ns2:RxConceptGroup[2]" xsi:type="soapenc:Array" xmlns:ns2="urn:BeanService" xmlns:soapenc="{ENC}">
  <getRelatedByTypeReturn xsi:type="ns2:RxConceptGroup">
    <rxConcept soapenc:arrayType="ns2:RxConcept[1]" xsi:type="soapenc:Array">
      <rxConcept xsi:type="ns2:RxConcept"><CUI xsi:type="soapenc:string"></CUI><LAT xsi:type="soapenc:string">ENG</LAT><RXCUI xsi:type="soapenc:string">153165</RXCUI><STR xsi:type="soapenc:string">Lipitor</STR><SUPPRESS xsi:type="soapenc:string">N</SUPPRESS><SY xsi:type="soapenc:string"></SY><TTY xsi:type="soapenc:string">BN</TTY></rxConcept>
    </rxConcept>
    <type xsi:type="soapenc:string">BN</type>
  </getRelatedByTypeReturn>
  <getRelatedByTypeReturn xsi:type="ns2:RxConceptGroup">
    <rxConcept soapenc:arrayType="ns2:RxConcept[1]" xsi:type="soapenc:Array">
      <rxConcept xsi:type="ns2:RxConcept"><CUI xsi:type="soapenc:string"></CUI><LAT xsi:type="soapenc:string">ENG</LAT><RXCUI xsi:type="soapenc:string">83367</RXCUI><STR xsi:type="soapenc:string">atorvastatin</STR><SUPPRESS xsi:type="soapenc:string">N</SUPPRESS><SY xsi:type="soapenc:string"></SY><TTY xsi:type="soapenc:string">IN</TTY></rxConcept>
    </rxConcept>
    <type xsi:type="soapenc:string">IN</type>
  </getRelatedByTypeReturn>
</getRelatedByTypeReturn>
</ns1:getRelatedByTypeResponse>`);

/** §3.6 (placeholder values as in the reference). */
export const MULTI_INGRED_BRAND_RESPONSE = axisLine(`
<ns1:getMultiIngredBrandResponse soapenv:encodingStyle="{ENC}" xmlns:ns1="http://db.rxnorm.nlm.nih.gov">
  <getMultiIngredBrandReturn soapenc:arrayType="ns2:RxConcept[1]" xsi:type="soapenc:Array" xmlns:ns2="urn:BeanService" xmlns:soapenc="{ENC}">
    <getMultiIngredBrandReturn href="#id0"/>
  </getMultiIngredBrandReturn>
</ns1:getMultiIngredBrandResponse>
<multiRef id="id0" soapenc:root="0" soapenv:encodingStyle="{ENC}" xsi:type="ns3:RxConcept" xmlns:soapenc="{ENC}" xmlns:ns3="urn:BeanService">
  <CUI xsi:type="soapenc:string"></CUI><LAT xsi:type="soapenc:string">ENG</LAT>
  <RXCUI xsi:type="soapenc:string">[placeholder BN rxcui]</RXCUI><STR xsi:type="soapenc:string">[placeholder brand]</STR>
  <SUPPRESS xsi:type="soapenc:string">N</SUPPRESS><SY xsi:type="soapenc:string"></SY><TTY xsi:type="soapenc:string">BN</TTY>
</multiRef>`);

/** §4.1 fault body (host name is the reference's placeholder). */
export const USER_EXCEPTION_FAULT = axisLine(`
<soapenv:Fault>
  <faultcode>soapenv:Server.userException</faultcode>
  <faultstring>java.rmi.RemoteException: [message]</faultstring>
  <detail>
    <ns1:hostname xmlns:ns1="http://xml.apache.org/axis/">[server host name]</ns1:hostname>
  </detail>
</soapenv:Fault>`);

/** §4.2 unknown operation. */
export const NO_SUCH_OPERATION_FAULT = axisLine(
  '<soapenv:Fault><faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:Client</faultcode><faultstring>No such operation \'x\'</faultstring><detail><ns1:hostname xmlns:ns1="http://xml.apache.org/axis/">[server host name]</ns1:hostname></detail></soapenv:Fault>',
);

/** §4.3 missing SOAPAction header. */
export const NO_SOAP_ACTION_FAULT = axisLine(
  '<soapenv:Fault><faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:Client.NoSOAPAction</faultcode><faultstring>no SOAPAction header!</faultstring><detail><ns1:hostname xmlns:ns1="http://xml.apache.org/axis/">[server host name]</ns1:hostname></detail></soapenv:Fault>',
);
