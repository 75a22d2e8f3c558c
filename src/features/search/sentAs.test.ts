// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sentAs } from './sentAs.ts';

describe('sentAs: the parameter a list filter of /search goes out as', () => {
  it('names sources as sabs, comma-separated', () => {
    expect(sentAs('sabs', ['MSH'])).toBe('Sent as sabs=MSH');
    expect(sentAs('sabs', ['MSH', 'ICD10CM'])).toBe('Sent as sabs=MSH,ICD10CM');
  });
  it('names semantic types and groups as the client sends them, |-separated', () => {
    expect(sentAs('semanticTypes', ['T047', 'T191'])).toBe('Sent as semanticTypes=T047|T191');
    expect(sentAs('semanticGroups', ['Disorders', 'Chemicals & Drugs'])).toBe(
      'Sent as semanticGroups=Disorders|Chemicals & Drugs',
    );
  });
  it('says the parameter is left out while none is chosen', () => {
    expect(sentAs('sabs', [])).toBe('Sent as sabs= (left out while none is chosen)');
    expect(sentAs('semanticTypes', [])).toBe('Sent as semanticTypes= (left out while none is chosen)');
  });
});
