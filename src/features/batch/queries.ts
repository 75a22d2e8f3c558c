/** The source pickers read the one source list of the release (one cache entry per session). */
export { sourcesQuery } from '../../lib/queries/sources.ts';
