// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pathFor } from './identifierPaths.ts';

describe('pathFor', () => {
  it('builds deep links for each identifier kind', () => {
    expect(pathFor('concept', ' C0027051 ')).toBe('/concepts/C0027051');
    expect(pathFor('drug', '29046')).toBe('/drugs/29046');
    expect(pathFor('sty', 'T047')).toBe('/semantic-types/T047');
  });
  it('keeps SAB/code apart and encodes what a path cannot carry', () => {
    expect(pathFor('source', 'ICD10CM/I21.9')).toBe('/sources/ICD10CM/I21.9');
    expect(pathFor('crosswalk', 'HPO/HP:0001947')).toBe('/crosswalk/HPO/HP%3A0001947');
    expect(pathFor('source', 'MSH/a/b')).toBe('/sources/MSH/a%2Fb');
    expect(pathFor('concept', '<&>"\'')).toBe("/concepts/%3C%26%3E%22'");
  });
  it('writes UMLS identifiers in upper case and opens them as what their shape says', () => {
    expect(pathFor('concept', ' c0027051 ')).toBe('/concepts/C0027051');
    expect(pathFor('concept', 'A99334153')).toBe('/atoms/A99334153');
    expect(pathFor('atom', 'c0027051')).toBe('/concepts/C0027051');
    expect(pathFor('concept', 't047')).toBe('/semantic-types/T047');
    expect(pathFor('source', ' msh / D009203 ')).toBe('/sources/MSH/D009203');
    expect(pathFor('crosswalk', 'go/GO:0110165')).toBe('/crosswalk/GO/GO%3A0110165');
    // a drug id is never taken for a UMLS identifier, and codes keep their case
    expect(pathFor('drug', 'C0027051')).toBe('/drugs/C0027051');
    expect(pathFor('source', 'LNC/LP1234-5a')).toBe('/sources/LNC/LP1234-5a');
  });
  it('refuses empty input and a source code without its SAB', () => {
    expect(pathFor('concept', '   ')).toBeNull();
    expect(pathFor('source', 'I21.9')).toBeNull();
    expect(pathFor('source', 'ICD10CM/')).toBeNull();
    expect(pathFor('source', ' /I21.9')).toBeNull();
  });
});
