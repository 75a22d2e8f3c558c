import { h as queryOptions } from "./vendor-4g9ZpKyn.js";
import { Q as isApiError } from "./index-D9x2-Kp7.js";
import { o as getSources } from "./uts-DV-A23bW.js";
// src/lib/queries/releaseAvailability.ts
/**
* Does the service serve this release? Asked of the source list (`/metadata/{release}/sources`):
* it needs no key, so the answer comes even before one is set, and the service answers 404
* for a release it does not have. `current` always exists and costs no call.
*/
var releaseAvailabilityQuery = (release) => queryOptions({
	queryKey: [
		"uts",
		release,
		"release-available"
	],
	queryFn: async ({ signal }) => {
		if (release === "current") return true;
		try {
			await getSources({}, {
				release,
				signal
			});
			return true;
		} catch (err) {
			if (isUnknownReleaseError(err)) return false;
			throw err;
		}
	},
	staleTime: Infinity,
	gcTime: Infinity,
	retry: false
});
/** 404 (the emulator, and the real service for an unknown version) or 400 (a version it refuses). */
function isUnknownReleaseError(err) {
	return isApiError(err) && (err.kind === "not-found" || err.status === 400);
}
export { releaseAvailabilityQuery as t };
