// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { variantsOf } from './variants.ts';

describe('variantsOf', () => {
  it('spells British words the American way and names a disorder by its noun', () => {
    expect(variantsOf('haemorrhage', 1)).toEqual(['hemorrhage']);
    expect(variantsOf('hypertensive', 1)).toEqual(['hypertension']);
    expect(variantsOf('nephrotoxic', 1)[0]).toBe('nephrotoxicity');
  });

  it('names a one-word disorder of an organ by the organ', () => {
    expect(variantsOf('nephropathy', 1)).toEqual(['kidney disease']);
    expect(variantsOf('neuropathies', 1)).toEqual(['nervous system disease']);
    expect(variantsOf('neurotoxicity', 1)).toEqual([
      'neurotoxicity syndrome',
      'drug-induced nervous system injury',
      'nervous system disease',
    ]);
    expect(variantsOf('hepatotoxic', 1)).toEqual([
      'hepatotoxicity',
      'hepatotoxicity syndrome',
      'drug-induced liver injury',
      'liver disease',
    ]);
    // A word that only ends like one ("sympathy") has none.
    expect(variantsOf('sympathy', 1)).toEqual([]);
    expect(variantsOf('diabetic nephropathy', 2)).toEqual([]);
  });

  it('reads toxicity said alone as a drug’s', () => {
    expect(variantsOf('toxicity', 1)).toEqual(['drug toxicity']);
    expect(variantsOf('Toxicities', 1)).toEqual(['drug toxicity']);
  });

  it('names harm to an organ as the organ’s disease', () => {
    expect(variantsOf('renal damage', 2)).toEqual(['kidney disease']);
    expect(variantsOf('myocardial injury', 2)).toEqual(['myocardial disease']);
    expect(variantsOf('hepatic dysfunction', 2)).toEqual(['liver disease']);
    expect(variantsOf('renal failure', 2)).toEqual([]);
  });

  it('reads an overdose said alone as a drug’s', () => {
    expect(variantsOf('overdose', 1)).toEqual(['drug overdose']);
  });
});
