import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";
import { $ as kindForStatus, I as API_KEY_HEADER, L as BROWSER_PATHS, M as pathSegment, N as releaseFromUrl, Q as isApiError, R as VALIDATOR_KEY_HEADER, Z as ApiError, j as parseUtsRef } from "./index-D9x2-Kp7.js";
import { i as getPreferences, r as getApiKey } from "./credentials-DKGvR86g.js";
import { a as sharedLimiter, i as http, n as backoffDelay, r as buildUrl, t as abortableSleep } from "./http-BBI0z3A4.js";
import { r as isLastSearchPage } from "./pager-BNUdZ5P_.js";
// src/api/auth/tickets.ts
/**
* The deprecated CAS ticket scheme (spec §3–5, reference §2.4), for users in ticket mode and
* for the SOAP drug service's `proxyTicket`:
*   API key → POST /cas/v1/api-key → 201 + HTML form whose action is the TGT URL;
*   TGT (valid 8 h, reusable) → POST /cas/v1/tickets/{TGT} service=… → one service ticket.
* A service ticket is good for one request within 5 minutes, so every call asks for a new
* one. The TGT lives in memory only: it is as good as the key for 8 hours.
*/
/** The fixed service name of the content service: http, no trailing slash. */
var UTS_SERVICE = "http://umlsks.nlm.nih.gov";
var TGT_LIFETIME_MS = 288e5;
/** Renew early so a TGT never expires between our check and the upstream's. */
var TGT_RENEW_MARGIN_MS = 6e5;
var AUTH_BASE = BROWSER_PATHS.auth;
/**
* The TGT id from the 201 reply: the form action (or the Location header), which ends in
* /cas/v1/tickets/TGT-… or, on some deployments, /cas/v1/api-key/TGT-….
*/
function extractTgtId(html, location) {
	const action = /<form\b[^>]*\baction\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(html);
	for (const candidate of [action?.[1] ?? action?.[2], location]) {
		const m = candidate ? /\/cas\/v1\/(?:tickets|api-key)\/(TGT-[^/?#"'\s]+)/.exec(candidate) : null;
		if (m) return decodeURIComponent(m[1]);
	}
	return null;
}
var FORM = { "Content-Type": "application/x-www-form-urlencoded" };
function createTicketSource(deps) {
	const base = deps.authBase ?? AUTH_BASE;
	let cached = null;
	let pending = null;
	let generation = 0;
	async function requestTgt(key) {
		const path = `${base}/cas/v1/api-key`;
		const res = await deps.http({
			method: "POST",
			path,
			headers: FORM,
			body: new URLSearchParams({ apikey: key }).toString()
		});
		const id = extractTgtId(res.text, res.headers.get("Location"));
		if (!id) throw new ApiError("bad-response", "The login service did not return a ticket-granting ticket", { path });
		return {
			key,
			id,
			expiresAt: deps.now() + TGT_LIFETIME_MS - TGT_RENEW_MARGIN_MS
		};
	}
	function tgtFor(key) {
		if (cached && cached.key === key && deps.now() < cached.expiresAt) return Promise.resolve(cached);
		if (pending && pending.key === key) return pending.promise;
		const startedIn = generation;
		const promise = requestTgt(key).then((tgt) => {
			if (pending?.promise === promise) pending = null;
			if (startedIn === generation) cached = tgt;
			return tgt;
		}, (err) => {
			if (pending?.promise === promise) pending = null;
			throw err;
		});
		pending = {
			key,
			promise
		};
		return promise;
	}
	async function requestServiceTicket(tgt, signal) {
		const ticket = (await deps.http({
			method: "POST",
			path: `${base}/cas/v1/tickets/${encodeURIComponent(tgt.id)}`,
			headers: FORM,
			body: new URLSearchParams({ service: UTS_SERVICE }).toString(),
			signal
		})).text.trim();
		if (!/^ST-\S+$/.test(ticket)) throw new ApiError("bad-response", "The login service did not return a service ticket", { path: `${base}/cas/v1/tickets` });
		return ticket;
	}
	return {
		async getServiceTicket(signal) {
			const key = deps.getApiKey();
			if (!key) throw new ApiError("auth", "No API key is set: enter one in Settings");
			const tgt = await abortable(tgtFor(key), signal);
			try {
				return await requestServiceTicket(tgt, signal);
			} catch (err) {
				if (!(isApiError(err) && err.kind === "not-found")) throw err;
				if (cached === tgt) cached = null;
				return requestServiceTicket(await abortable(tgtFor(key), signal), signal);
			}
		},
		clear() {
			generation++;
			cached = null;
			pending = null;
		}
	};
}
/** Lets one caller give up on a shared promise without cancelling it for the others. */
function abortable(promise, signal) {
	if (!signal) return promise;
	if (signal.aborted) return Promise.reject(signal.reason);
	return new Promise((resolve, reject) => {
		const onAbort = () => reject(signal.reason);
		signal.addEventListener("abort", onAbort, { once: true });
		promise.then((v) => {
			signal.removeEventListener("abort", onAbort);
			resolve(v);
		}, (e) => {
			signal.removeEventListener("abort", onAbort);
			reject(e);
		});
	});
}
var defaultSource = createTicketSource({
	http,
	getApiKey,
	now: () => Date.now()
});
/** A fresh service ticket for one UTS request, or the SOAP service's `proxyTicket`. */
var getServiceTicket = (signal) => defaultSource.getServiceTicket(signal);
// src/api/uts/client.ts
var BROWSER_UTS_PATHS = {
	rest: BROWSER_PATHS.rest,
	releases: BROWSER_PATHS.releases,
	download: BROWSER_PATHS.download,
	auth: BROWSER_PATHS.auth
};
var RETRYABLE_KINDS = /* @__PURE__ */ new Set(["rate-limited", "network"]);
function noKey() {
	return new ApiError("auth", "No API key is set: enter one in Settings");
}
function createUtsClient(deps) {
	const paths = {
		...BROWSER_UTS_PATHS,
		...deps.paths
	};
	const sleep = deps.sleep ?? abortableSleep;
	function apiKeyHeaders() {
		const key = deps.getApiKey();
		if (!key) throw noKey();
		return { [API_KEY_HEADER]: key };
	}
	/**
	* A retry must not resend a used ticket (it would be refused), so ticket mode turns off
	* http's own retries and retries here with a new ticket each time.
	*/
	async function withTickets(path, query, signal) {
		for (let n = 0;; n++) {
			const ticket = await deps.getServiceTicket(signal);
			try {
				return await deps.http({
					path,
					query: {
						...query,
						ticket
					},
					signal,
					retries: 0
				});
			} catch (err) {
				if (!(isApiError(err) && (RETRYABLE_KINDS.has(err.kind) || err.kind === "upstream" && (err.status ?? 0) >= 500)) || n >= 3) throw err;
				await sleep(backoffDelay(n, err.retryAfterMs, Math.random), signal);
			}
		}
	}
	return {
		paths,
		deps,
		apiKeyHeaders,
		async getRest(path, query, { signal, auth = true }) {
			const full = `${paths.rest}${path}`;
			let res;
			if (!auth) res = await deps.http({
				path: full,
				query,
				signal
			});
			else if (deps.getAuthMode() === "tickets") res = await withTickets(full, query, signal);
			else res = await deps.http({
				path: full,
				query,
				signal,
				headers: apiKeyHeaders()
			});
			return {
				text: res.text,
				path: full
			};
		}
	};
}
var defaultClient;
/** The app's client: shared http and limiter, session credentials, preferences' auth mode. */
function defaultUtsClient() {
	defaultClient ??= createUtsClient({
		http,
		getApiKey,
		getAuthMode: () => getPreferences().authMode,
		getServiceTicket,
		fetch: (...args) => globalThis.fetch(...args),
		limiter: sharedLimiter
	});
	return defaultClient;
}
function callContext(options = {}) {
	return {
		client: options.client ?? defaultUtsClient(),
		release: options.release || "current",
		signal: options.signal
	};
}
/** `/family/{release}/seg/seg…` with every segment percent-encoded. */
function restPath(family, release, ...segments) {
	return [
		"",
		family,
		release,
		...segments
	].map((s, i) => i === 0 ? s : pathSegment(s)).join("/");
}
function badResponse(message, path) {
	return new ApiError("bad-response", message, { path });
}
/** "NONE" / null / undefined → null. */
function noneToNull(value) {
	return value === void 0 || value === null || value === "NONE" ? null : value;
}
/** MM-DD-YYYY → { raw, iso: YYYY-MM-DD }; iso null if the text is not such a date. */
function parseUtsDate(raw) {
	const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(raw.trim());
	if (!m) return {
		raw,
		iso: null
	};
	const [, mm, dd, yyyy] = m;
	const month = Number(mm);
	const day = Number(dd);
	const probe = new Date(Date.UTC(Number(yyyy), month - 1, day));
	return {
		raw,
		iso: probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day ? `${yyyy}-${mm}-${dd}` : null
	};
}
/** Reads one wire object; every failure is an ApiError 'bad-response' naming the field. */
var WireReader = class WireReader {
	obj;
	where;
	constructor(obj, where) {
		this.obj = obj;
		this.where = where;
	}
	static of(value, where) {
		if (typeof value !== "object" || value === null || Array.isArray(value)) throw badResponse(`${where}: expected an object`);
		return new WireReader(value, where);
	}
	has(key) {
		return this.obj[key] !== void 0;
	}
	fail(key, expected) {
		throw badResponse(`${this.where}.${key}: expected ${expected}`);
	}
	/** A required, non-empty string. */
	str(key) {
		const v = this.obj[key];
		if (typeof v === "string" && v !== "") return v;
		if (typeof v === "number") return String(v);
		return this.fail(key, "a string");
	}
	/** A string that may be missing, null, "NONE" (→ null). */
	optStr(key) {
		const v = this.obj[key];
		if (v === void 0 || v === null) return null;
		if (typeof v === "number") return String(v);
		if (typeof v !== "string") return this.fail(key, "a string or \"NONE\"");
		return noneToNull(v);
	}
	/** Like optStr, and "" is null too (additionalRelationLabel sends "" for "none"). */
	optText(key) {
		return this.optStr(key) || null;
	}
	/** Real booleans, or the strings "true"/"false" (Atom flags). Missing → false. */
	bool(key) {
		const v = this.obj[key];
		if (v === void 0 || v === null) return false;
		if (typeof v === "boolean") return v;
		if (v === "true") return true;
		if (v === "false") return false;
		return this.fail(key, "a boolean or \"true\"/\"false\"");
	}
	/** A whole number (numeric strings accepted). Missing / "NONE" → null. */
	optInt(key) {
		const v = this.obj[key];
		if (v === void 0 || v === null || v === "NONE") return null;
		const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
		if (typeof n === "number" && Number.isFinite(n)) return n;
		return this.fail(key, "a number");
	}
	int(key) {
		return this.optInt(key) ?? 0;
	}
	date(key) {
		const s = this.optStr(key);
		return s === null ? null : parseUtsDate(s);
	}
	/** A nested object, or null when missing / null / "NONE". */
	optObject(key) {
		const v = this.obj[key];
		if (v === void 0 || v === null || v === "NONE") return null;
		return WireReader.of(v, `${this.where}.${key}`);
	}
	/** An array, or [] when missing / null / "NONE". */
	list(key) {
		const v = this.obj[key];
		if (v === void 0 || v === null || v === "NONE") return [];
		if (!Array.isArray(v)) return this.fail(key, "an array");
		return v;
	}
};
// src/api/uts/decode.ts
/**
* Wire JSON (wire.ts) → domain objects (types.ts). Every decoder takes `unknown` and checks
* what it reads, so a malformed body becomes ApiError 'bad-response', never a crash deep in
* a component.
*/
function parseJson(text, path) {
	try {
		return JSON.parse(text);
	} catch {
		throw badResponse("The service sent something that is not JSON", path);
	}
}
/** The {pageSize, pageNumber, pageCount?, result} wrapper of every /rest response. */
function decodeEnvelope(text, path) {
	const body = parseJson(text, path);
	let r;
	try {
		r = WireReader.of(body, "response");
	} catch {
		throw badResponse("The response is not a JSON object", path);
	}
	if (r.obj.result === void 0 || r.obj.result === null) throw badResponse("The response has no result", path);
	return {
		pageSize: r.optInt("pageSize") ?? 25,
		pageNumber: r.optInt("pageNumber") ?? 1,
		pageCount: r.optInt("pageCount"),
		result: r.obj.result
	};
}
/** A single-object endpoint (/CUI/{cui}, atoms/preferred, /TUI/{tui}, ...). */
function decodeSingle(text, path, item) {
	const env = decodeEnvelope(text, path);
	const value = Array.isArray(env.result) ? env.result[0] : env.result;
	if (value === void 0) throw badResponse("The response result is empty", path);
	return withPath(path, () => item(value));
}
/** A list endpoint: result is an array (an object is taken as a list of one). */
function decodePage(text, path, item) {
	const env = decodeEnvelope(text, path);
	const values = Array.isArray(env.result) ? env.result : [env.result];
	return {
		items: withPath(path, () => values.map(item)),
		pageNumber: env.pageNumber,
		pageSize: env.pageSize,
		pageCount: env.pageCount
	};
}
function withPath(path, fn) {
	try {
		return fn();
	} catch (err) {
		if (err instanceof ApiError && err.kind === "bad-response" && !err.path && path) throw badResponse(err.message, path);
		throw err;
	}
}
var SENTINEL_NAME = "NO RESULTS";
function decodeSearchPage(text, path) {
	const env = decodeEnvelope(text, path);
	return withPath(path, () => {
		const r = WireReader.of(env.result, "searchResults");
		if (!Array.isArray(r.obj.results)) throw badResponse("searchResults.results: expected an array");
		let sentinel = false;
		const hits = [];
		for (const raw of r.obj.results) {
			const h = WireReader.of(raw, "searchResults.results[]");
			if (h.obj.ui === "NONE" && (h.obj.name === SENTINEL_NAME || !h.has("uri"))) {
				sentinel = true;
				continue;
			}
			const uri = h.optStr("uri");
			hits.push({
				ui: h.str("ui"),
				name: h.optStr("name") ?? "",
				rootSource: h.optStr("rootSource"),
				ref: parseUtsRef(uri)
			});
		}
		const page = {
			hits,
			pageNumber: env.pageNumber,
			pageSize: env.pageSize,
			recCount: r.optInt("recCount"),
			sentinel
		};
		return {
			...page,
			isLast: isLastSearchPage(page)
		};
	});
}
/** The release of an object, read from whichever of its links is present. */
function releaseOf(...links) {
	for (const l of links) {
		const rel = releaseFromUrl(l);
		if (rel) return rel;
	}
	return null;
}
function decodeConceptSemanticType(value) {
	if (typeof value === "string") {
		const m = /^(T\d{3}):\s*(.*)$/.exec(value);
		return m ? {
			tui: m[1],
			name: m[2]
		} : {
			tui: null,
			name: value
		};
	}
	const r = WireReader.of(value, "Concept.semanticTypes[]");
	const ref = parseUtsRef(r.optStr("uri"));
	return {
		name: r.str("name"),
		tui: ref?.kind === "TUI" ? ref.id : null
	};
}
function decodeConcept(value) {
	const r = WireReader.of(value, "Concept");
	const links = {
		atoms: r.optStr("atoms"),
		definitions: r.optStr("definitions"),
		relations: r.optStr("relations"),
		defaultPreferredAtom: r.optStr("defaultPreferredAtom")
	};
	const semanticTypes = r.list("semanticTypes").map(decodeConceptSemanticType);
	const firstStyUri = r.list("semanticTypes").map((s) => s?.uri).find((u) => typeof u === "string");
	return {
		kind: "Concept",
		ui: r.str("ui"),
		name: r.str("name"),
		status: r.optStr("status"),
		suppressible: r.bool("suppressible"),
		dateAdded: r.date("dateAdded"),
		majorRevisionDate: r.date("majorRevisionDate"),
		semanticTypes,
		atomCount: r.int("atomCount"),
		attributeCount: r.int("attributeCount"),
		cvMemberCount: r.optInt("cvMemberCount") ?? r.int("cVMemberCount"),
		relationCount: r.int("relationCount"),
		links,
		release: releaseOf(links.atoms, links.definitions, links.relations, links.defaultPreferredAtom, firstStyUri ?? null)
	};
}
function decodeAtom(value) {
	const r = WireReader.of(value, "Atom");
	const links = {
		attributes: r.optStr("attributes"),
		relations: r.optStr("relations"),
		parents: r.optStr("parents"),
		children: r.optStr("children"),
		ancestors: r.optStr("ancestors"),
		descendants: r.optStr("descendants")
	};
	const concept = r.optStr("concept");
	const code = r.optStr("code");
	return {
		kind: "Atom",
		ui: r.str("ui"),
		name: r.str("name"),
		termType: r.optStr("termType") ?? "",
		language: r.optStr("language"),
		rootSource: r.str("rootSource"),
		suppressible: r.bool("suppressible"),
		obsolete: r.bool("obsolete"),
		concept: parseUtsRef(concept),
		code: parseUtsRef(code),
		sourceConcept: parseUtsRef(r.optStr("sourceConcept")),
		sourceDescriptor: parseUtsRef(r.optStr("sourceDescriptor")),
		links,
		release: releaseOf(concept, code, links.attributes, links.parents)
	};
}
function decodeSourceAtomCluster(value) {
	const r = WireReader.of(value, "SourceAtomCluster");
	const links = {
		attributes: r.optStr("attributes"),
		atoms: r.optStr("atoms"),
		parents: r.optStr("parents"),
		children: r.optStr("children"),
		ancestors: r.optStr("ancestors"),
		descendants: r.optStr("descendants"),
		relations: r.optStr("relations"),
		definitions: r.optStr("definitions"),
		defaultPreferredAtom: r.optStr("defaultPreferredAtom"),
		concepts: r.optStr("concepts")
	};
	return {
		kind: "SourceAtomCluster",
		ui: r.str("ui"),
		name: r.str("name"),
		rootSource: r.str("rootSource"),
		suppressible: r.bool("suppressible"),
		obsolete: r.bool("obsolete"),
		atomCount: r.int("atomCount"),
		cvMemberCount: r.optInt("cVMemberCount") ?? r.int("cvMemberCount"),
		links,
		release: releaseOf(links.atoms, links.attributes, links.relations, links.concepts)
	};
}
/** Source hierarchies hold clusters, except HL7 sources whose hierarchy calls return Atoms. */
function decodeHierarchyNode(value) {
	return WireReader.of(value, "hierarchy node").obj.classType === "Atom" ? decodeAtom(value) : decodeSourceAtomCluster(value);
}
function decodeDefinition(value) {
	const r = WireReader.of(value, "Definition");
	return {
		rootSource: r.str("rootSource"),
		value: r.str("value"),
		sourceOriginated: r.bool("sourceOriginated")
	};
}
var RELATION_CLASSES = [
	"ConceptRelation",
	"AtomClusterRelation",
	"AtomRelation"
];
function decodeRelation(value) {
	const r = WireReader.of(value, "Relation");
	const kind = r.obj.classType;
	if (!RELATION_CLASSES.includes(kind)) throw badResponse(`Relation.classType: unexpected ${String(r.obj.classType)}`);
	return {
		kind,
		ui: r.str("ui"),
		suppressible: r.bool("suppressible"),
		obsolete: r.bool("obsolete"),
		sourceOriginated: r.bool("sourceOriginated"),
		sourceUi: r.optStr("sourceUi"),
		rootSource: r.str("rootSource"),
		groupId: r.optStr("groupId"),
		attributeCount: r.int("attributeCount"),
		relationLabel: r.str("relationLabel"),
		additionalRelationLabel: r.optText("additionalRelationLabel"),
		relatedFrom: parseUtsRef(r.optStr("relatedFromId")),
		relatedFromName: r.optStr("relatedFromIdName"),
		related: parseUtsRef(r.optStr("relatedId")),
		relatedName: r.optStr("relatedIdName") ?? ""
	};
}
function decodeAttribute(value) {
	const r = WireReader.of(value, "Attribute");
	return {
		ui: r.str("ui"),
		sourceUi: r.optStr("sourceUi"),
		rootSource: r.str("rootSource"),
		name: r.str("name"),
		value: typeof r.obj.value === "string" ? r.obj.value : r.optStr("value") ?? ""
	};
}
function decodeSemanticType(value) {
	const r = WireReader.of(value, "SemanticType");
	const g = r.optObject("semanticTypeGroup");
	return {
		ui: r.str("ui"),
		name: r.str("name"),
		abbreviation: r.optStr("abbreviation") ?? "",
		definition: r.optStr("definition"),
		example: r.optStr("example"),
		nonHuman: r.optStr("nonHuman"),
		usageNote: r.optStr("usageNote"),
		treeNumber: r.optStr("treeNumber"),
		childCount: r.int("childCount"),
		group: g ? {
			abbreviation: g.str("abbreviation"),
			expandedForm: g.optStr("expandedForm") ?? "",
			semanticTypeCount: g.optInt("semanticTypeCount")
		} : null
	};
}
function decodeContact(r) {
	if (!r) return null;
	return {
		handle: r.optStr("handle"),
		name: r.optStr("name"),
		title: r.optStr("title"),
		organization: r.optStr("organization"),
		address1: r.optStr("address1"),
		address2: r.optStr("address2"),
		city: r.optStr("city"),
		stateOrProvince: r.optStr("stateOrProvince"),
		country: r.optStr("country"),
		zipCode: r.optStr("zipCode"),
		telephone: r.optStr("telephone"),
		fax: r.optStr("fax"),
		email: r.optStr("email"),
		url: r.optStr("url"),
		value: r.optStr("value")
	};
}
function decodeRootSource(value) {
	const r = WireReader.of(value, "RootSource");
	const lang = r.optObject("language");
	return {
		abbreviation: r.str("abbreviation"),
		expandedForm: r.optStr("expandedForm") ?? "",
		family: r.optStr("family"),
		language: lang ? {
			abbreviation: lang.str("abbreviation"),
			expandedForm: lang.optStr("expandedForm")
		} : null,
		restrictionLevel: r.optInt("restrictionLevel"),
		acquisitionContact: decodeContact(r.optObject("acquisitionContact")),
		contentContact: decodeContact(r.optObject("contentContact")),
		licenseContact: decodeContact(r.optObject("licenseContact")),
		contextType: r.optStr("contextType"),
		shortName: r.optStr("shortName"),
		hierarchicalName: r.optStr("hierarchicalName"),
		preferredName: r.optStr("preferredName"),
		synonymousNames: r.list("synonymousNames").filter((s) => typeof s === "string")
	};
}
function decodeReleaseFiles(text, path) {
	const body = parseJson(text, path);
	if (!Array.isArray(body)) throw badResponse("Expected a list of release files", path);
	return withPath(path, () => body.map((v) => {
		const r = WireReader.of(v, "release");
		return {
			fileName: r.str("fileName"),
			releaseVersion: r.str("releaseVersion"),
			releaseDate: r.optStr("releaseDate") ?? "",
			downloadUrl: r.str("downloadUrl"),
			releaseType: r.optStr("releaseType") ?? "",
			product: r.optStr("product") ?? "",
			current: r.bool("current")
		};
	}));
}
function decodeReleaseTypes(text, path) {
	const body = parseJson(text, path);
	return withPath(path, () => {
		const r = WireReader.of(body, "releases");
		if (!Array.isArray(r.obj.releaseTypes)) throw badResponse("releases.releaseTypes: expected an array");
		return r.obj.releaseTypes.map((v) => {
			const t = WireReader.of(v, "releaseTypes[]");
			const endpoint = t.optStr("endpoint") ?? "";
			return {
				product: t.optStr("product") ?? "",
				releaseType: t.str("releaseType"),
				slug: slugOf(endpoint),
				endpoint
			};
		});
	});
}
function slugOf(endpoint) {
	try {
		return new URL(endpoint, "https://uts.invalid").searchParams.get("releaseType");
	} catch {
		return null;
	}
}
// src/api/uts/search.ts
var pipeList = (v) => v === void 0 || typeof v === "string" ? v : v.join("|");
/** One page of search results. */
async function search(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(restPath("search", release), {
		string: params.string,
		inputType: params.inputType,
		searchType: params.searchType,
		sabs: params.sabs,
		returnIdType: params.returnIdType,
		partialSearch: params.partialSearch,
		semanticTypes: pipeList(params.semanticTypes),
		semanticGroups: pipeList(params.semanticGroups),
		includeObsolete: params.includeObsolete,
		includeSuppressible: params.includeSuppressible,
		pageNumber: params.pageNumber,
		pageSize: params.pageSize
	}, { signal });
	return decodeSearchPage(res.text, res.path);
}
// src/api/uts/filters.ts
var pagingQuery = (p = {}) => ({
	pageNumber: p.pageNumber,
	pageSize: p.pageSize
});
var atomQuery = (f = {}) => ({
	sabs: f.sabs,
	ttys: f.ttys,
	language: f.language,
	includeObsolete: f.includeObsolete,
	includeSuppressible: f.includeSuppressible,
	...pagingQuery(f)
});
var relationQuery = (f = {}) => ({
	includeRelationLabels: f.includeRelationLabels,
	includeAdditionalRelationLabels: f.includeAdditionalRelationLabels,
	includeObsolete: f.includeObsolete,
	includeSuppressible: f.includeSuppressible,
	sabs: f.sabs,
	...pagingQuery(f)
});
var attributeQuery = (f = {}) => ({
	includeAttributeNames: f.includeAttributeNames,
	...pagingQuery(f)
});
// src/api/uts/concept.ts
var cuiPath = (release, cui, ...rest) => restPath("content", release, "CUI", cui, ...rest);
async function getConcept({ cui }, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(cuiPath(release, cui), {}, { signal });
	return decodeSingle(res.text, res.path, decodeConcept);
}
async function getConceptAtoms(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(cuiPath(release, params.cui, "atoms"), atomQuery(params), { signal });
	return decodePage(res.text, res.path, decodeAtom);
}
/** The concept's default preferred atom (includeObsolete/Suppressible default to true here). */
async function getConceptPreferredAtom(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(cuiPath(release, params.cui, "atoms", "preferred"), atomQuery(params), { signal });
	return decodeSingle(res.text, res.path, decodeAtom);
}
async function getConceptDefinitions(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(cuiPath(release, params.cui, "definitions"), {
		sabs: params.sabs,
		...pagingQuery(params)
	}, { signal });
	return decodePage(res.text, res.path, decodeDefinition);
}
/** All relations touching the CUI: NLM-asserted and (since 2022) source-asserted. */
async function getConceptRelations(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(cuiPath(release, params.cui, "relations"), relationQuery(params), { signal });
	return decodePage(res.text, res.path, decodeRelation);
}
// src/api/uts/atom.ts
var auiPath = (release, aui, ...rest) => restPath("content", release, "AUI", aui, ...rest);
async function getAtom({ aui }, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(auiPath(release, aui), {}, { signal });
	return decodeSingle(res.text, res.path, decodeAtom);
}
/** One page of an atom's parents, children, ancestors or descendants. */
async function getAtomTree(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(auiPath(release, params.aui, params.direction), pagingQuery(params), { signal });
	return decodePage(res.text, res.path, decodeAtom);
}
var getAtomParents = (p, o) => getAtomTree({
	...p,
	direction: "parents"
}, o);
var getAtomChildren = (p, o) => getAtomTree({
	...p,
	direction: "children"
}, o);
// src/api/uts/source.ts
var sourcePath = (release, p, ...rest) => restPath("content", release, "source", p.source, p.id, ...rest);
/** A source concept, descriptor or code. */
async function getSourceConcept(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(sourcePath(release, params), {}, { signal });
	return decodeSingle(res.text, res.path, decodeSourceAtomCluster);
}
async function getSourceAtoms(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(sourcePath(release, params, "atoms"), atomQuery(params), { signal });
	return decodePage(res.text, res.path, decodeAtom);
}
async function getSourcePreferredAtom(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(sourcePath(release, params, "atoms", "preferred"), atomQuery(params), { signal });
	return decodeSingle(res.text, res.path, decodeAtom);
}
/** One page of a hierarchy step; items are clusters, or Atoms for HL7 sources. */
async function getSourceTree(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(sourcePath(release, params, params.direction), pagingQuery(params), { signal });
	return decodePage(res.text, res.path, decodeHierarchyNode);
}
var getSourceParents = (p, o) => getSourceTree({
	...p,
	direction: "parents"
}, o);
var getSourceChildren = (p, o) => getSourceTree({
	...p,
	direction: "children"
}, o);
async function getSourceRelations(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(sourcePath(release, params, "relations"), relationQuery(params), { signal });
	return decodePage(res.text, res.path, decodeRelation);
}
async function getSourceAttributes(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(sourcePath(release, params, "attributes"), attributeQuery(params), { signal });
	return decodePage(res.text, res.path, decodeAttribute);
}
// src/api/uts/crosswalk.ts
/**
* Codes sharing a CUI with the given code. Zero matches may come back as an empty list or
* as 404 (reference §7.7): both reach the caller as they came (empty page / 'not-found').
*/
async function crosswalk(params, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(restPath("crosswalk", release, "source", params.source, params.id), {
		targetSource: params.targetSource,
		includeObsolete: params.includeObsolete,
		...pagingQuery(params)
	}, { signal });
	return decodePage(res.text, res.path, decodeSourceAtomCluster);
}
// src/api/uts/semanticNetwork.ts
/** GET /semantic-network/{version}/TUI/{tui} (reference §5.10). */
async function getSemanticType({ tui }, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(restPath("semantic-network", release, "TUI", tui), {}, { signal });
	return decodeSingle(res.text, res.path, decodeSemanticType);
}
// src/api/uts/metadata.ts
/**
* GET /metadata/{version}/sources (reference §5.2): every root source in one page. The
* endpoint needs no authentication, so none is sent (in ticket mode that saves a ticket).
*/
async function getSources(_params = {}, options) {
	const { client, release, signal } = callContext(options);
	const res = await client.getRest(restPath("metadata", release, "sources"), {}, {
		signal,
		auth: false
	});
	return decodePage(res.text, res.path, decodeRootSource).items;
}
// src/api/uts/releases.ts
/**
* The endpoints outside /rest (reference §2.3, §5.11, §5.12): the open release listing, the
* one-call download and the licence check. None takes a {version}; `release` is ignored.
*/
/** GET /releases without releaseType: the kinds of release files there are. */
async function listReleaseTypes(_params = {}, options) {
	const { client, signal } = callContext(options);
	const path = client.paths.releases;
	return decodeReleaseTypes((await client.deps.http({
		path,
		signal
	})).text, path);
}
/** GET /releases?releaseType=…: the files of one release type (no auth needed). */
async function listReleases(params, options) {
	const { client, signal } = callContext(options);
	const path = client.paths.releases;
	return decodeReleaseFiles((await client.deps.http({
		path,
		query: {
			releaseType: params.releaseType,
			current: params.current
		},
		signal
	})).text, path);
}
/**
* GET /download?url=…: one release file, in one call. http() only reads text, so this goes
* to fetch directly, still through the shared rate limiter; the key travels in a header.
* No timeout: release files run to gigabytes; the caller's signal cancels.
*/
async function downloadRelease({ url }, options) {
	const { client, signal } = callContext(options);
	const path = client.paths.download;
	const headers = client.apiKeyHeaders();
	await client.deps.limiter.acquire(signal);
	let res;
	try {
		res = await client.deps.fetch(buildUrl(path, { url }), {
			method: "GET",
			headers,
			signal,
			credentials: "same-origin"
		});
	} catch (err) {
		if (signal?.aborted) throw signal.reason ?? err;
		throw new ApiError("network", "The download service could not be reached", {
			path,
			cause: err
		});
	}
	if (!res.ok) throw new ApiError(kindForStatus(res.status), `The download failed with status ${res.status}`, {
		status: res.status,
		path
	});
	return res.blob();
}
/** GET {auth}/validateUser: does this user hold a licence? Body is plain `true` / `false`. */
async function validateUser(params, options) {
	const { client, signal } = callContext(options);
	const path = `${client.paths.auth}/validateUser`;
	const userKey = params.apiKey ?? client.apiKeyHeaders()["x-uts-api-key"];
	if (!params.validatorApiKey || !userKey) throw new ApiError("auth", "Both the validator key and the user key are needed", { path });
	let text;
	try {
		text = (await client.deps.http({
			path,
			signal,
			headers: {
				[API_KEY_HEADER]: userKey,
				[VALIDATOR_KEY_HEADER]: params.validatorApiKey
			}
		})).text;
	} catch (err) {
		if (isApiError(err) && err.kind === "auth") throw new ApiError("auth", "The validator API key was refused", {
			status: err.status,
			path
		});
		throw err;
	}
	const answer = text.trim().toLowerCase();
	if (answer === "true") return true;
	if (answer === "false") return false;
	throw new ApiError("bad-response", "The licence check answered neither true nor false", { path });
}
// src/api/uts/index.ts
var uts_exports = /* @__PURE__ */ __exportAll({ search: () => search });
export { getConceptRelations as C, getConceptPreferredAtom as S, getServiceTicket as T, getAtomChildren as _, validateUser as a, getConceptAtoms as b, crosswalk as c, getSourceChildren as d, getSourceConcept as f, getAtom as g, getSourceRelations as h, listReleases as i, getSourceAtoms as l, getSourcePreferredAtom as m, downloadRelease as n, getSources as o, getSourceParents as p, listReleaseTypes as r, getSemanticType as s, uts_exports as t, getSourceAttributes as u, getAtomParents as v, search as w, getConceptDefinitions as x, getConcept as y };
