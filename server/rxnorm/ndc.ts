/**
 * NDC forms accepted by findRxcuiById (reference §5, §6.1): CMS 11-digit, the three 10-digit
 * hyphenated layouts (4-4-2, 5-3-2, 5-4-1), the hyphenated 11-digit layout (5-4-2), and the
 * 2-segment product codes (4-4, 5-3, 5-4), which stand for every package of that product.
 * A bare 10-digit string is ambiguous (which segment lacks its leading zero?) and so is
 * not an NDC; neither is anything with asterisks.
 */
export type NdcQuery = { kind: 'package'; ndc11: string } | { kind: 'product'; product9: string };

const SEGMENT_WIDTHS = [5, 4, 2] as const;

export function parseNdc(input: string): NdcQuery | null {
  const text = input.trim();
  if (/^\d{11}$/.test(text)) return { kind: 'package', ndc11: text };
  const segments = text.split('-');
  if (!segments.every((s) => /^\d+$/.test(s))) return null;
  const lengths = segments.map((s) => s.length).join('-');
  if (segments.length === 3 && ['4-4-2', '5-3-2', '5-4-1', '5-4-2'].includes(lengths)) {
    return {
      kind: 'package',
      ndc11: segments.map((s, i) => s.padStart(SEGMENT_WIDTHS[i] ?? 0, '0')).join(''),
    };
  }
  if (segments.length === 2 && ['4-4', '5-3', '5-4'].includes(lengths)) {
    return {
      kind: 'product',
      product9: segments.map((s, i) => s.padStart(SEGMENT_WIDTHS[i] ?? 0, '0')).join(''),
    };
  }
  return null;
}
