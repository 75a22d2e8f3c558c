import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { Q as isApiError, W as useRelease, at as Badge, ct as Alert, dt as Group, et as Title, it as Button, m as detectInput, nt as Stack, p as INPUT_KINDS, st as Text } from "./index-D9x2-Kp7.js";
import { t as Autocomplete } from "./Autocomplete-Ck1jZLHL.js";
import { t as Checkbox } from "./Checkbox-CMylH_x5.js";
import { n as FileButton, t as Textarea } from "./Textarea-DH9tt2vQ.js";
import { t as Pagination } from "./Pagination-g0aO80GW.js";
import { t as PasswordInput } from "./PasswordInput-jngY0_pT.js";
import { t as SegmentedControl } from "./SegmentedControl-3JAJo0yF.js";
import { t as Select } from "./Select-GSSa1PIa.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { O as require_react, T as require_jsx_runtime, g as useQuery, h as queryOptions } from "./vendor-4g9ZpKyn.js";
import { s as setApiKey } from "./credentials-DKGvR86g.js";
import { l as require_papaparse_min, n as APP_VERSION, u as joinList } from "./export-CvKKyFga.js";
import { c as ProgressPanel, i as TableExport, s as walkItems } from "./export-DuIKWi5N.js";
import { t as defaultDrugClient } from "./defaultClient-BCUI7CiJ.js";
import { b as getConceptAtoms, f as getSourceConcept, g as getAtom, o as getSources, w as search, y as getConcept } from "./uts-DV-A23bW.js";
// src/features/batch/clients.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The app's clients behind the resolver's interface. Every call goes through the shared http
* layer and its 20-requests-per-second limiter, so the walker adds no limit of its own.
*/
function appBatchClients(release) {
	return {
		search: (params, signal) => search(params, {
			release,
			signal
		}),
		getConcept: (cui, signal) => getConcept({ cui }, {
			release,
			signal
		}),
		getAtom: (aui, signal) => getAtom({ aui }, {
			release,
			signal
		}),
		getSourceConcept: (source, id, signal) => getSourceConcept({
			source,
			id
		}, {
			release,
			signal
		}),
		getConceptAtoms: (cui, sab, signal) => getConceptAtoms({
			cui,
			sabs: sab,
			pageSize: 25,
			includeObsolete: false
		}, {
			release,
			signal
		}),
		drug: () => Promise.resolve(defaultDrugClient())
	};
}
// src/features/batch/resolve.ts
var import_papaparse_min = /* @__PURE__ */ __toESM(require_papaparse_min(), 1);
/** Candidates shown for an ambiguous line. */
var CANDIDATES = 10;
var isNotFound = (err) => isApiError(err) && err.kind === "not-found";
async function orNull(p) {
	try {
		return await p;
	} catch (err) {
		if (isNotFound(err)) return null;
		throw err;
	}
}
var empty = () => ({
	match: "none",
	idType: null,
	id: null,
	name: null,
	semanticTypes: [],
	tty: null,
	source: null,
	code: null,
	codeName: null,
	target: [],
	candidates: [],
	manual: false
});
var MATCH_OF = {
	exact: "exact",
	normalizedString: "normalised",
	words: "word"
};
var cuiCandidates = (hits) => hits.slice(0, CANDIDATES).map((h) => ({
	id: h.ui,
	name: h.name,
	idType: "CUI"
}));
/** Fills semantic types and target codes once the CUI is known. */
async function withConcept(r, cui, options, clients, signal) {
	const concept = await orNull(clients.getConcept(cui, signal));
	if (!concept) return {
		...r,
		match: "none"
	};
	const out = {
		...r,
		idType: "CUI",
		id: concept.ui,
		name: concept.name,
		semanticTypes: concept.semanticTypes.map((s) => s.name)
	};
	if (options.targetSource) {
		const atoms = await orNull(clients.getConceptAtoms(cui, options.targetSource, signal));
		const seen = /* @__PURE__ */ new Set();
		for (const a of atoms?.items ?? []) {
			const code = a.code?.id;
			if (!code || seen.has(code)) continue;
			seen.add(code);
			out.target.push({
				code,
				name: a.name
			});
		}
	}
	return out;
}
var sameName = (a, b) => a.normalize("NFC").trim().toLocaleLowerCase("en-US") === b.normalize("NFC").trim().toLocaleLowerCase("en-US");
/**
* An exact (or normalised) search matches any atom of a concept, so "headache" also finds
* concepts that merely have a "Headache" synonym. The one whose preferred name is the term
* itself is the one meant; with none or more than one such, the row stays ambiguous.
*/
function namedAs(term, hits, searchType) {
	if (searchType === "words") return void 0;
	const named = hits.filter((h) => sameName(h.name, term));
	return named.length === 1 ? named[0] : void 0;
}
async function resolveTerm(term, options, clients, signal) {
	const order = options.searchType === "auto" ? [
		"exact",
		"normalizedString",
		"words"
	] : [options.searchType];
	for (const searchType of order) {
		const page = await clients.search({
			string: term,
			searchType,
			includeObsolete: options.includeObsolete,
			pageSize: CANDIDATES,
			pageNumber: 1
		}, signal);
		if (page.hits.length === 0) continue;
		const hit = page.hits.length === 1 ? page.hits[0] : namedAs(term, page.hits, searchType);
		if (!hit) return {
			...empty(),
			match: "several",
			candidates: cuiCandidates(page.hits)
		};
		return withConcept({
			...empty(),
			match: MATCH_OF[searchType]
		}, hit.ui, options, clients, signal);
	}
	return empty();
}
async function resolveCode(source, code, options, clients, signal) {
	const cluster = await orNull(clients.getSourceConcept(source, code, signal));
	if (!cluster) return {
		...empty(),
		source,
		code
	};
	const base = {
		...empty(),
		source: cluster.rootSource,
		code: cluster.ui,
		codeName: cluster.name
	};
	const page = await clients.search({
		string: code,
		inputType: "sourceUi",
		searchType: "exact",
		sabs: source,
		includeObsolete: options.includeObsolete,
		pageSize: CANDIDATES,
		pageNumber: 1
	}, signal);
	if (page.hits.length === 0) return base;
	if (page.hits.length > 1) return {
		...base,
		match: "several",
		candidates: cuiCandidates(page.hits)
	};
	return withConcept({
		...base,
		match: "exact"
	}, page.hits[0].ui, options, clients, signal);
}
async function resolveRxcui(rxcui, clients, signal) {
	const c = await (await clients.drug()).getRxConceptProperties(rxcui, signal);
	if (!c || !c.RXCUI) return empty();
	return {
		...empty(),
		match: "exact",
		idType: "RXCUI",
		id: c.RXCUI,
		name: c.STR,
		tty: c.TTY
	};
}
async function resolveNdc(ndc11, clients, signal) {
	const drug = await clients.drug();
	const ids = [...new Set(await drug.findRxcuiById("NDC", ndc11, signal))];
	if (ids.length === 0) return {
		...empty(),
		source: "NDC",
		code: ndc11
	};
	if (ids.length === 1) return {
		...await resolveRxcui(ids[0], clients, signal),
		source: "NDC",
		code: ndc11
	};
	const candidates = [];
	for (const id of ids.slice(0, CANDIDATES)) {
		const c = await drug.getRxConceptProperties(id, signal);
		candidates.push({
			id,
			name: c?.STR ?? "",
			idType: "RXCUI"
		});
	}
	return {
		...empty(),
		match: "several",
		source: "NDC",
		code: ndc11,
		candidates
	};
}
/** One detected line (never `empty`, never with a `problem`: those are not sent). */
async function resolveLine(line, options, clients, signal) {
	switch (line.kind) {
		case "term": return resolveTerm(line.value, options, clients, signal);
		case "cui": return withConcept({
			...empty(),
			match: "exact"
		}, line.value, options, clients, signal);
		case "aui": {
			const atom = await orNull(clients.getAtom(line.value, signal));
			if (!atom) return empty();
			const base = {
				...empty(),
				match: "exact",
				source: atom.rootSource,
				code: atom.code?.id ?? null,
				codeName: atom.name
			};
			return atom.concept ? withConcept(base, atom.concept.id, options, clients, signal) : base;
		}
		case "code": return resolveCode(line.source ?? "", line.value, options, clients, signal);
		case "rxcui": return resolveRxcui(line.value, clients, signal);
		case "ndc": return resolveNdc(line.value, clients, signal);
		case "empty": return empty();
	}
}
/** A candidate the user picked: resolved as its CUI or RXCUI, keeping the line's code fields. */
async function resolveCandidate(previous, candidate, options, clients, signal) {
	const keep = {
		source: previous.source,
		code: previous.code,
		codeName: previous.codeName
	};
	return {
		...candidate.idType === "RXCUI" ? await resolveRxcui(candidate.id, clients, signal) : await withConcept({
			...empty(),
			match: "exact"
		}, candidate.id, options, clients, signal),
		...keep,
		match: previous.match,
		candidates: previous.candidates,
		manual: true
	};
}
// src/features/batch/input.ts
/** Lines looked up in one batch (issue 12): enough for a value set, small enough for 20 requests/s. */
var MAX_LINES = 5e3;
/**
* The lines of pasted text or a .txt file: CRLF, CR and LF all end a line (files merged
* from Windows and Mac), a BOM anywhere at a line start is dropped by the detector, and a
* final line break adds no empty last line.
*/
function splitLines(text) {
	if (!text) return [];
	const lines = text.split(/\r\n|\r|\n/);
	if (lines.at(-1) === "") lines.pop();
	return lines;
}
/**
* The first column of a .csv file (a quoted cell may hold commas and line breaks); any other
* file is read line by line, so a pasted term with a comma stays whole.
*/
function linesOfFile(fileName, text) {
	const clean = text.replace(/^\uFEFF/, "");
	if (!/\.csv$/i.test(fileName)) return splitLines(clean);
	const rows = import_papaparse_min.default.parse(clean, {
		skipEmptyLines: false,
		delimiter: ""
	}).data.map((r) => r[0] ?? "");
	if (rows.at(-1) === "") rows.pop();
	return rows;
}
/** The text area holds one line per input; a CSV cell with a line break becomes one line. */
var linesToText = (lines) => lines.map((l) => l.replace(/\r\n|\r|\n/g, " ")).join("\n");
function tooManyLines(count) {
	return count > 5e3 ? `${count.toLocaleString("en-US")} lines: at most ${MAX_LINES.toLocaleString("en-US")} can be looked up at once` : null;
}
/** What a line asks the services; equal keys are the same lookup. */
function lookupKey(d) {
	if (d.kind === "empty" || d.problem) return null;
	return `${d.kind}\u0000${d.source ?? ""}\u0000${d.value}`;
}
function detectLines(lines, options) {
	return lines.map((raw, i) => {
		let detected = detectInput(raw, options);
		if (detected.kind === "term" && !detected.problem && detected.value.length > 500) detected = {
			...detected,
			problem: `Too long to search: ${detected.value.length.toLocaleString("en-US")} characters (at most 500)`
		};
		return {
			line: i + 1,
			detected,
			key: lookupKey(detected)
		};
	});
}
/** The distinct lookups, in the order they first appear. */
function uniqueLookups(lines) {
	const seen = /* @__PURE__ */ new Map();
	for (const l of lines) if (l.key && !seen.has(l.key)) seen.set(l.key, l.detected);
	return [...seen].map(([key, detected]) => ({
		key,
		detected
	}));
}
// src/features/batch/queries.ts
/**
* Root source abbreviations for the source pickers. Same key as the vocabularies page's
* query, so the two share one cache entry.
*/
var sourcesQuery = (release) => queryOptions({
	queryKey: [
		"uts",
		release,
		"metadata",
		"sources"
	],
	queryFn: ({ signal }) => getSources({}, {
		release,
		signal
	}),
	staleTime: 36e5
});
// src/features/batch/rows.ts
/** The table: one row per input line, in input order; duplicates share their lookup's result. */
function buildRows(lines, outcomes, manual) {
	return lines.map(({ line, detected, key }) => {
		const base = {
			line,
			input: detected.kind === "empty" ? "" : detected.raw.trim().replace(/^\uFEFF/, ""),
			kind: detected.kind,
			key
		};
		if (detected.kind === "empty") return {
			...base,
			status: "empty",
			problem: null,
			resolution: null
		};
		if (!key) return {
			...base,
			status: "invalid",
			problem: detected.problem,
			resolution: null
		};
		const byHand = manual.get(key);
		if (byHand) return {
			...base,
			status: "done",
			problem: null,
			resolution: byHand
		};
		const o = outcomes.get(key);
		if (!o) return {
			...base,
			status: "pending",
			problem: null,
			resolution: null
		};
		if (o.status === "failed") return {
			...base,
			status: "failed",
			problem: failureText(o.error),
			resolution: null
		};
		return {
			...base,
			status: "done",
			problem: null,
			resolution: o.value
		};
	});
}
function failureText(err) {
	return `The service failed on this line: ${err instanceof Error ? err.message : String(err)}`;
}
var ROW_FILTERS = [
	{
		value: "all",
		label: "All"
	},
	{
		value: "resolved",
		label: "Resolved"
	},
	{
		value: "none",
		label: "Not found"
	},
	{
		value: "several",
		label: "Ambiguous"
	},
	{
		value: "problems",
		label: "Errors"
	}
];
function rowMatches(row, filter) {
	const r = row.resolution;
	switch (filter) {
		case "all": return true;
		case "resolved": return !!r?.id;
		case "none": return row.status === "done" && !r?.id && r?.match === "none";
		case "several": return row.status === "done" && !r?.id && r?.match === "several";
		case "problems": return row.status === "failed" || row.status === "invalid";
	}
}
function countByFilter(rows) {
	const counts = {
		all: 0,
		resolved: 0,
		none: 0,
		several: 0,
		problems: 0
	};
	for (const row of rows) for (const f of ROW_FILTERS) if (rowMatches(row, f.value)) counts[f.value]++;
	return counts;
}
var res = (row) => row.resolution;
/** The exported table: what the page shows plus the identifiers a spreadsheet needs. */
var BATCH_COLUMNS = [
	{
		header: "Line",
		key: "line",
		value: (r) => r.line
	},
	{
		header: "Input",
		key: "input",
		value: (r) => r.input
	},
	{
		header: "Kind",
		key: "kind",
		value: (r) => r.kind
	},
	{
		header: "Match",
		key: "match",
		value: (r) => r.status === "done" ? res(r)?.match ?? "" : r.status
	},
	{
		header: "Resolved by hand",
		key: "manual",
		value: (r) => !!res(r)?.manual
	},
	{
		header: "CUI",
		key: "cui",
		value: (r) => res(r)?.idType === "CUI" ? res(r)?.id : null
	},
	{
		header: "RXCUI",
		key: "rxcui",
		value: (r) => res(r)?.idType === "RXCUI" ? res(r)?.id : null
	},
	{
		header: "Preferred name",
		key: "name",
		value: (r) => res(r)?.name
	},
	{
		header: "Semantic types",
		key: "semanticTypes",
		value: (r) => joinList(res(r)?.semanticTypes)
	},
	{
		header: "TTY",
		key: "tty",
		value: (r) => res(r)?.tty
	},
	{
		header: "SAB",
		key: "sab",
		value: (r) => res(r)?.source
	},
	{
		header: "Code",
		key: "code",
		value: (r) => res(r)?.code
	},
	{
		header: "Code name",
		key: "codeName",
		value: (r) => res(r)?.codeName
	},
	{
		header: "Target codes",
		key: "targetCodes",
		value: (r) => joinList(res(r)?.target.map((t) => t.code))
	},
	{
		header: "Target names",
		key: "targetNames",
		value: (r) => joinList(res(r)?.target.map((t) => t.name))
	},
	{
		header: "Candidates",
		key: "candidates",
		value: (r) => res(r)?.id ? "" : joinList(res(r)?.candidates.map((c) => `${c.id} ${c.name}`))
	},
	{
		header: "Problem",
		key: "problem",
		value: (r) => r.problem
	}
];
// src/features/batch/storage.ts
/**
* The batch input lives in sessionStorage, not the URL: 5,000 lines do not fit in a link,
* and a pasted list may be private. It survives a reload and dies with the tab.
*/
var BATCH_STORAGE = "batch.input";
var DEFAULT_SETTINGS = {
	kind: null,
	source: "",
	targetSource: "",
	searchType: "auto",
	includeObsolete: false
};
function loadBatch(storage = sessionStorage) {
	try {
		const raw = storage.getItem(BATCH_STORAGE);
		if (!raw) return {
			text: "",
			settings: DEFAULT_SETTINGS
		};
		const parsed = JSON.parse(raw);
		return {
			text: typeof parsed.text === "string" ? parsed.text : "",
			settings: {
				...DEFAULT_SETTINGS,
				...parsed.settings ?? {}
			}
		};
	} catch {
		return {
			text: "",
			settings: DEFAULT_SETTINGS
		};
	}
}
function saveBatch(batch, storage = sessionStorage) {
	try {
		storage.setItem(BATCH_STORAGE, JSON.stringify(batch));
	} catch {}
}
// src/features/batch/useBatch.ts
/**
* The batch page's state: the input (kept in sessionStorage), the lookups it implies, and
* one bulk walk over them. Results are keyed by lookup, so duplicates are asked once and a
* resume asks only what is left. Changing the input or the options starts over.
*/
function useBatch(clients) {
	const [stored] = (0, import_react.useState)(loadBatch);
	const [text, setText] = (0, import_react.useState)(stored.text);
	const [settings, setSettings] = (0, import_react.useState)(stored.settings);
	(0, import_react.useEffect)(() => saveBatch({
		text,
		settings
	}), [text, settings]);
	const lines = (0, import_react.useMemo)(() => splitLines(text), [text]);
	const limitError = tooManyLines(lines.length);
	const detected = (0, import_react.useMemo)(() => limitError ? [] : detectLines(lines, {
		force: settings.kind ?? void 0,
		source: settings.source || null
	}), [
		lines,
		limitError,
		settings.kind,
		settings.source
	]);
	const lookups = (0, import_react.useMemo)(() => uniqueLookups(detected), [detected]);
	const [outcomes, setOutcomes] = (0, import_react.useState)(/* @__PURE__ */ new Map());
	const [manual, setManual] = (0, import_react.useState)(/* @__PURE__ */ new Map());
	const [progress, setProgress] = (0, import_react.useState)(null);
	const [run, setRun] = (0, import_react.useState)("idle");
	const [stop, setStop] = (0, import_react.useState)(null);
	const controller = (0, import_react.useRef)(null);
	/** The input and options the results belong to: anything else starts over. */
	const [resultsFor, setResultsFor] = (0, import_react.useState)(null);
	const signature = JSON.stringify([text, settings]);
	const stale = resultsFor !== null && resultsFor !== signature;
	const walk = (0, import_react.useCallback)(async (previous) => {
		controller.current?.abort();
		const c = controller.current = new AbortController();
		const found = new Map(previous);
		setOutcomes(found);
		setResultsFor(signature);
		setRun("running");
		setStop(null);
		const options = {
			searchType: settings.searchType,
			targetSource: settings.targetSource.trim().toUpperCase() || null,
			includeObsolete: settings.includeObsolete
		};
		const result = await walkItems({
			items: lookups,
			work: (u, _i, signal) => resolveLine(u.detected, options, clients, signal),
			previous: lookups.map((u) => previous.get(u.key)),
			signal: c.signal,
			onOutcome: (i, o) => {
				found.set(lookups[i].key, o);
				setOutcomes(new Map(found));
			},
			onProgress: setProgress
		});
		if (controller.current !== c) return;
		setRun(result.end.status === "complete" ? "complete" : result.end.status);
		setStop(result.end.status === "stopped" ? result.end : null);
	}, [
		clients,
		lookups,
		settings,
		signature
	]);
	const resolveAll = (0, import_react.useCallback)(() => {
		setManual(/* @__PURE__ */ new Map());
		setProgress(null);
		walk(/* @__PURE__ */ new Map());
	}, [walk]);
	const resume = (0, import_react.useCallback)(() => void walk(outcomes), [walk, outcomes]);
	const cancel = (0, import_react.useCallback)(() => controller.current?.abort(), []);
	(0, import_react.useEffect)(() => () => controller.current?.abort(), []);
	const choose = (0, import_react.useCallback)(async (key, previous, candidate) => {
		const r = await resolveCandidate(previous, candidate, {
			searchType: settings.searchType,
			targetSource: settings.targetSource.trim().toUpperCase() || null,
			includeObsolete: settings.includeObsolete
		}, clients, new AbortController().signal);
		setManual((m) => new Map(m).set(key, r));
	}, [clients, settings]);
	const rows = (0, import_react.useMemo)(() => stale ? buildRows(detected, /* @__PURE__ */ new Map(), /* @__PURE__ */ new Map()) : buildRows(detected, outcomes, manual), [
		detected,
		outcomes,
		manual,
		stale
	]);
	const authStop = stop?.status === "stopped" && isApiError(stop.error) && stop.error.kind === "auth";
	const canResume = !stale && (run === "cancelled" || run === "stopped");
	return {
		text,
		setText,
		settings,
		setSettings,
		lineCount: lines.length,
		limitError,
		lookupCount: lookups.length,
		rows,
		progress: stale ? null : progress,
		run: stale ? "idle" : run,
		stopError: stale ? null : stop?.status === "stopped" ? stop.error : null,
		authStop: !stale && authStop,
		canResume,
		resolveAll,
		resume,
		cancel,
		choose
	};
}
// src/features/batch/BatchPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var PAGE_SIZE = 100;
var SEARCH_TYPES = [
	{
		value: "auto",
		label: "Exact, then normalised, then words"
	},
	{
		value: "exact",
		label: "Exact"
	},
	{
		value: "normalizedString",
		label: "Normalised string"
	},
	{
		value: "words",
		label: "Words"
	}
];
var MATCH_COLOR = {
	exact: "green",
	normalised: "teal",
	word: "blue",
	several: "yellow",
	none: "gray"
};
/** /batch: paste or drop a column of terms or codes, resolve each line, export the table. */
function BatchPage({ clients: injected } = {}) {
	const release = useRelease();
	const b = useBatch((0, import_react.useMemo)(() => injected ?? appBatchClients(release), [injected, release]));
	const sources = useQuery({
		...sourcesQuery(release),
		enabled: !injected
	});
	const sabs = (0, import_react.useMemo)(() => (sources.data ?? []).map((s) => s.abbreviation).sort(), [sources.data]);
	const [filter, setFilter] = (0, import_react.useState)("all");
	const [page, setPage] = (0, import_react.useState)(1);
	const [newKey, setNewKey] = (0, import_react.useState)("");
	const [fileError, setFileError] = (0, import_react.useState)(null);
	const running = b.run === "running";
	const counts = (0, import_react.useMemo)(() => countByFilter(b.rows), [b.rows]);
	const shown = (0, import_react.useMemo)(() => b.rows.filter((r) => rowMatches(r, filter)), [b.rows, filter]);
	const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
	const current = Math.min(page, pages);
	const readFile = async (file) => {
		if (!file) return;
		setFileError(null);
		if (!/\.(csv|txt|tsv)$/i.test(file.name) && !file.type.startsWith("text/")) {
			setFileError(`${file.name} is not a .csv or .txt file`);
			return;
		}
		b.setText(linesToText(linesOfFile(file.name, await file.text())));
	};
	const onDrop = (e) => {
		e.preventDefault();
		readFile(e.dataTransfer.files[0] ?? null);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				children: "Batch lookup"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
				"Paste a column of terms, CUIs, AUIs, source codes (",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", { children: "SAB:code" }),
				"), RXCUIs or NDCs, one per line, or drop a .csv or .txt file on the box. Up to ",
				MAX_LINES.toLocaleString("en-US"),
				" lines."
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				onDragOver: (e) => e.preventDefault(),
				onDrop,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
					label: "Terms or codes, one per line",
					value: b.text,
					onChange: (e) => b.setText(e.currentTarget.value),
					rows: 8,
					resize: "vertical",
					disabled: running,
					spellCheck: false,
					error: b.limitError ?? void 0,
					description: b.limitError ? void 0 : `${b.lineCount.toLocaleString("en-US")} lines, ${b.lookupCount.toLocaleString("en-US")} distinct lookups`
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileButton, {
					onChange: (f) => void readFile(f),
					accept: ".csv,.txt,.tsv,text/csv,text/plain",
					children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "default",
						size: "xs",
						disabled: running,
						...props,
						children: "Open a .csv or .txt file"
					})
				}), fileError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "red",
					role: "alert",
					children: fileError
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				align: "end",
				gap: "md",
				wrap: "wrap",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Kind of every line",
						data: [{
							value: "detect",
							label: "Detect per line"
						}, ...INPUT_KINDS],
						value: b.settings.kind ?? "detect",
						onChange: (v) => b.setSettings({
							...b.settings,
							kind: !v || v === "detect" ? null : v
						}),
						allowDeselect: false,
						disabled: running
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Autocomplete, {
						label: "Source for bare codes",
						placeholder: "e.g. SNOMEDCT_US",
						data: sabs,
						limit: 20,
						value: b.settings.source,
						onChange: (v) => b.setSettings({
							...b.settings,
							source: v
						}),
						disabled: running
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Autocomplete, {
						label: "Target source",
						description: "List each concept's codes there",
						placeholder: "e.g. ICD10CM",
						data: sabs,
						limit: 20,
						value: b.settings.targetSource,
						onChange: (v) => b.setSettings({
							...b.settings,
							targetSource: v
						}),
						disabled: running
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Search type for terms",
						data: SEARCH_TYPES,
						value: b.settings.searchType,
						onChange: (v) => v && b.setSettings({
							...b.settings,
							searchType: v
						}),
						allowDeselect: false,
						disabled: running
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						label: "Include obsolete",
						checked: b.settings.includeObsolete,
						onChange: (e) => b.setSettings({
							...b.settings,
							includeObsolete: e.currentTarget.checked
						}),
						disabled: running
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: b.resolveAll,
						disabled: running || !!b.limitError || b.lookupCount === 0,
						children: "Resolve"
					}),
					!running && b.canResume && !b.authStop && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "default",
						onClick: b.resume,
						children: "Resume"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableExport, {
						label: "Export results",
						columns: BATCH_COLUMNS,
						what: "batch",
						pageRows: b.rows,
						meta: () => ({
							title: "batch lookup",
							release,
							page: "/batch",
							query: {
								kind: b.settings.kind ?? "detect",
								source: b.settings.source,
								targetSource: b.settings.targetSource,
								searchType: b.settings.searchType,
								includeObsolete: b.settings.includeObsolete
							},
							appVersion: APP_VERSION
						})
					})
				]
			}),
			b.run !== "idle" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProgressPanel, {
				label: "Batch progress",
				unit: "lookup",
				progress: b.progress,
				running,
				onCancel: b.cancel
			}),
			b.authStop && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "red",
				title: "The API key was refused",
				role: "alert",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "xs",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						children: "The lookup stopped and kept every row found so far. Enter a valid key to go on from where it stopped."
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						align: "end",
						gap: "xs",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
							label: "API key",
							value: newKey,
							onChange: (e) => setNewKey(e.currentTarget.value),
							autoComplete: "off"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							disabled: !newKey.trim(),
							onClick: () => {
								setApiKey(newKey);
								setNewKey("");
								b.resume();
							},
							children: "Save key and resume"
						})]
					})]
				})
			}),
			!b.authStop && b.stopError != null && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				color: "red",
				title: "The lookup stopped",
				role: "alert",
				children: [b.stopError instanceof Error ? b.stopError.message : "Unknown error", ". Resume goes on from there."]
			}),
			b.rows.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentedControl, {
					"aria-label": "Show rows",
					value: filter,
					onChange: (v) => {
						setFilter(v);
						setPage(1);
					},
					data: ROW_FILTERS.map((f) => ({
						value: f.value,
						label: `${f.label} (${counts[f.value]})`
					}))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResultsTable, {
					rows: shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
					onChoose: b.choose
				}),
				pages > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pagination, {
					total: pages,
					value: current,
					onChange: setPage,
					"aria-label": "Result pages"
				})
			] })
		]
	});
}
function ResultsTable({ rows, onChoose }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
		minWidth: 900,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			striped: true,
			"aria-label": "Batch results",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Line" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Input" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Kind" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Match" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "CUI / RXCUI" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Preferred name" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Semantic types / TTY" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Source code" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Target codes" })
			] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: rows.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResultRow, {
				row,
				onChoose
			}, row.line)) })]
		})
	});
}
function ResultRow({ row, onChoose }) {
	const r = row.resolution;
	const ambiguous = r && r.match === "several" && !r.id && row.key;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, {
		"data-status": row.status,
		"data-match": r?.match,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: row.line }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, {
				title: row.input.length > 80 ? row.input.slice(0, 500) : void 0,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					lineClamp: 2,
					style: {
						wordBreak: "break-all",
						maxWidth: "20rem"
					},
					children: row.kind === "empty" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("em", { children: "empty line" }) : row.input
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: row.kind === "empty" ? "" : INPUT_KINDS.find((k) => k.value === row.kind)?.label ?? row.kind }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: row.status === "done" && r ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Badge, {
				color: MATCH_COLOR[r.match],
				variant: "light",
				children: [r.match, r.manual ? ", chosen" : ""]
			}) : row.status === "pending" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "dimmed",
				children: "waiting"
			}) : row.status === "failed" || row.status === "invalid" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "red",
				children: row.problem
			}) : null }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: r?.id ?? "" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: ambiguous ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
				"aria-label": `Choose the match for line ${row.line}`,
				placeholder: `Choose one of ${r.candidates.length}`,
				data: r.candidates.map((c) => ({
					value: c.id,
					label: `${c.name} (${c.id})`
				})),
				onChange: (id) => {
					const c = r.candidates.find((x) => x.id === id);
					if (c && row.key) onChoose(row.key, r, c);
				},
				size: "xs",
				comboboxProps: { withinPortal: true }
			}) : r?.name ?? "" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: r ? r.semanticTypes.join("; ") || r.tty || "" : "" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: r?.source && r.code ? `${r.source} ${r.code}${r.codeName ? ` · ${r.codeName}` : ""}` : "" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: r ? r.target.map((t) => `${t.code} ${t.name}`).join("; ") : "" })
		]
	});
}
export { BatchPage };
