// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isNoCode, parseUtsRef, pathSegment, releaseFromUrl } from './urls.ts';

describe('ids inside UTS URLs', () => {
  it.each([
    [
      'https://uts-ws.nlm.nih.gov/rest/content/2015AB/CUI/C0009044',
      { kind: 'CUI', id: 'C0009044', source: null, release: '2015AB' },
    ],
    [
      'https://uts-ws.nlm.nih.gov/rest/content/2016AA/AUI/A19720766/parents',
      { kind: 'AUI', id: 'A19720766', source: null, release: '2016AA' },
    ],
    [
      'https://uts-ws.nlm.nih.gov/rest/content/2016AA/source/SNOMEDCT_US/9468002/atoms/preferred',
      { kind: 'source', id: '9468002', source: 'SNOMEDCT_US' },
    ],
    [
      'https://uts-ws.nlm.nih.gov/rest/content/2022AA/source/RCD/S24..',
      { kind: 'source', id: 'S24..', source: 'RCD' },
    ],
    [
      'https://uts-ws.nlm.nih.gov/rest/content/2024AB/source/HPO/HP%3A0001947',
      { kind: 'source', id: 'HP:0001947', source: 'HPO' },
    ],
    [
      'https://uts-ws.nlm.nih.gov/rest/semantic-network/2015AB/TUI/T037',
      { kind: 'TUI', id: 'T037', release: '2015AB' },
    ],
    [
      'http://127.0.0.1:8787/rest/content/2025AA/CUI/C0000005',
      { kind: 'CUI', id: 'C0000005', release: '2025AA' },
    ],
  ])('%s', (url, expected) => {
    expect(parseUtsRef(url)).toMatchObject({ ...expected, url });
  });

  it('gives null for NONE, null, search URLs and foreign URLs', () => {
    expect(parseUtsRef('NONE')).toBeNull();
    expect(parseUtsRef(null)).toBeNull();
    expect(
      parseUtsRef('https://uts-ws.nlm.nih.gov/rest/search/2016AA?string=9468002&sabs=SNOMEDCT_US'),
    ).toBeNull();
    expect(parseUtsRef('https://example.org/something/else')).toBeNull();
  });

  it('reads the release from any UTS URL, including search links', () => {
    expect(releaseFromUrl('https://uts-ws.nlm.nih.gov/rest/search/2016AA?string=9468002')).toBe('2016AA');
    expect(releaseFromUrl('https://uts-ws.nlm.nih.gov/rest/content/2021AB/CUI/C0009044/atoms')).toBe(
      '2021AB',
    );
    expect(releaseFromUrl('NONE')).toBeNull();
  });

  it('recognises NOCODE codes', () => {
    expect(isNoCode(parseUtsRef('https://uts-ws.nlm.nih.gov/rest/content/2024AB/source/MTH/NOCODE'))).toBe(
      true,
    );
    expect(isNoCode(parseUtsRef('https://uts-ws.nlm.nih.gov/rest/content/2024AB/source/MSH/D000141'))).toBe(
      false,
    );
  });

  it('encodes path segments so ids cannot break out of their segment', () => {
    expect(pathSegment('HP:0001947')).toBe('HP%3A0001947');
    expect(pathSegment('a/b?c')).toBe('a%2Fb%3Fc');
    expect(pathSegment('..')).toBe('%2E%2E');
    expect(pathSegment('S24..')).toBe('S24..');
  });
});
