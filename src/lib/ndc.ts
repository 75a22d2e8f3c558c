/** 11-digit NDC in the 5-4-2 layout, which people read and type. */
export function formatNdc11(ndc: string): string {
  return /^\d{11}$/.test(ndc) ? `${ndc.slice(0, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}` : ndc;
}
