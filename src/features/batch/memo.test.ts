// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectInput } from '../../lib/input-kind/index.ts';
import { fakeClients } from './fakeClients.ts';
import { memoClients } from './memo.ts';
import { resolveLine, type ResolveOptions } from './resolve.ts';

const opts: ResolveOptions = { searchType: 'auto', targetSource: 'ICD10CM', includeObsolete: false };
const signal = new AbortController().signal;

describe('memoClients', () => {
  it('lines reaching the same concept fetch its details and target codes once; 404s are remembered', async () => {
    const raw = fakeClients();
    const clients = memoClients(raw);
    for (const line of ['I21.9', 'ICD10CM:I21.9', 'C0155626', 'C0155626 ', 'C9999999', 'C9999999'])
      await resolveLine(detectInput(line), opts, clients, signal);
    const count = (name: string) => raw.switches.calls.filter((c) => c === name).length;
    expect(count('concept:C0155626')).toBe(1);
    expect(count('concept:C9999999')).toBe(1);
    expect(raw.switches.calls.filter((c) => c.startsWith('atoms:C0155626')).length).toBeLessThanOrEqual(1);
    expect(new Set(raw.switches.calls).size).toBe(raw.switches.calls.length);
    expect(clients.stats().saved).toBeGreaterThan(0);
  });

  it('a code however written is asked once: its preferred atom, then its concept', async () => {
    const raw = fakeClients();
    const clients = memoClients(raw);
    for (const line of ['I21.9', 'ICD10CM:I21.9', 'ICD10CM|I21.9', 'Z999', 'Z999'])
      await resolveLine(detectInput(line), { ...opts, targetSource: null }, clients, signal);
    expect(raw.switches.calls).toEqual([
      'source:ICD10CM:I21.9',
      'concept:C0155626',
      'source:ICD10CM:Z99.9',
      'search:exact:Z999',
      'search:normalizedString:Z999',
      'search:words:Z999',
    ]);
  });

  it('a failure other than 404 is forgotten, so the next ask (a resume) tries again', async () => {
    const raw = fakeClients();
    const clients = memoClients(raw);
    raw.switches.keyRevoked = true;
    await expect(clients.getConcept('C0018681', signal)).rejects.toThrow(/refused/);
    raw.switches.keyRevoked = false;
    await expect(clients.getConcept('C0018681', signal)).resolves.toMatchObject({ ui: 'C0018681' });
    expect(raw.switches.calls.filter((c) => c === 'concept:C0018681')).toHaveLength(2);
  });
});
