import { AXIS_NS, ENVELOPE_END, ENVELOPE_START } from './wire-names.ts';
import { escapeXml } from './xml-text.ts';

/**
 * SOAP faults as Axis 1.2–1.4 writes them (reference §4): HTTP 500, `faultcode`,
 * `faultstring`, and a `detail` holding only the Axis `hostname` (the stack trace detail is
 * stripped outside development mode).
 */
export type FaultCode =
  /** `soapenv:Server.userException`: an exception thrown by the service (§4.1). */
  | 'Server.userException'
  /** Unqualified `Server.userException`: the operation exists, no overload fits (§4.2). */
  | 'Server.userException (unqualified)'
  /** `{axis}Client`: no operation of that name (§4.2). */
  | 'Client'
  /** `{axis}Client.NoSOAPAction` (§4.3). */
  | 'Client.NoSOAPAction'
  /** `{axis}Server.NoService`: a POST to a path under /axis/services/ with no service there. */
  | 'Server.NoService';

export class SoapFault extends Error {
  constructor(
    readonly code: FaultCode,
    readonly faultString: string,
  ) {
    super(faultString);
  }
}

/** The host name Axis puts in the fault detail; the emulator names itself instead of the machine. */
export const FAULT_HOSTNAME = 'rxnorm-emulator';

export function serializeFault(fault: SoapFault, hostname = FAULT_HOSTNAME): string {
  let faultcode: string;
  // The hostname's prefix comes from the same per-message counter as the faultcode's.
  let hostPrefix = 'ns1';
  switch (fault.code) {
    case 'Server.userException':
      faultcode = '<faultcode>soapenv:Server.userException</faultcode>';
      break;
    case 'Server.userException (unqualified)':
      faultcode = '<faultcode>Server.userException</faultcode>';
      break;
    case 'Client':
    case 'Client.NoSOAPAction':
    case 'Server.NoService':
      faultcode = `<faultcode xmlns:ns1="${AXIS_NS}">ns1:${fault.code}</faultcode>`;
      hostPrefix = 'ns2';
      break;
  }
  return (
    ENVELOPE_START +
    '<soapenv:Fault>' +
    faultcode +
    `<faultstring>${escapeXml(fault.faultString)}</faultstring>` +
    `<detail><${hostPrefix}:hostname xmlns:${hostPrefix}="${AXIS_NS}">${escapeXml(hostname)}</${hostPrefix}:hostname></detail>` +
    '</soapenv:Fault>' +
    ENVELOPE_END
  );
}

/** An exception thrown inside the service method, printed as Java's `toString()` would. */
export function userException(javaClass: string, message?: string): SoapFault {
  return new SoapFault(
    'Server.userException',
    message === undefined ? javaClass : `${javaClass}: ${message}`,
  );
}
