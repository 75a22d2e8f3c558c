import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_KEY } from '../config.ts';
import { startStandaloneEmulator } from '../emulator.ts';
import { closeServer, freePort } from '../testing/emulator.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

/**
 * The ticket flow written the way public UTS clients write it against the live service, run
 * against the standalone emulator (`npm run emulator`): the TGT is whatever follows the
 * `/cas/v1/api-key/` prefix of the form action, string-stripped; the service ticket is asked
 * for at `/cas/v1/tickets/{TGT}` with `service=`, then spent on one content call.
 */
let base = '';
let close: () => Promise<void>;
beforeAll(async () => {
  const { server, url } = await startStandaloneEmulator(await freePort(), {});
  base = url;
  close = () => closeServer(server);
});
afterAll(() => close());

/** A public client's settings: where it thinks the login host and the content service are. */
const client = () => ({ authUri: `${base}/auth`, restUri: `${base}/rest` });

async function formPost(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/plain' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('a public client of the CAS ticket flow', () => {
  it('gets a TGT, a service ticket, uses it once and is refused the second time', async () => {
    const { authUri, restUri } = client();
    const tgtReply = await formPost(`${authUri}/cas/v1/api-key`, { apikey: DEFAULT_API_KEY });
    expect(tgtReply.status).toBe(201);
    const html = await tgtReply.text();
    const action = html.slice(html.indexOf('action="') + 'action="'.length, html.indexOf('" method'));
    const tgt = action.replace(`${authUri}/cas/v1/api-key/`, '');
    expect(tgt).toMatch(/^TGT-[^/]+-cas$/);

    const stReply = await formPost(`${authUri}/cas/v1/tickets/${tgt}`, {
      service: 'http://umlsks.nlm.nih.gov',
    });
    expect(stReply.status).toBe(200);
    const st = await stReply.text();

    const query = (ticket: string) =>
      fetch(`${restUri}/search/current?string=${encodeURIComponent('heart attack')}&ticket=${ticket}`);
    const first = await query(st);
    expect(first.status).toBe(200);
    const { result } = (await first.json()) as { result: { results: { ui: string }[] } };
    expect(result.results.length).toBeGreaterThan(0);
    const second = await query(st);
    expect(second.status).toBe(404);
  });
});
