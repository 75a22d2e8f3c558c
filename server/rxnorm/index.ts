import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorConfig } from '../config.ts';
import { loadDataset } from '../dataset/load.ts';
import { BodyTooLarge, readBodyBytes, send, type RouteHandler } from '../http-util.ts';
import { resolveCall } from './dispatch.ts';
import { serializeFault, SoapFault, userException } from './fault.ts';
import { parseSoapRequest, SoapParseError } from './request.ts';
import { serializeReturn, type SoapStyle } from './serializer.ts';
import { createService, type TicketCheck } from './service.ts';
import { buildVocab } from './vocab.ts';
import {
  AXIS_SERVICES_PREFIX,
  DEFAULT_REQUEST_NS,
  DEFAULT_SERVICE_NS,
  REAL_SOAP_PATH,
  SOAP_CONTENT_TYPE,
  SOAP_PATH,
} from './wire-names.ts';
import { buildWsdl } from './wsdl.ts';

export { parseSoapRequest } from './request.ts';
export { serializeReturn } from './serializer.ts';
export { SOAP_PATH } from './wire-names.ts';

/** The service answers at the spec's path and at the real one, so generated clients work unchanged. */
const SERVICE_PATHS = new Set([SOAP_PATH, REAL_SOAP_PATH]);

/**
 * The drug-vocabulary SOAP service at /axis/services/DBManagerService (and the real service's
 * /axis/services/RxNormDBService), answering like an Axis 1.x servlet: WSDL on `GET ?wsdl`,
 * rpc/encoded POSTs, faults with HTTP 500. Every other path under /axis/services/ gets
 * Axis's "no service" answer.
 */
export async function createSoapRoute(config: EmulatorConfig, auth: TicketCheck): Promise<RouteHandler> {
  const dataset = await loadDataset();
  const service = createService(buildVocab(dataset.rxnorm), auth, {
    drugVocabVersion: dataset.release.rxnormVersion,
    metaVersion: dataset.release.metaVersion,
  });
  const handler = createSoapHandler(service, () => config.soapStyle);
  return async (req, res, url) => {
    if (SERVICE_PATHS.has(url.pathname)) await handler(req, res, url);
    else if (url.pathname.startsWith(AXIS_SERVICES_PREFIX)) await noService(req, res, url);
    else return false;
    return true;
  };
}

/**
 * What AxisServlet answers for a service it does not have: a POST gets the engine's
 * `Server.NoService` fault (HTTP 500, so SOAP clients parse it), anything else the servlet's
 * HTML error page with 404.
 */
async function noService(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (req.method === 'POST') {
    // Read and dropped; an oversized one is not read to its end, so the connection closes.
    const tooLarge = await readBodyBytes(req, MAX_ENVELOPE_BYTES).then(
      () => false,
      (err: unknown) => (err instanceof BodyTooLarge ? true : Promise.reject(err)),
    );
    const name = url.pathname.slice(AXIS_SERVICES_PREFIX.length);
    const fault = new SoapFault(
      'Server.NoService',
      `The AXIS engine could not find a target service to invoke!  targetService is ${name}`,
    );
    send(res, 500, serializeFault(fault), SOAP_CONTENT_TYPE, tooLarge ? { Connection: 'close' } : {});
    return;
  }
  send(
    res,
    404,
    '<h2>AXIS error</h2>\n<p>No service is available at this URL</p>\n',
    'text/html; charset=utf-8',
  );
}

export function createSoapHandler(
  service: ReturnType<typeof createService>,
  style: () => SoapStyle,
): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> {
  return async (req, res, url) => {
    const method = req.method ?? 'GET';
    if (method === 'GET') {
      if ([...url.searchParams.keys()].some((k) => k.toLowerCase() === 'wsdl')) {
        // The address the client used, so a client of either path keeps calling that path.
        const location = `http://${req.headers.host ?? 'localhost'}${url.pathname}`;
        const wsdl = buildWsdl({
          location,
          serviceNamespace: DEFAULT_SERVICE_NS,
          requestNamespace: DEFAULT_REQUEST_NS,
        });
        send(res, 200, wsdl, SOAP_CONTENT_TYPE);
      } else {
        // What an Axis servlet shows a browser that GETs a service.
        send(
          res,
          200,
          '<h1>DBManagerService</h1>\n<p>Hi there, this is an AXIS service!</p>\n',
          'text/html; charset=utf-8',
        );
      }
      return;
    }
    if (method !== 'POST') {
      send(res, 405, `HTTP method ${method} is not supported by this URL`, 'text/plain; charset=utf-8', {
        Allow: 'GET, POST',
      });
      return;
    }
    let reply: [number, string, string];
    try {
      reply = answer(await readEnvelope(req), req.headers, service, style());
    } catch (err) {
      // Whatever went wrong, a SOAP client gets a fault it can read, never another format.
      send(res, 500, serializeFault(faultFor(err)), SOAP_CONTENT_TYPE, {
        // The rest of an oversized envelope was not read: the connection cannot carry another request.
        ...(err instanceof BodyTooLarge ? { Connection: 'close' } : {}),
      });
      return;
    }
    send(res, ...reply);
  };
}

function faultFor(err: unknown): SoapFault {
  if (err instanceof SoapFault) return err;
  if (err instanceof BodyTooLarge)
    return userException('java.io.IOException', `the envelope is over ${err.limit} bytes`);
  console.error('emulator: SOAP request failed:', err instanceof Error ? err.message : err);
  return userException('java.lang.RuntimeException', 'internal error');
}

/** Largest envelope read (1 MiB, as the BFF and the nginx recipe forward; the app's are a few kB). */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The envelope as text. Bytes that are not UTF-8 are refused, as an XML parser refuses them,
 * rather than read as U+FFFD: a term would otherwise be searched for with characters it never had.
 */
async function readEnvelope(req: IncomingMessage): Promise<string> {
  const bytes = await readBodyBytes(req, MAX_ENVELOPE_BYTES);
  try {
    return utf8.decode(bytes);
  } catch {
    throw new SoapFault('Server.userException', 'org.xml.sax.SAXException: the envelope is not valid UTF-8');
  }
}
/** Status and body for one POST: the operation's response, or the fault Axis would send. */
function answer(
  body: string,
  headers: IncomingMessage['headers'],
  service: ReturnType<typeof createService>,
  style: SoapStyle,
): [number, string, string] {
  try {
    // AxisServlet checks the header before it reads the envelope (reference §4.3).
    const contentType = headers['content-type'] ?? '';
    if (headers.soapaction === undefined && !/(^|;)\s*action=/i.test(contentType)) {
      throw new SoapFault('Client.NoSOAPAction', 'no SOAPAction header!');
    }
    let request;
    try {
      request = parseSoapRequest(body);
    } catch (err) {
      if (err instanceof SoapParseError)
        throw new SoapFault('Server.userException', `org.xml.sax.SAXException: ${err.message}`);
      throw err;
    }
    const call = resolveCall(request);
    const value = service(call);
    const xml = serializeReturn({
      // Named as called: a client of the real service's getRxNormVersion reads getRxNormVersionReturn.
      operation: request.operation,
      namespace: request.namespace,
      returnType: call.op.returns,
      value,
      style,
    });
    return [200, xml, SOAP_CONTENT_TYPE];
  } catch (err) {
    if (err instanceof SoapFault) return [500, serializeFault(err), SOAP_CONTENT_TYPE];
    throw err;
  }
}
