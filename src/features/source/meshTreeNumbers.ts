/** MeSH tree numbers, sorted: C14.280.647.500 before C14.907.585.500. */
export function meshTreeNumbers(attributes: readonly { name: string; value: string }[]): string[] {
  return [...new Set(attributes.filter((a) => a.name === 'MN').map((a) => a.value.trim()))]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
