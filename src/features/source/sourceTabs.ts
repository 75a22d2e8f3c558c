/** Tabs of the source-asserted page, held in `?tab=` (an unknown value reads as the first). */
export const SOURCE_TABS = [
  { value: 'atoms', label: 'Atoms' },
  { value: 'relations', label: 'Relations' },
  { value: 'attributes', label: 'Attributes' },
  { value: 'hierarchy', label: 'Hierarchy' },
] as const;

export type SourceTab = (typeof SOURCE_TABS)[number]['value'];

export function readSourceTab(value: string | null): SourceTab {
  return SOURCE_TABS.find((t) => t.value === value)?.value ?? 'atoms';
}

/** Search params after choosing `tab`: the page number belongs to the old tab's list, so it goes. */
export function paramsForTab(current: URLSearchParams, tab: SourceTab): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('page');
  // Each tab is its own table: a sort by one tab's column means nothing on the next.
  next.delete('sort');
  if (tab === 'atoms') next.delete('tab');
  else next.set('tab', tab);
  return next;
}
