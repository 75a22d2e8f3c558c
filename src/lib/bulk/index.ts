/**
 * The bulk walker: every page of a list ("All pages" exports) or a list of items (batch
 * lookup), a few requests at a time under the app's 20 requests/s limiter, with progress,
 * cancel, and resume that neither loses nor repeats a row.
 */
export {
  walkItems,
  isToDo,
  type ItemOutcome,
  type ItemOutcomes,
  type ItemWalkOptions,
  type ItemWalkResult,
} from './items.ts';
export {
  walkPages,
  pageRows,
  emptyPageState,
  type FetchedPage,
  type PageWalkOptions,
  type PageWalkResult,
  type PageWalkState,
} from './pages.ts';
export { classifyFailure, type FailureKind, type WalkEnd } from './errors.ts';
export { createRateMeter, type BulkProgress } from './progress.ts';
export { searchPageSource, contentPageSource } from './sources.ts';
