/** Namespaces and fixed names of the Axis 1.x rpc/encoded wire (reference §1.1, §2.1). */
export const SOAPENV_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SOAPENC_NS = 'http://schemas.xmlsoap.org/soap/encoding/';
export const XSD_NS = 'http://www.w3.org/2001/XMLSchema';
export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
export const BEAN_NS = 'urn:BeanService';
export const AXIS_NS = 'http://xml.apache.org/axis/';
export const APACHE_SOAP_NS = 'http://xml.apache.org/xml-soap';

/** What a WSDL-following client sends as the request element's namespace. */
export const DEFAULT_REQUEST_NS = 'http://db.rxnorm.nlm.nih.gov';
/** What the WSDL advertises for responses (and its targetNamespace); on the wire Axis echoes the request's. */
export const DEFAULT_SERVICE_NS = 'http://mor.nlm.nih.gov/axis/services/RxNormDBService';

/** The spec's endpoint, which the app calls. */
export const SOAP_PATH = '/axis/services/DBManagerService';
/** The real service's endpoint (reference §1.6), for clients generated from its WSDL. */
export const REAL_SOAP_PATH = '/axis/services/RxNormDBService';
/** Where Axis mounts its services: every path below answers like Axis, never like uts-ws. */
export const AXIS_SERVICES_PREFIX = '/axis/services/';
export const SOAP_CONTENT_TYPE = 'text/xml; charset=utf-8';

/** The `<?xml?>` declaration and Envelope start Axis writes on every message. */
export const ENVELOPE_START = `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAPENV_NS}" xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}"><soapenv:Body>`;
export const ENVELOPE_END = '</soapenv:Body></soapenv:Envelope>';
