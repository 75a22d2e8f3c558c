// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoggedCall } from '../../api/callLog.ts';
import { callLabel, copyTarget, formatCall, shellQuote, targetUrl, toCurl } from './copyFormats.ts';

const call = (c: Partial<LoggedCall>): LoggedCall => ({
  id: 1,
  method: 'GET',
  path: '/uts/rest/search/current?string=heart+attack',
  headers: {},
  body: null,
  startedAt: 0,
  status: 200,
  ms: 5,
  from: 'network',
  attempts: 1,
  error: null,
  view: 0,
  viewKey: '/search?string=heart+attack',
  late: false,
  keyed: true,
  ...c,
});
const up = {
  origin: 'http://127.0.0.1:5173',
  restBaseUrl: 'https://uts-ws.nlm.nih.gov/rest',
  soapUrl: 'https://soap.example/axis/services/RxNormDBService',
};

describe('a call, copied', () => {
  it('goes upstream with the key as YOUR_API_KEY', () => {
    const t = copyTarget(call({}), up);
    expect(targetUrl(t)).toBe(
      'https://uts-ws.nlm.nih.gov/rest/search/current?string=heart+attack&apiKey=YOUR_API_KEY',
    );
    expect(toCurl(t)).toBe(
      "curl -sS 'https://uts-ws.nlm.nih.gov/rest/search/current?string=heart+attack&apiKey=YOUR_API_KEY'",
    );
  });

  it('goes to the app proxy with the key header when the upstream is unknown', () => {
    const t = copyTarget(call({}), { origin: 'http://127.0.0.1:5173' });
    expect(toCurl(t)).toBe(
      "curl -sS 'http://127.0.0.1:5173/uts/rest/search/current?string=heart+attack' \\\n  -H 'x-uts-api-key: YOUR_API_KEY'",
    );
  });

  it('keeps hostile text inert in every format', () => {
    const hostile = call({
      path: `/uts/rest/search/current?string=${encodeURIComponent(`a'b"c$(rm) \u202E`)}`,
    });
    const curl = formatCall(hostile, 'curl', up);
    // One single-quoted word: the URL's quotes, `$(` and the override are percent-encoded.
    expect(curl).toMatch(/^curl -sS '[^'\s\u202E]*'$/);
    const python = formatCall(hostile, 'python', up);
    expect(python).toContain('"string": "a\'b\\"c$(rm) \u202E"');
    const r = formatCall(hostile, 'r', up);
    expect(r).toContain('string = "a\'b\\"c$(rm) \u202E"');
    expect(shellQuote("it's")).toBe("'it'\\''s'");
  });

  it('writes Python requests and R httr2', () => {
    expect(formatCall(call({}), 'python', up)).toBe(
      [
        'import requests',
        '',
        'response = requests.get(',
        '    "https://uts-ws.nlm.nih.gov/rest/search/current",',
        '    params={',
        '        "string": "heart attack",',
        '        "apiKey": "YOUR_API_KEY",',
        '    },',
        '    timeout=30,',
        ')',
        'response.raise_for_status()',
        'print(response.json())',
      ].join('\n'),
    );
    expect(formatCall(call({}), 'r', up)).toBe(
      [
        'library(httr2)',
        '',
        'resp <- request("https://uts-ws.nlm.nih.gov/rest/search/current") |>',
        '  req_url_query(string = "heart attack", apiKey = "YOUR_API_KEY") |>',
        '  req_perform()',
        'resp_body_json(resp)',
      ].join('\n'),
    );
  });

  it('posts a SOAP envelope as it was sent, with its headers, no key', () => {
    const envelope =
      '<soapenv:Envelope><soapenv:Body><ns1:getRxConceptProperties/></soapenv:Body></soapenv:Envelope>';
    const soap = call({
      method: 'POST',
      path: '/rxnorm/soap',
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '""' },
      body: envelope,
      keyed: false,
    });
    expect(formatCall(soap, 'envelope', up)).toBe(envelope);
    expect(formatCall(soap, 'curl', up)).toBe(
      [
        "curl -sS -X POST 'https://soap.example/axis/services/RxNormDBService'",
        "  -H 'Content-Type: text/xml; charset=utf-8'",
        `  -H 'SOAPAction: ""'`,
        `  --data-binary '${envelope}'`,
      ].join(' \\\n'),
    );
    expect(formatCall(soap, 'python', up)).toContain('data="<soapenv:Envelope>');
    expect(formatCall(soap, 'r', up)).toContain('req_body_raw("<soapenv:Envelope>');
  });

  it('sends release downloads to the host root', () => {
    const t = copyTarget(call({ path: '/uts/releases?releaseType=umls-full-release' }), up);
    expect(targetUrl(t)).toBe(
      'https://uts-ws.nlm.nih.gov/releases?releaseType=umls-full-release&apiKey=YOUR_API_KEY',
    );
  });

  it('names what a call went to, SOAP calls by their operation', () => {
    expect(callLabel(call({}))).toBe('UTS REST');
    expect(callLabel(call({ path: '/uts-auth/cas/v1/api-key' }))).toBe('UTS login');
    const body =
      '<soapenv:Envelope><soapenv:Body>\n<ns1:getRxConceptProperties></ns1:getRxConceptProperties>';
    expect(callLabel(call({ path: '/rxnorm/soap', body }))).toBe('SOAP getRxConceptProperties');
    expect(callLabel(call({ path: '/rxnorm/soap', body: null }))).toBe('SOAP');
  });
});
