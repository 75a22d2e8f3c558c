// src/lib/drugUrls.ts
/**
* The drug pages' state as URL search parameters (the URL is the state: a reload or a shared
* link brings the same search back). Parsing never throws: unknown or malformed values fall
* back to the defaults, so a hand-edited link still opens a page.
*/
var LOOKUP_MODES = [
	"name",
	"id",
	"brands"
];
var EMPTY_LOOKUP = {
	mode: "name",
	name: "",
	advanced: false,
	sources: [],
	allSources: false,
	idType: "NDC",
	id: "",
	idScope: "default",
	ingredients: []
};
var oneOf = (values, v, fallback) => v !== null && values.includes(v) ? v : fallback;
/**
* Repeated parameters, trimmed and normalised, empties and duplicates dropped, order kept.
* Duplicates are found by `sameKey` (e.g. any case for names), the first spelling wins.
*/
function list(params, key, normalise = (s) => s, sameKey = (s) => s) {
	return uniqueBy(params.getAll(key).map((s) => normalise(s.trim())).filter((s) => s !== ""), sameKey);
}
/** Order-keeping de-duplication; the first of the values with one key is kept. */
function uniqueBy(values, key) {
	const seen = /* @__PURE__ */ new Set();
	return values.filter((v) => {
		const k = key(v);
		if (seen.has(k)) return false;
		seen.add(k);
		return true;
	});
}
var upper = (s) => s.toUpperCase();
var lower = (s) => s.toLowerCase();
function parseLookup(params) {
	return {
		mode: oneOf(LOOKUP_MODES, params.get("by"), "name"),
		name: params.get("name")?.trim() ?? "",
		advanced: params.get("adv") === "1",
		sources: list(params, "source", upper),
		allSources: params.get("allsrc") === "1",
		idType: params.get("idType")?.trim() || EMPTY_LOOKUP.idType,
		id: params.get("id")?.trim() ?? "",
		idScope: oneOf([
			"default",
			"active",
			"current"
		], params.get("scope"), "default"),
		ingredients: list(params, "ingredient", void 0, lower)
	};
}
/**
* Every tab's search goes into the URL (only what differs from the defaults), so switching
* tabs changes only `by=` and each tab finds its own search again; reload and Back keep all.
*/
function lookupSearch(state) {
	const p = new URLSearchParams();
	if (state.mode !== "name") p.set("by", state.mode);
	if (state.name !== "") p.set("name", state.name);
	if (state.advanced) {
		p.set("adv", "1");
		for (const s of state.sources) p.append("source", s);
		p.set("allsrc", state.allSources ? "1" : "0");
	}
	if (state.mode === "id" || state.id !== "" || state.idType !== EMPTY_LOOKUP.idType) p.set("idType", state.idType);
	if (state.id !== "") p.set("id", state.id);
	if (state.idScope !== "default") p.set("scope", state.idScope);
	for (const i of state.ingredients) p.append("ingredient", i);
	return p;
}
/** The allSourcesFlag of a findRxcuiById call, or undefined for the 2-part overload. */
function idScopeFlag(scope) {
	return scope === "active" ? 0 : scope === "current" ? 1 : void 0;
}
var CONCEPT_TABS = [
	"related",
	"relationship",
	"termtype",
	"ndcs",
	"proprietary"
];
function parseConcept(params) {
	return {
		tab: oneOf(CONCEPT_TABS, params.get("tab"), "related"),
		relas: list(params, "rela", lower),
		ttys: list(params, "tty", upper)
	};
}
/** The concept page's parameters, keeping any others (e.g. `release`) already in the URL. */
function conceptSearch(current, state) {
	const p = new URLSearchParams(current);
	for (const k of [
		"tab",
		"rela",
		"tty"
	]) p.delete(k);
	if (state.tab !== "related") p.set("tab", state.tab);
	for (const r of state.relas) p.append("rela", r);
	for (const t of state.ttys) p.append("tty", t);
	return p;
}
/** RXCUIs are digits; anything else cannot name a concept and is answered without a call. */
function isRxcui(text) {
	return /^\d{1,12}$/.test(text);
}
export { idScopeFlag as a, parseConcept as c, conceptSearch as i, parseLookup as l, EMPTY_LOOKUP as n, isRxcui as o, LOOKUP_MODES as r, lookupSearch as s, CONCEPT_TABS as t, uniqueBy as u };
