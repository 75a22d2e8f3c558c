import { describe, expect, it } from 'vitest';
import { meshTreeNumbers } from './meshTreeNumbers.ts';

describe('meshTreeNumbers', () => {
  it('keeps MN attributes only, each once, in tree order (numeric parts as numbers)', () => {
    expect(
      meshTreeNumbers([
        { name: 'MN', value: 'C14.907.585.500' },
        { name: 'MDA', value: '19990101' },
        { name: 'MN', value: 'C14.280.647.500' },
        { name: 'MN', value: 'C14.280.647.500' },
        { name: 'MN', value: 'C14.1000.1' },
        { name: 'MN', value: ' ' },
      ]),
    ).toEqual(['C14.280.647.500', 'C14.907.585.500', 'C14.1000.1']);
  });
});
