/**
 * The request namespace the drug service expects (`{request_namespace}`, RXNORM_SOAP_REQUEST_NS).
 * The root loader sets it from the runtime config before any page asks the service; until then,
 * and when the config cannot be read, the documented default is used and the calls themselves
 * show whether the upstream accepts it. Kept apart from the client so reading it costs no
 * SOAP code in the first bundle.
 */
export const DEFAULT_REQUEST_NS = 'http://db.rxnorm.nlm.nih.gov';

let requestNs = DEFAULT_REQUEST_NS;

export const drugRequestNs = (): string => requestNs;

export function setDrugRequestNs(ns: string): void {
  requestNs = ns;
}
