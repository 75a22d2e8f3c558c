/** Exports of the tree: pictures and texts of the visible tree, CSV / JSON of a subtree. */
export * from './meta.ts';
export * from './picture.ts';
export * from './text.ts';
export * from './table.ts';
export * from './download.ts';
