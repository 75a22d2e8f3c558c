/** What Layout.tsx loads once the page is idle: one chunk, so one wait. */
export { ShellExtras } from './ShellExtras.tsx';
export { startCopy } from './startCopy.ts';
