import { b as keepPreviousData, h as queryOptions } from "./vendor-4g9ZpKyn.js";
import "./index-D9x2-Kp7.js";
import { w as search } from "./uts-DV-A23bW.js";
import { t as PREFETCHED } from "./prefetched-DXpK58X4.js";
import { r as readPageSize } from "./pageSize-sQkReH-y.js";
// src/features/search/queries.ts
var searchQuery = (release, params) => queryOptions({
	...PREFETCHED,
	queryKey: [
		"uts",
		release,
		"search",
		params
	],
	queryFn: ({ signal }) => search(params, {
		release,
		signal
	}),
	enabled: params.string.trim() !== "",
	placeholderData: keepPreviousData
});
// src/features/search/searchUrl.ts
/**
* The search form lives in the URL (ARCHITECTURE.md route table): these two functions are
* the only translation between `/search?…` and the client's SearchParams, so a shared link
* restores exactly the same search.
*/
var SEARCH_TYPES = [
	"words",
	"exact",
	"leftTruncation",
	"rightTruncation",
	"normalizedString",
	"normalizedWords"
];
var INPUT_TYPES = [
	"atom",
	"code",
	"sourceConcept",
	"sourceDescriptor",
	"sourceUi",
	"tty"
];
var RETURN_ID_TYPES = [
	"concept",
	"aui",
	"code",
	"sourceConcept",
	"sourceDescriptor",
	"sourceUi"
];
var DEFAULT_FORM = {
	string: "",
	searchType: "words",
	inputType: "atom",
	returnIdType: "concept",
	sabs: [],
	partialSearch: false,
	semanticTypes: [],
	semanticGroups: [],
	includeObsolete: false,
	includeSuppressible: false,
	pageNumber: 1,
	pageSize: 25
};
var oneOf = (allowed, v, fallback) => v !== null && allowed.includes(v) ? v : fallback;
var list = (v, sep) => v ? v.split(sep).map((s) => s.trim()).filter(Boolean) : [];
var bool = (v) => v === "true";
function formFromUrl(params) {
	const page = Number(params.get("pageNumber"));
	return {
		string: (params.get("string") ?? "").slice(0, 500),
		searchType: oneOf(SEARCH_TYPES, params.get("searchType"), DEFAULT_FORM.searchType),
		inputType: oneOf(INPUT_TYPES, params.get("inputType"), DEFAULT_FORM.inputType),
		returnIdType: oneOf(RETURN_ID_TYPES, params.get("returnIdType"), DEFAULT_FORM.returnIdType),
		sabs: list(params.get("sabs"), ","),
		partialSearch: bool(params.get("partialSearch")),
		semanticTypes: list(params.get("semanticTypes"), "|"),
		semanticGroups: list(params.get("semanticGroups"), "|"),
		includeObsolete: bool(params.get("includeObsolete")),
		includeSuppressible: bool(params.get("includeSuppressible")),
		pageNumber: Number.isInteger(page) && page >= 1 ? page : 1,
		pageSize: readPageSize(params.get("pageSize"))
	};
}
/** Only what differs from the defaults goes in the URL; `release` is carried over. */
function formToUrl(form, release) {
	const p = new URLSearchParams();
	p.set("string", form.string);
	if (form.searchType !== DEFAULT_FORM.searchType) p.set("searchType", form.searchType);
	if (form.inputType !== DEFAULT_FORM.inputType) p.set("inputType", form.inputType);
	if (form.returnIdType !== DEFAULT_FORM.returnIdType) p.set("returnIdType", form.returnIdType);
	if (form.sabs.length) p.set("sabs", form.sabs.join(","));
	if (form.partialSearch) p.set("partialSearch", "true");
	if (form.semanticTypes.length) p.set("semanticTypes", form.semanticTypes.join("|"));
	if (form.semanticGroups.length) p.set("semanticGroups", form.semanticGroups.join("|"));
	if (form.includeObsolete) p.set("includeObsolete", "true");
	if (form.includeSuppressible) p.set("includeSuppressible", "true");
	if (form.pageNumber > 1) p.set("pageNumber", String(form.pageNumber));
	if (form.pageSize !== 25) p.set("pageSize", String(form.pageSize));
	if (release) p.set("release", release);
	return p;
}
function formToParams(form) {
	return {
		string: form.string,
		searchType: form.searchType,
		inputType: form.inputType,
		returnIdType: form.returnIdType,
		sabs: form.sabs.length ? form.sabs : void 0,
		partialSearch: form.partialSearch || void 0,
		semanticTypes: form.semanticTypes.length ? form.semanticTypes : void 0,
		semanticGroups: form.semanticGroups.length ? form.semanticGroups : void 0,
		includeObsolete: form.includeObsolete || void 0,
		includeSuppressible: form.includeSuppressible || void 0,
		pageNumber: form.pageNumber,
		pageSize: form.pageSize
	};
}
export { formFromUrl as a, searchQuery as c, SEARCH_TYPES as i, INPUT_TYPES as n, formToParams as o, RETURN_ID_TYPES as r, formToUrl as s, DEFAULT_FORM as t };
