/** Names can be long (and hostile): wrap anywhere rather than widen the page. */
export const WRAP = { overflowWrap: 'anywhere' } as const;
