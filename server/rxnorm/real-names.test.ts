import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  envelope,
  faultOf,
  post,
  returnValue,
  startTestEmulator,
  type Running,
} from '../testing/soap.ts';
import { REAL_SOAP_PATH, SOAP_CONTENT_TYPE } from './wire-names.ts';

/**
 * What clients generated from the real service's WSDL send — its
 * operation names for the two version operations, and its endpoint path.
 */
let emu: Running;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

const HEADERS = { SOAPAction: '""', 'Content-Type': 'text/xml; charset=utf-8' };

describe('the real names of the version operations', () => {
  it('answers getRxNormVersion like getDrugVocabVersion, under the name called', async () => {
    const res = await call(emu.url, 'getRxNormVersion');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<ns1:getRxNormVersionResponse ');
    expect(res.body).toContain('<getRxNormVersionReturn ');
    expect(returnValue(res.body)).toBe(returnValue((await call(emu.url, 'getDrugVocabVersion')).body));
    expect(returnValue(res.body)).toBe('06-Oct-2025');
  });

  it('answers getUMLSVersion like getMetaVersion', async () => {
    const res = await call(emu.url, 'getUMLSVersion');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<getUMLSVersionReturn ');
    expect(returnValue(res.body)).toBe('2025AB');
  });

  it('keeps the spec names in the WSDL, and other unknown names are still "No such operation"', async () => {
    const wsdl = await (await fetch(`${emu.url}${REAL_SOAP_PATH}?wsdl`)).text();
    expect(wsdl).toContain('name="getDrugVocabVersion"');
    expect(wsdl).not.toContain('getRxNormVersion');
    expect(wsdl).not.toContain('getUMLSVersion');
    const res = await call(emu.url, 'getRxNormVersions');
    expect(res.status).toBe(500);
    expect(faultOf(res.body).faultstring).toBe("No such operation 'getRxNormVersions'");
  });
});

describe('the real endpoint /axis/services/RxNormDBService', () => {
  it('serves the operations there', async () => {
    const res = await fetch(emu.url + REAL_SOAP_PATH, {
      method: 'POST',
      headers: HEADERS,
      body: envelope('getMetaVersion'),
    });
    expect(res.status).toBe(200);
    expect(returnValue(await res.text())).toBe('2025AB');
  });

  it('serves a WSDL there whose address is that path', async () => {
    const res = await fetch(`${emu.url}${REAL_SOAP_PATH}?wsdl`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(SOAP_CONTENT_TYPE);
    const host = new URL(emu.url).host;
    expect(await res.text()).toContain(`location="http://${host}${REAL_SOAP_PATH}"`);
  });
});

describe('an unknown service under /axis/services/', () => {
  it('GET: the Axis servlet error page (404 HTML), not JSON', async () => {
    for (const path of ['/axis/services/NoSuchService', '/axis/services/RxNormDBService/extra']) {
      const res = await fetch(emu.url + path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const body = await res.text();
      expect(body).toContain('No service is available at this URL');
      expect(() => JSON.parse(body) as unknown).toThrow();
    }
  });

  it('POST: the Axis engine fault Server.NoService with HTTP 500', async () => {
    const res = await fetch(`${emu.url}/axis/services/NoSuchService`, {
      method: 'POST',
      headers: HEADERS,
      body: envelope('getMetaVersion'),
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe(SOAP_CONTENT_TYPE);
    const fault = faultOf(await res.text());
    expect(fault.faultcode).toBe('ns1:Server.NoService');
    expect(fault.faultstring).toBe(
      'The AXIS engine could not find a target service to invoke!  targetService is NoSuchService',
    );
  });

  it('leaves paths outside /axis/services/ to the rest of the emulator', async () => {
    const res = await post(emu.url, envelope('getMetaVersion'));
    expect(res.status).toBe(200);
    expect((await fetch(`${emu.url}/axis/other`)).headers.get('content-type')).toMatch(/json/);
  });
});
