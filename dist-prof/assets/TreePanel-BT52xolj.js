import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { D as require_react_dom, O as require_react, T as require_jsx_runtime, _ as useQueries, b as keepPreviousData, f as useSearchParams, g as useQuery, h as queryOptions, l as useNavigate, t as Link, w as useQueryClient } from "./vendor-4g9ZpKyn.js";
import { t as Menu } from "./Menu-CGuf-gFX.js";
import { t as Loader } from "./Loader-D0Yl6Xtm.js";
import { a as slug, c as toCsv, r as download } from "./export-CvKKyFga.js";
import { t as VisuallyHidden } from "./VisuallyHidden-mwShJ9vH.js";
import { n as NativeSelect, t as Progress } from "./Progress-5Nsf2yTA.js";
import { r as ErrorPanel } from "./SectionBoundary-DJ2YSlzP.js";
import { O as sourceCodePath, Q as isApiError, at as Badge, ct as Alert, dt as Group, ft as ActionIcon, it as Button, k as withParams, l as assertNoApiKey, nt as Stack, st as Text, tt as TextInput, v as atomPath, z as resolvedReleaseQuery } from "./index-D9x2-Kp7.js";
import { _ as getAtomChildren, d as getSourceChildren, f as getSourceConcept, g as getAtom, m as getSourcePreferredAtom, p as getSourceParents, v as getAtomParents } from "./uts-DV-A23bW.js";
import { t as emptyIfNotFound } from "./pager-BNUdZ5P_.js";
import { s as plainWord } from "./plainWords-DGw3GT_H.js";
// src/ui/CodeWord.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A service abbreviation shown the way a clinician reads it: the plain word first, the code
* beside it (and in the tooltip), e.g. "broader RB". Unknown codes show as themselves.
*/
function CodeWord({ table, code, badge = false }) {
	const word = plainWord(table, code);
	if (word === code) return badge ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
		variant: "light",
		children: code
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: code });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: 6,
		wrap: "nowrap",
		component: "span",
		display: "inline-flex",
		title: `${code}: ${word}`,
		children: [badge ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
			variant: "light",
			tt: "none",
			children: word
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: word }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			span: true,
			size: "xs",
			c: "dimmed",
			ff: "monospace",
			children: code
		})]
	});
}
// src/lib/tree/node.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function nodeKey(ref) {
	return `${ref.kind}:${ref.sab}/${ref.id}`;
}
/** The ref of a key, or null for text that is not a key. Ids may hold `/` and `:`. */
function parseNodeKey(key) {
	const m = /^(code|atom):([^/]+)\/(.+)$/.exec(key);
	if (!m) return null;
	return {
		kind: m[1],
		sab: m[2],
		id: m[3]
	};
}
function nodeFromHierarchy(node) {
	const ref = node.kind === "Atom" ? {
		kind: "atom",
		sab: node.rootSource,
		id: node.ui
	} : {
		kind: "code",
		sab: node.rootSource,
		id: node.ui
	};
	return {
		key: nodeKey(ref),
		ref,
		name: node.name,
		code: node.kind === "Atom" ? node.code?.id ?? node.ui : node.ui,
		hasChildren: node.links.children !== null,
		obsolete: node.obsolete
	};
}
// src/lib/tree/source.ts
/** Parents are few; more pages than this of them is bad data, not a hierarchy. */
var MAX_PARENT_PAGES = 5;
var PARENT_PAGE_SIZE = 100;
/**
* The TreeSource over the UTS REST client: code nodes use `/source/{sab}/{id}/…`, atom nodes
* `/AUI/{aui}/…`. A "none" answer (404) on a hierarchy list means an empty list. `options`
* carries the release and, in tests, the client; each call's own signal wins.
*/
function createUtsTreeSource(options = {}) {
	const call = (signal) => ({
		...options,
		signal
	});
	const listOf = (ref, dir, signal) => ref.kind === "atom" ? (pageNumber, pageSize) => (dir === "parents" ? getAtomParents : getAtomChildren)({
		aui: ref.id,
		pageNumber,
		pageSize
	}, call(signal)) : (pageNumber, pageSize) => (dir === "parents" ? getSourceParents : getSourceChildren)({
		source: ref.sab,
		id: ref.id,
		pageNumber,
		pageSize
	}, call(signal));
	return {
		async node(ref, o) {
			if (ref.kind === "atom") return nodeFromHierarchy(await getAtom({ aui: ref.id }, call(o?.signal)));
			const cluster = await getSourceConcept({
				source: ref.sab,
				id: ref.id
			}, call(o?.signal));
			if (cluster.links.parents === null && cluster.links.children === null) {
				const atom = await getSourcePreferredAtom({
					source: ref.sab,
					id: ref.id
				}, call(o?.signal)).catch(() => null);
				if (atom && (atom.links.parents || atom.links.children)) return nodeFromHierarchy(atom);
			}
			return nodeFromHierarchy(cluster);
		},
		async parents(ref, o) {
			const fetchPage = listOf(ref, "parents", o?.signal);
			const out = [];
			for (let n = 1; n <= MAX_PARENT_PAGES; n++) {
				const page = await emptyIfNotFound(fetchPage(n, PARENT_PAGE_SIZE), { pageNumber: n });
				out.push(...page.items.map(nodeFromHierarchy));
				if (!(page.pageCount !== null ? n < page.pageCount : page.items.length >= PARENT_PAGE_SIZE) || page.items.length === 0) break;
			}
			return out;
		},
		async children(ref, { pageNumber, pageSize }, o) {
			const fetchPage = listOf(ref, "children", o?.signal);
			const page = await emptyIfNotFound(fetchPage(pageNumber, pageSize), {
				pageNumber,
				pageSize
			});
			const items = page.items.map(nodeFromHierarchy);
			let total = null;
			if (!(page.items.length > 0 && (page.pageCount !== null ? page.pageNumber < page.pageCount : page.items.length >= pageSize))) total = (pageNumber - 1) * pageSize + items.length;
			else if (pageNumber === 1 && page.pageCount !== null && page.pageCount > 1) try {
				const last = await fetchPage(page.pageCount, pageSize);
				total = (page.pageCount - 1) * pageSize + last.items.length;
			} catch (err) {
				if (o?.signal?.aborted) throw err;
			}
			return {
				items,
				pageNumber: page.pageNumber,
				pageSize,
				pageCount: page.pageCount,
				total
			};
		}
	};
}
/** Calls `parentsOf` once per node reached, breadth first, never twice for one node. */
async function walkParents(focus, parentsOf, { signal, maxNodes = 400 } = {}) {
	const nodes = /* @__PURE__ */ new Map([[focus.key, focus]]);
	const parents = /* @__PURE__ */ new Map();
	let frontier = [focus];
	let truncated = false;
	while (frontier.length) {
		signal?.throwIfAborted();
		const next = [];
		const answers = await Promise.all(frontier.map((n) => parentsOf(n, signal)));
		frontier.forEach((node, i) => {
			const ps = answers[i];
			parents.set(node.key, ps.map((p) => p.key));
			for (const p of ps) {
				if (nodes.has(p.key)) continue;
				if (nodes.size >= maxNodes) {
					truncated = true;
					continue;
				}
				nodes.set(p.key, p);
				next.push(p);
			}
		});
		frontier = next;
	}
	return {
		nodes,
		parents,
		truncated
	};
}
/** Enumerates the paths of a parent graph (pure; the graph may contain cycles). */
function pathsToFocus(graph, focusKey, { maxDepth = 40, maxPaths = 50 } = {}) {
	const focus = graph.nodes.get(focusKey);
	if (!focus) return {
		paths: [],
		cycle: false,
		truncated: false
	};
	const paths = [];
	let cycle = false;
	let truncated = false;
	const chain = [focus];
	const onChain = /* @__PURE__ */ new Set([focusKey]);
	const up = (node) => {
		if (paths.length >= maxPaths) {
			truncated = true;
			return;
		}
		const ps = (graph.parents.get(node.key) ?? []).filter((k) => graph.nodes.has(k));
		const usable = ps.filter((k) => !onChain.has(k));
		if (usable.length < ps.length) cycle = true;
		if (usable.length === 0 || chain.length >= maxDepth) {
			if (usable.length > 0) truncated = true;
			paths.push([...chain].reverse());
			return;
		}
		for (const k of usable) {
			const p = graph.nodes.get(k);
			chain.push(p);
			onChain.add(k);
			up(p);
			chain.pop();
			onChain.delete(k);
		}
	};
	up(focus);
	return {
		paths,
		cycle,
		truncated
	};
}
/** The path index to show: the requested one when it exists, else the first. */
function choosePath(count, requested) {
	if (requested === null || requested === void 0 || !Number.isInteger(requested)) return 0;
	return requested >= 0 && requested < count ? requested : 0;
}
// src/lib/tree/children.ts
var emptyChildList = (status = "loading", error = null) => ({
	status,
	items: [],
	total: null,
	hasMore: false,
	loadingMore: false,
	error
});
function pageHasNext(p) {
	if (p.items.length === 0) return false;
	if (p.pageCount !== null) return p.pageNumber < p.pageCount;
	return p.items.length >= p.pageSize;
}
/**
* Merges the pages loaded so far (in order). A child on two pages (the list shifted between
* calls) is kept once; the total is the first page's, never below what is loaded.
*/
function mergeChildPages(pages, extra = {}) {
	const seen = /* @__PURE__ */ new Set();
	const items = [];
	for (const p of pages) for (const n of p.items) {
		if (seen.has(n.key)) continue;
		seen.add(n.key);
		items.push(n);
	}
	const last = pages.at(-1);
	const hasMore = last ? pageHasNext(last) : false;
	let total = pages[0]?.total ?? null;
	if (!hasMore) total = items.length;
	else if (total !== null) total = Math.max(total, items.length);
	return {
		status: "ready",
		items,
		total,
		hasMore,
		loadingMore: extra.loadingMore ?? false,
		error: extra.error ?? null
	};
}
var DEFAULT_LIST_VIEW = {
	filter: "",
	sort: "service"
};
var collator = new Intl.Collator(void 0, {
	sensitivity: "base",
	numeric: true
});
/** Filters (name or code, case- and accent-insensitive) and sorts a loaded child list. */
function viewChildren(items, view) {
	const q = fold(view.filter.trim());
	let out = q ? items.filter((n) => fold(n.name).includes(q) || fold(n.code).includes(q)) : [...items];
	if (view.sort === "name") out = out.sort((a, b) => collator.compare(a.name, b.name));
	else if (view.sort === "code") out = out.sort((a, b) => collator.compare(a.code, b.code));
	return out;
}
function fold(s) {
	return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
function buildVisibleTree(input) {
	const { path, expanded, childList } = input;
	const collapsed = input.collapsed ?? /* @__PURE__ */ new Set();
	const listViewOf = input.listView ?? (() => DEFAULT_LIST_VIEW);
	const maxDepth = input.maxDepth ?? 60;
	const rows = [];
	if (path.length === 0) return {
		roots: [],
		rows
	};
	const visit = (node, parentId, ancestors, level, posinset, setsize, pathIndex) => {
		const id = parentId === null ? node.key : `${parentId}>${node.key}`;
		const onPath = pathIndex !== null;
		const isFocus = onPath && pathIndex === path.length - 1;
		const cycle = ancestors.has(node.key);
		const nextOnPath = onPath && !isFocus ? path[pathIndex + 1] : null;
		const hasChildren = !cycle && (node.hasChildren || nextOnPath !== null);
		let shown = "none";
		if (hasChildren && level < maxDepth) {
			if (expanded.has(node.key) || isFocus && !collapsed.has(node.key)) shown = "all";
			else if (nextOnPath && !collapsed.has(node.key)) shown = "path";
		}
		const row = {
			id,
			key: node.key,
			node,
			parentId,
			level,
			posinset,
			setsize,
			expanded: hasChildren ? shown !== "none" : void 0,
			hasChildren,
			shown,
			onPath,
			isFocus,
			cycle
		};
		rows.push(row);
		const listView = listViewOf(node.key);
		const list = shown === "all" ? childList(node.key) : void 0;
		const result = {
			row,
			list,
			listView,
			loadedCount: list?.items.length ?? 0,
			children: []
		};
		if (shown === "none") return result;
		const below = new Set(ancestors).add(node.key);
		let kids;
		if (shown === "path") kids = [nextOnPath];
		else {
			kids = list?.status === "ready" ? viewChildren(list.items, listView) : [];
			if (nextOnPath && !kids.some((k) => k.key === nextOnPath.key)) kids = [nextOnPath, ...kids];
		}
		const size = shown === "all" && list && !listView.filter.trim() && list.total !== null ? Math.max(list.total, kids.length) : kids.length;
		kids.forEach((kid, i) => {
			const kidOnPath = nextOnPath !== null && kid.key === nextOnPath.key ? pathIndex + 1 : null;
			result.children.push(visit(kid, id, below, level + 1, i + 1, size, kidOnPath));
		});
		return result;
	};
	return {
		roots: [visit(path[0], null, /* @__PURE__ */ new Set(), 1, 1, 1, 0)],
		rows
	};
}
/**
* Which child lists to load for a URL's `expand` list: only reachable nodes, so a link naming
* nodes that do not exist (or 200 of them) costs no requests for those. Call it again as lists
* load: a deep expanded node becomes reachable when its parent's list arrives.
*/
function openKeys(input) {
	const { path, childList } = input;
	const collapsed = input.collapsed ?? /* @__PURE__ */ new Set();
	const wanted = new Set(input.expand);
	const open = [];
	const opened = /* @__PURE__ */ new Set();
	const focus = path.at(-1);
	let settled = true;
	const queue = [];
	const reach = (k) => {
		if (opened.has(k)) return;
		opened.add(k);
		open.push(k);
		queue.push(k);
	};
	if (focus && !collapsed.has(focus.key)) reach(focus.key);
	for (const n of path) if (wanted.has(n.key)) reach(n.key);
	while (queue.length) {
		const list = childList(queue.shift());
		if (!list || list.status === "loading") {
			settled = false;
			continue;
		}
		for (const kid of list.items) if (wanted.has(kid.key)) reach(kid.key);
	}
	return {
		open,
		unknown: input.expand.filter((k) => !opened.has(k)),
		settled
	};
}
var initialKeyState = (active = null) => ({
	active,
	typed: "",
	typedAt: 0
});
/** The active row if it is still shown, else the focus row, else the first. */
function activeRow(rows, active) {
	return rows.find((r) => r.id === active) ?? rows.find((r) => r.isFocus) ?? rows[0];
}
function treeKey(rows, state, input) {
	const none = {
		state,
		effects: [],
		handled: false
	};
	if (rows.length === 0 || input.ctrlKey || input.metaKey || input.altKey) return none;
	const cur = activeRow(rows, state.active);
	const i = rows.indexOf(cur);
	const move = (row, effects = []) => ({
		state: {
			...state,
			active: (row ?? cur).id,
			typed: ""
		},
		effects,
		handled: true
	});
	switch (input.key) {
		case "ArrowDown": return move(rows[i + 1]);
		case "ArrowUp": return move(rows[i - 1]);
		case "Home": return move(rows[0]);
		case "End": return move(rows.at(-1));
		case "ArrowRight":
			if (!cur.hasChildren) return move(cur);
			if (!cur.expanded) return move(cur, [{
				type: "expand",
				key: cur.key
			}]);
			return move(rows[i + 1]?.parentId === cur.id ? rows[i + 1] : cur);
		case "ArrowLeft":
			if (cur.expanded) return move(cur, [{
				type: "collapse",
				key: cur.key
			}]);
			return move(rows.find((r) => r.id === cur.parentId));
		case "Enter": return move(cur, [{
			type: "recentre",
			key: cur.key
		}]);
		case "*": {
			const keys = rows.filter((r) => r.parentId === cur.parentId && r.hasChildren && r.shown !== "all").map((r) => r.key);
			return move(cur, keys.length ? [{
				type: "expandMany",
				keys
			}] : []);
		}
	}
	if (input.key.length === 1 && input.key !== " ") return typeAhead(rows, state, input, i);
	return none;
}
function typeAhead(rows, state, input, i) {
	const typed = (input.time - state.typedAt > 700 ? "" : state.typed) + input.key.toLowerCase();
	const cycling = typed.length > 1 && [...typed].every((c) => c === typed[0]);
	const prefix = cycling ? typed[0] : typed;
	const startAt = typed.length === 1 || cycling ? i + 1 : i;
	let hit;
	for (let n = 0; n < rows.length; n++) {
		const r = rows[(startAt + n) % rows.length];
		if (r.node.name.toLowerCase().startsWith(prefix)) {
			hit = r;
			break;
		}
	}
	return {
		state: {
			active: hit?.id ?? state.active,
			typed,
			typedAt: input.time
		},
		effects: [],
		handled: true
	};
}
// src/lib/tree/url.ts
var TREE_PARAMS = [
	"focus",
	"source",
	"path",
	"expand",
	"collapse"
];
var emptyTreeUrlState = () => ({
	focus: null,
	source: null,
	path: 0,
	expand: [],
	collapse: []
});
var escapeId = (id) => id.replace(/%/g, "%25").replace(/,/g, "%2C");
var unescapeId = (id) => id.replace(/%2C/gi, ",").replace(/%25/g, "%");
function encodeKey(key, ctx) {
	const ref = parseNodeKey(key);
	if (ref && ref.kind === ctx.kind && ref.sab === ctx.sab && !parseNodeKey(ref.id)) return escapeId(ref.id);
	return escapeId(key);
}
function decodeKey(text, ctx) {
	const raw = unescapeId(text.trim());
	if (!raw) return null;
	if (parseNodeKey(raw)) return raw;
	return nodeKey({
		kind: ctx.kind,
		sab: ctx.sab,
		id: raw
	});
}
function decodeList(value, ctx, cap) {
	const out = [];
	const seen = /* @__PURE__ */ new Set();
	let malformed = 0;
	let dropped = 0;
	for (const part of (value ?? "").split(",")) {
		if (!part.trim()) continue;
		const key = decodeKey(part, ctx);
		if (!key) {
			malformed++;
			continue;
		}
		if (seen.has(key)) continue;
		seen.add(key);
		if (out.length >= cap) dropped++;
		else out.push(key);
	}
	return {
		out,
		malformed,
		dropped
	};
}
function parseTreeParams(params, ctx) {
	const expand = decodeList(params.get("expand"), ctx, 200);
	const collapse = decodeList(params.get("collapse"), ctx, 200);
	const pathText = params.get("path");
	const pathNumber = pathText && /^\d+$/.test(pathText) ? Number(pathText) : 1;
	const focusText = params.get("focus");
	return {
		state: {
			focus: focusText ? decodeKey(focusText, ctx) : null,
			source: params.get("source") || null,
			path: Math.max(0, pathNumber - 1),
			expand: expand.out,
			collapse: collapse.out
		},
		notes: {
			expandDropped: expand.dropped,
			malformed: expand.malformed + collapse.malformed
		}
	};
}
/**
* Writes the state into a copy of `params` (other parameters, e.g. `tab` or `release`, are
* kept); defaults are left out so a plain link stays plain.
*/
function writeTreeParams(params, state, ctx) {
	const next = new URLSearchParams(params);
	for (const p of TREE_PARAMS) next.delete(p);
	if (state.source) next.set("source", state.source);
	if (state.focus) next.set("focus", encodeKey(state.focus, ctx));
	if (state.path > 0) next.set("path", String(state.path + 1));
	const list = (keys) => [...new Set(keys)].slice(0, 200).map((k) => encodeKey(k, ctx));
	if (state.expand.length) next.set("expand", list(state.expand).join(","));
	if (state.collapse.length) next.set("collapse", list(state.collapse).join(","));
	return next;
}
/**
* The state after opening or closing nodes, for the page's onExpand / onCollapse (the URL stays
* the single source of truth). Closing writes `collapse` only for nodes open by default (the
* path nodes and the focus: pass them as `openByDefault`), so links stay short.
*/
function withExpanded(state, keys, open, openByDefault = /* @__PURE__ */ new Set()) {
	const expand = new Set(state.expand);
	const collapse = new Set(state.collapse);
	for (const k of keys) if (open) {
		expand.add(k);
		collapse.delete(k);
	} else {
		expand.delete(k);
		if (openByDefault.has(k)) collapse.add(k);
	}
	return {
		...state,
		expand: [...expand],
		collapse: [...collapse]
	};
}
async function walkSubtree(source, root, { depth, signal, onProgress, pageSize = 200, concurrency = 4, maxRows = 5e4 }) {
	signal?.throwIfAborted();
	const rows = [];
	const rowOf = (n, d, parent) => ({
		code: n.code,
		name: n.name,
		source: n.ref.sab,
		depth: d,
		parent: parent?.code ?? "",
		path: parent ? `${parent.path} > ${n.code}` : n.code,
		key: n.key
	});
	const rootRow = rowOf(root, 0, null);
	rows.push(rootRow);
	const walked = /* @__PURE__ */ new Set([root.key]);
	const queue = depth > 0 && root.hasChildren ? [{
		node: root,
		row: rootRow
	}] : [];
	const progress = {
		done: 0,
		known: queue.length,
		rows: 1,
		requests: 0
	};
	let complete = true;
	const report = () => onProgress?.({
		...progress,
		rows: rows.length
	});
	report();
	const childrenOf = async (node) => {
		const out = [];
		for (let n = 1;; n++) {
			signal?.throwIfAborted();
			progress.requests++;
			const page = await source.children(node.ref, {
				pageNumber: n,
				pageSize
			}, { signal });
			out.push(...page.items);
			if (!(page.items.length > 0 && (page.pageCount !== null ? page.pageNumber < page.pageCount : page.items.length >= pageSize))) return out;
		}
	};
	const worker = async () => {
		while (queue.length) {
			const { node, row } = queue.shift();
			const kids = await childrenOf(node);
			signal?.throwIfAborted();
			for (const kid of kids) {
				if (rows.length >= maxRows) {
					complete = false;
					break;
				}
				const kidRow = rowOf(kid, row.depth + 1, row);
				rows.push(kidRow);
				if (kidRow.depth < depth && kid.hasChildren && !walked.has(kid.key)) {
					walked.add(kid.key);
					queue.push({
						node: kid,
						row: kidRow
					});
					progress.known++;
				}
			}
			progress.done++;
			report();
		}
	};
	while (queue.length) await Promise.all(Array.from({ length: concurrency }, worker));
	return {
		rows: depthFirst(rows),
		complete,
		requests: progress.requests
	};
}
function depthFirst(rows) {
	const byParentPath = /* @__PURE__ */ new Map();
	for (const r of rows.slice(1)) {
		const parentPath = r.path.slice(0, r.path.length - r.code.length - 3);
		const list = byParentPath.get(parentPath) ?? [];
		list.push(r);
		byParentPath.set(parentPath, list);
	}
	const out = [];
	const visit = (r) => {
		out.push(r);
		for (const k of byParentPath.get(r.path) ?? []) visit(k);
	};
	visit(rows[0]);
	return out;
}
// src/lib/tree/routes.ts
/**
* Where a tree node leads. Code nodes have a source page (whose Hierarchy tab is the tree);
* atom nodes (HL7 sources, `/AUI/…` trees) have the atom page, which is a tree page itself.
*/
var nodePagePath = (ref) => ref.kind === "atom" ? atomPath(ref.id) : sourceCodePath(ref.sab, ref.id);
/** The node's page with its tree open: where clicking a name re-centres to. */
var nodeTreePath = (ref) => ref.kind === "atom" ? atomPath(ref.id) : withParams(sourceCodePath(ref.sab, ref.id), { tab: "hierarchy" });
/**
* The identifier shown after a node's name: none when the name already ends with it
* (ICD-10-CM blocks are named "Ischemic heart diseases (I20-I25)"), and "chapter 9" for
* ICD-10-CM chapters, whose codes are bare chapter numbers.
*/
function codeLabel(node) {
	if (node.name.trimEnd().endsWith(`(${node.code})`)) return "";
	if (node.ref.sab === "ICD10CM" && node.ref.kind === "code" && /^\d{1,2}$/.test(node.code)) return `chapter ${node.code}`;
	return node.code;
}
// src/lib/tree/queries.ts
/**
* Query options for the tree's data (the page passes them to TanStack Query; keys run general
* → specific and always carry the release, as everywhere in the app). The only file of the
* model that knows TanStack Query; it holds no React.
*/
var treeQueryKeys = {
	all: (release) => ["tree", release],
	node: (release, ref) => [
		"tree",
		release,
		"node",
		nodeKey(ref)
	],
	paths: (release, ref) => [
		"tree",
		release,
		"paths",
		nodeKey(ref)
	],
	children: (release, ref, pageSize, pageNumber) => [
		"tree",
		release,
		"children",
		nodeKey(ref),
		pageSize,
		pageNumber
	]
};
/** The focus node and every path from the top down to it. */
function treePathsQuery(source, release, focus) {
	return queryOptions({
		queryKey: treeQueryKeys.paths(release, focus),
		queryFn: async ({ signal }) => {
			const node = await source.node(focus, { signal });
			const graph = await walkParents(node, (n, s) => source.parents(n.ref, { signal: s }), { signal });
			return {
				focus: node,
				...pathsToFocus(graph, node.key),
				graphTruncated: graph.truncated
			};
		},
		staleTime: 3e5
	});
}
/** One page of a node's children. */
function treeChildrenQuery(source, release, ref, pageNumber, pageSize = 100) {
	return queryOptions({
		queryKey: treeQueryKeys.children(release, ref, pageSize, pageNumber),
		queryFn: ({ signal }) => source.children(ref, {
			pageNumber,
			pageSize
		}, { signal }),
		staleTime: 3e5
	});
}
// src/lib/tree/useChildLists.ts
/** Only what the lists need, so the result (and the tree built from it) keeps its identity. */
var combine = (rs) => rs.map((r) => ({
	data: r.data,
	isError: r.isError,
	error: r.error
}));
/**
* The hook a page uses to feed HierarchyTree's `childList`, `onShowMore` and `onRetry`: it
* loads page 1 of the children of the focus and of every expanded node the tree can reach
* (openKeys: ids in a link that name no reachable node cost no request), further pages on
* "show more", one query per page (cached: collapsing and re-opening costs nothing). How many
* pages are shown is view state, not URL state. `unknown` / `settled` let the page say once
* that some expanded ids in the link were not found.
*/
function useChildLists(source, release, { path, expand, collapsed }, pageSize = 100) {
	const [pagesShown, setPagesShown] = (0, import_react.useState)(/* @__PURE__ */ new Map());
	const queryClient = useQueryClient();
	const cached = (key) => {
		const ref = parseNodeKey(key);
		if (!ref) return emptyChildList("ready");
		const q = queryClient.getQueryState(treeQueryKeys.children(release, ref, pageSize, 1));
		if (q?.status === "error") return emptyChildList("error", q.error);
		return q?.data ? mergeChildPages([q.data]) : void 0;
	};
	const reach = openKeys({
		path,
		expand,
		collapsed,
		childList: cached
	});
	const openId = reach.open.join("\n");
	const open = (0, import_react.useMemo)(() => reach.open, [openId]);
	const wanted = (0, import_react.useMemo)(() => [...new Set(open)].flatMap((key) => {
		const ref = parseNodeKey(key);
		if (!ref) return [];
		const n = pagesShown.get(key) ?? 1;
		return Array.from({ length: n }, (_, i) => ({
			key,
			ref,
			pageNumber: i + 1
		}));
	}), [open, pagesShown]);
	const results = useQueries({
		queries: wanted.map((w) => treeChildrenQuery(source, release, w.ref, w.pageNumber, pageSize)),
		combine
	});
	const lists = (0, import_react.useMemo)(() => {
		const byKey = /* @__PURE__ */ new Map();
		wanted.forEach((w, i) => {
			const r = results[i];
			const entry = byKey.get(w.key) ?? {
				pages: [],
				error: null,
				loading: false,
				failedFirst: false
			};
			if (r.data) entry.pages.push(r.data);
			else if (r.isError) {
				entry.error = r.error;
				if (w.pageNumber === 1) entry.failedFirst = true;
			} else entry.loading = true;
			byKey.set(w.key, entry);
		});
		const out = /* @__PURE__ */ new Map();
		for (const [key, e] of byKey) if (e.failedFirst) out.set(key, emptyChildList("error", e.error));
		else if (e.pages.length === 0) out.set(key, emptyChildList("loading"));
		else out.set(key, mergeChildPages(e.pages, {
			loadingMore: e.loading,
			error: e.error
		}));
		return out;
	}, [wanted, results]);
	const childList = (0, import_react.useCallback)((key) => lists.get(key), [lists]);
	const retry = (0, import_react.useCallback)((key) => {
		queryClient.refetchQueries({
			queryKey: [
				...treeQueryKeys.all(release),
				"children",
				key
			],
			predicate: (q) => q.state.status === "error"
		});
	}, [queryClient, release]);
	return {
		childList,
		showMore: (0, import_react.useCallback)((key) => {
			const list = lists.get(key);
			if (list?.error) return retry(key);
			if (!list?.hasMore || list.loadingMore) return;
			setPagesShown((m) => new Map(m).set(key, (m.get(key) ?? 1) + 1));
		}, [lists, retry]),
		retry,
		unknown: reach.unknown,
		settled: reach.settled
	};
}
// node_modules/@tanstack/virtual-core/dist/esm/lazy-measurements.js
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
function getMeasurementKey(item) {
	return typeof item === "object" ? item.key : item;
}
function createLazyMeasurementsView(cache, flat) {
	const count = cache.length;
	return new Proxy(cache, { get(target, prop, receiver) {
		if (typeof prop === "string") {
			const c = prop.charCodeAt(0);
			if (c >= 48 && c <= 57) {
				const i = +prop;
				if (Number.isInteger(i) && i >= 0 && i < count) {
					let v = target[i];
					if (typeof v !== "object") {
						const s = flat[i * 2];
						v = target[i] = {
							index: i,
							key: v,
							start: s,
							size: flat[i * 2 + 1],
							end: s + flat[i * 2 + 1],
							lane: 0
						};
					}
					return v;
				}
			}
			if (prop === "length") return count;
		}
		return Reflect.get(target, prop, receiver);
	} });
}
// node_modules/@tanstack/virtual-core/dist/esm/utils.js
function memo$1(getDeps, fn, opts) {
	let deps = opts.initialDeps ?? [];
	let result;
	let isInitial = true;
	function memoizedFunction() {
		const newDeps = getDeps();
		if (!(newDeps.length !== deps.length || newDeps.some((dep, index) => deps[index] !== dep))) return result;
		deps = newDeps;
		result = fn(...newDeps);
		if ((opts == null ? void 0 : opts.onChange) && !(isInitial && opts.skipInitialOnChange)) opts.onChange(result);
		isInitial = false;
		return result;
	}
	memoizedFunction.updateDeps = (newDeps) => {
		deps = newDeps;
	};
	return memoizedFunction;
}
function notUndefined(value, msg) {
	if (value === void 0) throw new Error(`Unexpected undefined${msg ? `: ${msg}` : ""}`);
	else return value;
}
var approxEqual = (a, b) => Math.abs(a - b) < 1.01;
var debounce = (targetWindow, fn, ms) => {
	let timeoutId;
	return Object.assign(function(...args) {
		targetWindow.clearTimeout(timeoutId);
		timeoutId = targetWindow.setTimeout(() => fn.apply(this, args), ms);
	}, { cancel: () => {
		targetWindow.clearTimeout(timeoutId);
	} });
};
// node_modules/@tanstack/virtual-core/dist/esm/scroll-classifier.js
function classifyScrollEvent({ offset, isScrolling, elementMax, holdOffset, scrollOffset, pendingWrite, clampedMaxAtWrite }) {
	var _a;
	if (isScrolling && pendingWrite === null && offset === scrollOffset) return "spurious";
	if (pendingWrite !== null && Math.abs(offset - pendingWrite.target) < 1.5) return "readBack";
	if (pendingWrite !== null && !pendingWrite.smooth && elementMax !== null && pendingWrite.target > elementMax + holdOffset + .5 && Math.abs(offset - (elementMax + holdOffset)) < 1.5) return "clampedReadBack";
	if (pendingWrite !== null && !pendingWrite.smooth && ((_a = pendingWrite.lowMaxes) == null ? void 0 : _a.some((max) => Math.abs(offset - max) < 1.5))) return "clampedReadBack";
	if (clampedMaxAtWrite !== null && Math.abs(offset - clampedMaxAtWrite) < 1.5) return "clampedEcho";
	return "external";
}
var isAnimating = (phase) => phase === "smooth" || phase === "smoothFinishing";
function externalRetiresCommand({ kind, offset, command, target }) {
	return kind !== "spurious" && kind !== "readBack" && kind !== "clampedReadBack" && (command == null ? void 0 : command.index) != null && command.phase !== "queued" && !isAnimating(command.phase) && !approxEqual(offset, command.lastTargetOffset) && !approxEqual(offset, target()) && kind !== "clampedEcho";
}
var FLING_WINDOW_MS = 40;
function flingSpedUp(samples) {
	const last = samples[samples.length - 1];
	if (last === void 0) return false;
	let j = samples.length - 2;
	while (j >= 0 && last.t - samples[j].t < FLING_WINDOW_MS) j--;
	if (j < 0) return false;
	const mid = samples[j];
	let k = j - 1;
	while (k >= 0 && mid.t - samples[k].t < FLING_WINDOW_MS) k--;
	if (k < 0) return false;
	const first = samples[k];
	const recent = (last.offset - mid.offset) / (last.t - mid.t);
	const before = (mid.offset - first.offset) / (mid.t - first.t);
	return recent * before >= 0 && Math.abs(recent) >= 2 * Math.abs(before) && Math.abs(recent) - Math.abs(before) >= .8;
}
function flingCaught(samples) {
	const last = samples[samples.length - 1];
	if (last === void 0) return false;
	let j = samples.length - 2;
	while (j >= 0 && last.t - samples[j].t < FLING_WINDOW_MS) j--;
	if (j < 0) return false;
	const from = samples[j];
	return Math.abs(last.offset - from.offset) / (last.t - from.t) >= .05;
}
// node_modules/@tanstack/virtual-core/dist/esm/ios-gesture.js
var _isIOSResult;
var isIOSWebKit = () => {
	if (_isIOSResult !== void 0) return _isIOSResult;
	if (typeof navigator === "undefined") return _isIOSResult = false;
	if (/iP(hone|od|ad)/.test(navigator.userAgent)) return _isIOSResult = true;
	const mtp = navigator.maxTouchPoints;
	return _isIOSResult = navigator.platform === "MacIntel" && mtp !== void 0 && mtp > 0;
};
var _iosMomentumOverridesWritesResult;
var iosMomentumOverridesWrites = () => {
	if (_iosMomentumOverridesWritesResult !== void 0) return _iosMomentumOverridesWritesResult;
	return _iosMomentumOverridesWritesResult = isIOSWebKit() && typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("overflow-anchor: auto");
};
var momentumOverridesWrites = () => !isIOSWebKit() || iosMomentumOverridesWrites();
var touchListenerOptions = {
	capture: true,
	passive: true
};
var IosGesture = class {
	constructor(host) {
		this.host = host;
		this._touch = null;
		this.inMotion = () => this._touch !== null && this._touch.phase !== "lateFling";
		this.dragging = () => {
			var _a;
			return ((_a = this._touch) == null ? void 0 : _a.phase) === "down" && this._touch.moved;
		};
		this.tail = () => {
			var _a;
			return ((_a = this._touch) == null ? void 0 : _a.phase) === "tail" ? this._touch.moved ? "fling" : "tap" : null;
		};
		this.onScroll = ({ isScrolling, ownReadBack, moved, external }) => {
			var _a, _b, _c;
			if (isScrolling && ((_a = this._touch) == null ? void 0 : _a.phase) === "tail") this._openTail(this._touch.moved || !ownReadBack, false);
			else if (((_b = this._touch) == null ? void 0 : _b.phase) === "lateFling") {
				if (this.host.now() > this._touch.until) this._touch = null;
				else if (external && isScrolling && moved) this._openTail(true, false);
			}
			if (!ownReadBack && isScrolling && moved && ((_c = this._touch) == null ? void 0 : _c.phase) === "down") {
				this._touch.moved = true;
				return true;
			}
			return false;
		};
		this.touchStart = () => {
			this.end();
			this._touch = {
				phase: "down",
				moved: false
			};
		};
		this.touchEnd = () => {
			var _a;
			const moved = ((_a = this._touch) == null ? void 0 : _a.phase) === "down" && this._touch.moved;
			this.end();
			this._openTail(moved, moved);
		};
		this.end = () => {
			var _a;
			const win = this.host.getWindow();
			if (((_a = this._touch) == null ? void 0 : _a.phase) === "tail" && win != null) win.clearTimeout(this._touch.timerId);
			this._touch = null;
		};
		this.listen = (target) => {
			const onTouchStart = () => this.touchStart();
			const onTouchEnd = () => this.touchEnd();
			target.addEventListener("touchstart", onTouchStart, touchListenerOptions);
			target.addEventListener("touchend", onTouchEnd, touchListenerOptions);
			target.addEventListener("touchcancel", onTouchEnd, touchListenerOptions);
			return () => {
				target.removeEventListener("touchstart", onTouchStart, touchListenerOptions);
				target.removeEventListener("touchend", onTouchEnd, touchListenerOptions);
				target.removeEventListener("touchcancel", onTouchEnd, touchListenerOptions);
				this.end();
			};
		};
		this._openTail = (moved, awaitingFling) => {
			const win = this.host.getWindow();
			if (win == null) return;
			this.end();
			const tail = {
				phase: "tail",
				moved,
				awaitingFling,
				timerId: win.setTimeout(() => {
					if (this.host.tailStillMoving()) {
						this._openTail(tail.moved, tail.awaitingFling);
						return;
					}
					this._touch = tail.awaitingFling ? {
						phase: "lateFling",
						until: this.host.now() + 1e3
					} : null;
					this.host.onTailClosed();
				}, 150)
			};
			this._touch = tail;
		};
	}
	get touch() {
		return this._touch;
	}
};
// node_modules/@tanstack/virtual-core/dist/esm/index.js
var getRect = (element) => {
	const { clientWidth, clientHeight } = element;
	return {
		width: clientWidth,
		height: clientHeight
	};
};
var createFrameQueue = (targetWindow) => {
	const ids = /* @__PURE__ */ new Set();
	return {
		schedule: (fn) => {
			const id = targetWindow.requestAnimationFrame(() => {
				ids.delete(id);
				fn();
			});
			ids.add(id);
		},
		cancel: () => {
			ids.forEach((id) => targetWindow.cancelAnimationFrame(id));
			ids.clear();
		}
	};
};
var defaultKeyExtractor = (index) => index;
var defaultRangeExtractor = (range) => {
	const overscan = range.overscan * Math.max(range.lanes ?? 1, 1);
	const start = Math.max(range.startIndex - overscan, 0);
	const len = Math.min(range.endIndex + overscan, range.count - 1) - start + 1;
	const arr = new Array(len);
	for (let i = 0; i < len; i++) arr[i] = start + i;
	return arr;
};
var observeElementRect = (instance, cb) => {
	const element = instance.scrollElement;
	if (!element) return;
	const targetWindow = instance.targetWindow;
	if (!targetWindow) return;
	const handler = (rect) => {
		const { width, height } = rect;
		cb({
			width: Math.round(width),
			height: Math.round(height)
		});
	};
	handler(getRect(element));
	if (!targetWindow.ResizeObserver) return () => {};
	const frames = createFrameQueue(targetWindow);
	const observer = new targetWindow.ResizeObserver(() => {
		const run = () => {
			handler(getRect(element));
		};
		instance.options.useAnimationFrameWithResizeObserver ? frames.schedule(run) : run();
	});
	observer.observe(element, { box: "content-box" });
	return () => {
		observer.unobserve(element);
		frames.cancel();
	};
};
var addEventListenerOptions = { passive: true };
var supportsScrollend = typeof window == "undefined" ? true : "onscrollend" in window;
var observeOffset = (instance, cb, readOffset) => {
	const element = instance.scrollElement;
	if (!element) return;
	const targetWindow = instance.targetWindow;
	if (!targetWindow) return;
	const registerScrollendEvent = instance.options.useScrollendEvent && supportsScrollend;
	let offset = 0;
	const fallback = registerScrollendEvent ? null : debounce(targetWindow, () => cb(readOffset(element), false), instance.options.isScrollingResetDelay);
	const createHandler = (isScrolling) => () => {
		offset = readOffset(element);
		fallback?.();
		cb(offset, isScrolling);
	};
	const handler = createHandler(true);
	const endHandler = createHandler(false);
	element.addEventListener("scroll", handler, addEventListenerOptions);
	if (registerScrollendEvent) element.addEventListener("scrollend", endHandler, addEventListenerOptions);
	return () => {
		element.removeEventListener("scroll", handler);
		if (registerScrollendEvent) element.removeEventListener("scrollend", endHandler);
		fallback?.cancel();
	};
};
var observeElementOffset = (instance, cb) => observeOffset(instance, cb, (el) => {
	const { horizontal, isRtl } = instance.options;
	return horizontal ? el.scrollLeft * (isRtl && -1 || 1) : el.scrollTop;
});
var measureElement = (element, entry, instance) => {
	if (instance.options.useCachedMeasurements) {
		const index = instance.indexFromElement(element);
		const key = instance.options.getItemKey(index);
		return instance.itemSizeCache.get(key) ?? instance.options.estimateSize(index);
	}
	if (entry == null ? void 0 : entry.borderBoxSize) {
		const box = entry.borderBoxSize[0];
		if (box) return Math.round(box[instance.options.horizontal ? "inlineSize" : "blockSize"]);
	}
	if (!entry) {
		const index = instance.indexFromElement(element);
		const key = instance.options.getItemKey(index);
		const cachedSize = instance.itemSizeCache.get(key);
		if (cachedSize !== void 0) return cachedSize;
	}
	return element[instance.options.horizontal ? "offsetWidth" : "offsetHeight"];
};
var scrollWithAdjustments = (offset, { adjustments = 0, behavior }, instance) => {
	var _a;
	const { scrollElement, options } = instance;
	const adjustedOffset = offset + adjustments;
	const isRtlElement = options.horizontal && options.isRtl && scrollElement !== null && "ownerDocument" in scrollElement;
	(_a = scrollElement == null ? void 0 : scrollElement.scrollTo) == null || _a.call(scrollElement, {
		[options.horizontal ? "left" : "top"]: isRtlElement ? -adjustedOffset : adjustedOffset,
		behavior
	});
};
var elementScroll = scrollWithAdjustments;
var initialScrollPhase = (behavior, atTarget) => behavior === "smooth" ? atTarget ? "smoothLanded" : "smooth" : "instant";
var isSmoothScroll = (state) => (state == null ? void 0 : state.phase) === "smooth" || (state == null ? void 0 : state.phase) === "smoothLanded";
function isAppendWithTrim(prevCount, nextCount, getPreviousKey, getNextKey) {
	if (nextCount === 0) return false;
	const firstKey = getNextKey(0);
	const removedKeys = /* @__PURE__ */ new Set();
	let removedCount = 0;
	while (removedCount < prevCount) {
		const key = getPreviousKey(removedCount);
		if (key === firstKey) break;
		removedKeys.add(key);
		removedCount++;
	}
	const retainedCount = prevCount - removedCount;
	if (retainedCount === 0 || retainedCount >= nextCount) return false;
	for (let i = 0; i < retainedCount; i++) if (getNextKey(i) !== getPreviousKey(removedCount + i)) return false;
	for (let i = retainedCount; i < nextCount; i++) if (removedKeys.has(getNextKey(i))) return false;
	return true;
}
var Virtualizer = class {
	constructor(opts) {
		this.unsubs = [];
		this.scrollElement = null;
		this.targetWindow = null;
		this.isScrolling = false;
		this.scrollState = null;
		this.measurementsCache = [];
		this._singleLaneMeasurements = null;
		this.itemSizeCache = /* @__PURE__ */ new Map();
		this.itemSizeCacheVersion = 0;
		this.laneAssignments = /* @__PURE__ */ new Map();
		this.pendingMin = null;
		this.prevLanes = void 0;
		this.lanesChangedFlag = false;
		this.lanesSettling = false;
		this.pendingScrollAnchor = null;
		this.scrollRect = null;
		this.scrollOffset = null;
		this.scrollDirection = null;
		this._holdOffset = 0;
		this._reportedOverscroll = false;
		this._iosGesture = new IosGesture({
			getWindow: () => this.targetWindow,
			now: () => this.now(),
			tailStillMoving: () => {
				const state = this.scrollState;
				if ((state == null ? void 0 : state.phase) !== "queued" || this.pendingWrite !== null) return false;
				const now = this._readElementOffset();
				if (now === null || this._lastElementOffset === null || Math.abs(now - this._lastElementOffset) < 1) return false;
				this._lastElementOffset = now;
				state.samples = [...state.samples ?? [], {
					t: this.now(),
					offset: now
				}];
				return true;
			},
			onTailClosed: () => {
				const state = this.scrollState;
				if ((state == null ? void 0 : state.phase) === "queued" && flingCaught(state.samples ?? [])) this.scrollState = null;
				this._flushHoldIfReady(true);
				this._writeAwaitingCommand();
				this._retryClampedAdjustment();
			}
		});
		this._lastElementOffset = null;
		this.pendingWrite = null;
		this._clampedAdjustment = null;
		this.elementsCache = /* @__PURE__ */ new Map();
		this._resizeBatch = null;
		this.now = () => {
			var _a, _b, _c;
			return ((_c = (_b = (_a = this.targetWindow) == null ? void 0 : _a.performance) == null ? void 0 : _b.now) == null ? void 0 : _c.call(_b)) ?? Date.now();
		};
		this.observer = /* @__PURE__ */ (() => {
			let _ro = null;
			let _frames = null;
			let delivering = false;
			let observeQueued = false;
			const pendingObservations = /* @__PURE__ */ new Set();
			const get = () => {
				if (_ro) return _ro;
				const targetWindow = this.targetWindow;
				if (!targetWindow || !targetWindow.ResizeObserver) return null;
				const frames = _frames = createFrameQueue(targetWindow);
				return _ro = new targetWindow.ResizeObserver((entries) => {
					const run = () => {
						const batch = { sync: false };
						this._resizeBatch = batch;
						try {
							entries.forEach(measureEntry);
						} finally {
							this._resizeBatch = null;
							if (batch.notify) {
								this.notify(batch.sync);
								this._noteClampMax();
								this._flushHoldIfReady(true);
								this._retryClampedAdjustment();
								this.measureElement(null);
							}
						}
					};
					if (this.options.useAnimationFrameWithResizeObserver) frames.schedule(run);
					else {
						delivering = true;
						try {
							run();
						} finally {
							delivering = false;
						}
					}
				});
			};
			const measureEntry = (entry) => {
				const node = entry.target;
				const index = this.indexFromElement(node);
				if (!node.isConnected) {
					this.observer.unobserve(node);
					for (const [cacheKey, cachedNode] of this.elementsCache) if (cachedNode === node) {
						this.elementsCache.delete(cacheKey);
						break;
					}
					return;
				}
				if (!this.isIndexInRange(index)) return;
				if (this.shouldMeasureDuringScroll(index)) this.resizeItem(index, this.options.measureElement(node, entry, this));
			};
			return {
				disconnect: () => {
					var _a;
					(_a = get()) == null || _a.disconnect();
					_frames?.cancel();
					pendingObservations.clear();
					observeQueued = false;
					_ro = null;
					_frames = null;
				},
				observe: (target) => {
					const observer = get();
					if (!observer) return;
					if (!delivering) {
						observer.observe(target, { box: "border-box" });
						return;
					}
					pendingObservations.add(target);
					if (!observeQueued) {
						observeQueued = true;
						_frames?.schedule(() => {
							observeQueued = false;
							pendingObservations.forEach((node) => {
								if (node.isConnected) _ro?.observe(node, { box: "border-box" });
							});
							pendingObservations.clear();
						});
					}
				},
				unobserve: (target) => {
					var _a;
					pendingObservations.delete(target);
					(_a = get()) == null || _a.unobserve(target);
				}
			};
		})();
		this.range = null;
		this.setOptions = (opts2) => {
			var _a;
			const merged = {
				debug: false,
				initialOffset: 0,
				overscan: 1,
				paddingStart: 0,
				paddingEnd: 0,
				scrollPaddingStart: 0,
				scrollPaddingEnd: 0,
				horizontal: false,
				getItemKey: defaultKeyExtractor,
				rangeExtractor: defaultRangeExtractor,
				onChange: () => {},
				measureElement,
				initialRect: {
					width: 0,
					height: 0
				},
				scrollMargin: 0,
				gap: 0,
				indexAttribute: "data-index",
				initialMeasurementsCache: [],
				lanes: 1,
				anchorTo: "start",
				followOnAppend: false,
				scrollEndThreshold: 1,
				isScrollingResetDelay: 150,
				enabled: true,
				isRtl: false,
				useScrollendEvent: false,
				useAnimationFrameWithResizeObserver: false,
				laneAssignmentMode: "estimate",
				useCachedMeasurements: false
			};
			for (const key in opts2) {
				const v = opts2[key];
				if (v !== void 0) merged[key] = v;
			}
			const prevOptions = this.options;
			let anchor = null;
			let followOnAppend = null;
			let edgeKeysChanged = false;
			if (prevOptions !== void 0 && prevOptions.enabled && merged.enabled && merged.anchorTo === "end" && this.scrollElement !== null) {
				const prevCount = prevOptions.count;
				const nextCount = merged.count;
				const measurements = this.getMeasurements();
				const previousItems = ((_a = this._singleLaneMeasurements) == null ? void 0 : _a.items) ?? measurements;
				const getPreviousKey = (index) => getMeasurementKey(previousItems[index]);
				const prevFirstKey = prevCount > 0 ? getPreviousKey(0) : null;
				const prevLastKey = prevCount > 0 ? getPreviousKey(prevCount - 1) : null;
				if (nextCount !== prevCount || prevCount > 0 && nextCount > 0 && (merged.getItemKey(0) !== prevFirstKey || merged.getItemKey(nextCount - 1) !== prevLastKey)) {
					edgeKeysChanged = true;
					const item = prevCount > 0 ? this.getVirtualItemForOffset(this.getScrollOffset()) ?? measurements[0] : null;
					if (item) anchor = [item.key, this.getScrollOffset() - item.start];
					const behavior = merged.followOnAppend === true ? "auto" : merged.followOnAppend || null;
					if (behavior && nextCount > 0 && this.isAtEnd(prevOptions.scrollEndThreshold) && (prevCount === 0 || merged.getItemKey(nextCount - 1) !== prevLastKey)) {
						if (nextCount > prevCount || isAppendWithTrim(prevCount, nextCount, getPreviousKey, merged.getItemKey)) followOnAppend = behavior;
					}
				}
			}
			this.options = merged;
			if (edgeKeysChanged) {
				this.pendingMin = 0;
				this.itemSizeCacheVersion++;
			}
			let anchorDelta = null;
			if (anchor && this.scrollOffset !== null && !this._awaitingCommandReadBack()) {
				const [anchorKey, anchorOffset] = anchor;
				const newMeasurements = this.getMeasurements();
				const { count, getItemKey } = this.options;
				let idx = 0;
				while (idx < count && getItemKey(idx) !== anchorKey) idx++;
				if (idx < count) {
					const anchorItem = newMeasurements[idx];
					if (anchorItem) {
						const newOffset = Math.max(0, anchorItem.start + anchorOffset);
						if (!followOnAppend && newOffset !== this.scrollOffset) {
							anchorDelta = newOffset - this.scrollOffset;
							this.scrollOffset = newOffset;
						}
					}
				}
			}
			if (followOnAppend) this.pendingScrollAnchor = {
				kind: "follow",
				behavior: followOnAppend
			};
			else if (anchorDelta !== null) {
				if (this._canWriteScroll()) this.pendingScrollAnchor = {
					kind: "anchor",
					delta: anchorDelta
				};
				else {
					this._holdOffset += anchorDelta;
					this._followOffsetTarget(anchorDelta);
				}
			}
		};
		this.notify = (sync) => {
			var _a, _b;
			(_b = (_a = this.options).onChange) == null || _b.call(_a, this, sync);
		};
		this.maybeNotify = memo$1(() => {
			this.calculateRange();
			return [
				this.isScrolling,
				this.range ? this.range.startIndex : null,
				this.range ? this.range.endIndex : null
			];
		}, (isScrolling) => {
			this.notify(isScrolling);
		}, {
			key: false,
			debug: () => this.options.debug,
			initialDeps: [
				this.isScrolling,
				this.range ? this.range.startIndex : null,
				this.range ? this.range.endIndex : null
			]
		});
		this.cleanup = () => {
			var _a;
			this.unsubs.filter(Boolean).forEach((d) => d());
			this.unsubs = [];
			this.observer.disconnect();
			if (this.rafId != null && this.targetWindow) {
				this.targetWindow.cancelAnimationFrame(this.rafId);
				this.rafId = null;
			}
			this.scrollState = null;
			(_a = this._momentumStop) == null || _a.restore();
			this._momentumStop = null;
			this.isScrolling = false;
			this.scrollDirection = null;
			this._holdOffset = 0;
			this._reportedOverscroll = false;
			this._clampedAdjustment = null;
			this.pendingWrite = null;
			this.scrollElement = null;
			this.targetWindow = null;
		};
		this._didMount = () => {
			return () => {
				this.cleanup();
			};
		};
		this._willUpdate = () => {
			var _a;
			const scrollElement = this.options.enabled ? this.options.getScrollElement() : null;
			if (this.scrollElement !== scrollElement) {
				this.cleanup();
				if (!scrollElement) {
					this.maybeNotify();
					return;
				}
				this.scrollElement = scrollElement;
				if (this.scrollElement && "ownerDocument" in this.scrollElement) this.targetWindow = this.scrollElement.ownerDocument.defaultView;
				else this.targetWindow = ((_a = this.scrollElement) == null ? void 0 : _a.window) ?? null;
				this.elementsCache.forEach((cached) => {
					this.observer.observe(cached);
				});
				this.unsubs.push(this.options.observeElementRect(this, (rect) => {
					this.scrollRect = rect;
					this.maybeNotify();
				}));
				this.unsubs.push(this.options.observeElementOffset(this, (offset, isScrolling) => {
					var _a2, _b, _c, _d;
					const elementMax = isScrolling ? this._elementMaxScrollOffset() : null;
					const wasOverscrolled = this._reportedOverscroll;
					this._reportedOverscroll = offset < 0 || elementMax !== null && offset > elementMax + 1;
					const elementOffset = offset;
					this._lastElementOffset = elementOffset;
					offset = this._toLayoutOffset(offset);
					const kind = this._classifyScrollEvent(offset, isScrolling, elementMax);
					if (kind === "spurious") return;
					if (kind === "readBack") offset = this.pendingWrite.target;
					else if (kind === "clampedReadBack" && ((_a2 = this.scrollState) == null ? void 0 : _a2.index) != null && offset < this.getMaxScrollOffset() - 1.5) this.scrollState.lastTargetOffset = offset;
					else if (externalRetiresCommand({
						kind,
						offset,
						command: this.scrollState,
						target: () => this.getScrollStateTarget(this.scrollState)
					})) this.scrollState = null;
					this.pendingWrite = null;
					if (this._clampedAdjustment !== null && Math.abs(offset - this._clampedAdjustment.maxAtWrite) >= 1.5) this._clampedAdjustment = null;
					const prevOffset = this.getScrollOffset();
					const prevDirection = this.scrollDirection;
					this.scrollDirection = isScrolling ? prevOffset === offset ? this.scrollDirection : prevOffset < offset ? "forward" : "backward" : null;
					this.scrollOffset = offset;
					this.isScrolling = isScrolling;
					const queued = this.scrollState;
					if ((queued == null ? void 0 : queued.phase) === "queued" && kind === "external" && isScrolling) {
						if (wasOverscrolled || this._reportedOverscroll) queued.samples = [];
						else {
							const t = this.now();
							queued.samples = [...(queued.samples ?? []).filter((sample) => t - sample.t <= 200), {
								t,
								offset: elementOffset
							}];
							if (prevDirection !== null && this.scrollDirection !== prevDirection || flingSpedUp(queued.samples)) this.scrollState = null;
						}
					}
					if (this._iosGesture.onScroll({
						isScrolling,
						ownReadBack: kind === "readBack",
						moved: offset !== prevOffset,
						external: kind === "external" && ((_b = this.scrollState) == null ? void 0 : _b.phase) !== "smooth" && ((_c = this.scrollState) == null ? void 0 : _c.phase) !== "smoothFinishing"
					}) && ((_d = this.scrollState) == null ? void 0 : _d.phase) === "queued") this.scrollState = null;
					this._flushHoldIfReady(true);
					if (this.scrollState) this.scheduleScrollReconcile();
					this.maybeNotify();
				}));
				if ("addEventListener" in this.scrollElement) this.unsubs.push(this._iosGesture.listen(this.scrollElement));
				this._scrollToOffset(this.getScrollOffset());
			}
			this._noteClampMax();
			const anchor = this.pendingScrollAnchor;
			this.pendingScrollAnchor = null;
			if (anchor && this.scrollElement && this.options.enabled) {
				if (anchor.kind === "anchor") {
					if (!this._canWriteScroll()) {
						this._holdOffset += anchor.delta;
						this._followOffsetTarget(anchor.delta);
						this.notify(false);
					} else if (isSmoothScroll(this.scrollState) && !approxEqual(this.getScrollOffset() - anchor.delta, this.scrollState.lastTargetOffset));
					else {
						this._followOffsetTarget(anchor.delta);
						this._scrollToOffset(this.getScrollOffset());
					}
				} else this.scrollToEnd({ behavior: anchor.behavior });
			}
			this._flushHoldIfReady(false);
			this._retryClampedAdjustment();
		};
		this._classifyScrollEvent = (offset, isScrolling, elementMax) => {
			var _a;
			return classifyScrollEvent({
				offset,
				isScrolling,
				elementMax,
				holdOffset: this._holdOffset,
				scrollOffset: this.scrollOffset,
				pendingWrite: this.pendingWrite,
				clampedMaxAtWrite: ((_a = this._clampedAdjustment) == null ? void 0 : _a.maxAtWrite) ?? null
			});
		};
		this._retryClampedAdjustment = () => {
			if (this._clampedAdjustment === null || !this.scrollElement || !this.options.enabled || !this._canWriteScroll()) return;
			const { target, maxAtWrite } = this._clampedAdjustment;
			const max = this.getMaxScrollOffset();
			if (max > maxAtWrite + .5) {
				this._clampedAdjustment = target > max + .5 ? {
					target,
					maxAtWrite: max
				} : null;
				this._scrollToOffset(target);
			}
		};
		this._writeAwaitingCommand = () => {
			const state = this.scrollState;
			if (state === null || state.phase !== "queued") return;
			const { behavior } = state;
			this.getMeasurements();
			const offset = this.getScrollStateTarget(state);
			state.lastTargetOffset = offset;
			this._clampedAdjustment = null;
			state.phase = initialScrollPhase(behavior, state.index != null && approxEqual(offset, this.getScrollOffset()));
			this._scrollToOffset(offset, { behavior });
			this.scheduleScrollReconcile();
		};
		this._readElementOffset = () => {
			const el = this.scrollElement;
			if (el == null) return null;
			const { horizontal, isRtl } = this.options;
			if (typeof el.scrollTop === "number") return horizontal ? el.scrollLeft * (isRtl && -1 || 1) : el.scrollTop;
			if (typeof el.scrollY === "number") return horizontal ? el.scrollX : el.scrollY;
			return null;
		};
		this._canWriteScroll = () => !(isIOSWebKit() && this._iosGesture.inMotion()) && !this._reportedOverscroll;
		this._flushHoldIfReady = (sync) => {
			var _a;
			if (this._holdOffset === 0) return;
			if (!this.scrollElement || !this.options.enabled) return;
			if (!this._canWriteScroll()) return;
			if (((_a = this.scrollState) == null ? void 0 : _a.phase) === "smooth") return;
			this._holdOffset = 0;
			if (this.scrollOffset !== null && this.scrollOffset < 0) this.scrollOffset = 0;
			this.notify(sync);
			const target = this.getCommandWrittenOffset() ?? this.getScrollOffset();
			this._clampedAdjustment = this._clampedBy(target);
			this._scrollToOffset(target);
		};
		this.rafId = null;
		this.getSize = () => {
			if (!this.options.enabled) {
				this.scrollRect = null;
				return 0;
			}
			this.scrollRect = this.scrollRect ?? this.options.initialRect;
			return this.scrollRect[this.options.horizontal ? "width" : "height"];
		};
		this.getScrollOffset = () => {
			if (!this.options.enabled) {
				this.scrollOffset = null;
				return 0;
			}
			this.scrollOffset = this.scrollOffset ?? (typeof this.options.initialOffset === "function" ? this.options.initialOffset() : this.options.initialOffset);
			return this.scrollOffset;
		};
		this.getMeasurementOptions = memo$1(() => [
			this.options.count,
			this.options.paddingStart,
			this.options.scrollMargin,
			this.options.getItemKey,
			this.options.enabled,
			this.options.lanes,
			this.options.laneAssignmentMode,
			this.options.gap
		], (count, paddingStart, scrollMargin, getItemKey, enabled, lanes, laneAssignmentMode, gap) => {
			if (this.prevLanes !== void 0 && this.prevLanes !== lanes) this.lanesChangedFlag = true;
			this.prevLanes = lanes;
			this.pendingMin = null;
			return {
				count,
				paddingStart,
				scrollMargin,
				getItemKey,
				enabled,
				lanes,
				laneAssignmentMode,
				gap
			};
		}, { key: false });
		this.isIndexInRange = (index) => index >= 0 && index < this.options.count;
		this.getMeasurements = memo$1(() => [this.getMeasurementOptions(), this.itemSizeCacheVersion], ({ count, paddingStart, scrollMargin, getItemKey, enabled, lanes, laneAssignmentMode, gap }, _itemSizeCacheVersion) => {
			var _a;
			const itemSizeCache = this.itemSizeCache;
			if (!enabled) {
				this.measurementsCache = [];
				this._singleLaneMeasurements = null;
				this.itemSizeCache.clear();
				this.laneAssignments.clear();
				return [];
			}
			if (this.laneAssignments.size > count) {
				for (const index of this.laneAssignments.keys()) if (index >= count) this.laneAssignments.delete(index);
			}
			if (this.lanesChangedFlag) {
				this.lanesChangedFlag = false;
				this.lanesSettling = true;
				this.measurementsCache = [];
				this._singleLaneMeasurements = null;
				this.itemSizeCache.clear();
				this.laneAssignments.clear();
				this.pendingMin = null;
			}
			if (this.measurementsCache.length === 0 && !this.lanesSettling) {
				this.measurementsCache = this.options.initialMeasurementsCache;
				this.measurementsCache.forEach((item) => {
					this.itemSizeCache.set(item.key, item.size);
				});
			}
			const min = this.lanesSettling ? 0 : this.pendingMin ?? 0;
			this.pendingMin = null;
			if (this.lanesSettling && this.measurementsCache.length === count) this.lanesSettling = false;
			if (lanes === 1) {
				const need = count * 2;
				let flat = (_a = this._singleLaneMeasurements) == null ? void 0 : _a.flat;
				if (!flat || flat.length < need) {
					const next = new Float64Array(need);
					if (flat && min > 0) next.set(flat.subarray(0, min * 2));
					flat = next;
				}
				const items = min === 0 ? new Array(count) : this._singleLaneMeasurements.items.slice();
				let runningStart;
				if (min === 0) runningStart = paddingStart + scrollMargin;
				else {
					const prevIdx = min - 1;
					runningStart = flat[prevIdx * 2] + flat[prevIdx * 2 + 1] + gap;
				}
				for (let i = min; i < count; i++) {
					const key = getItemKey(i);
					items[i] = key;
					const measuredSize = itemSizeCache.get(key);
					const size = typeof measuredSize === "number" ? measuredSize : this.options.estimateSize(i);
					flat[i * 2] = runningStart;
					flat[i * 2 + 1] = size;
					runningStart += size + gap;
				}
				this._singleLaneMeasurements = {
					flat,
					items
				};
				const view = createLazyMeasurementsView(items, flat);
				this.measurementsCache = view;
				return view;
			}
			const measurements = this.measurementsCache.slice(0, min);
			const laneLastIndex = new Array(lanes).fill(void 0);
			const laneEnds = new Float64Array(lanes);
			let filledLanes = 0;
			for (let m = 0; m < min; m++) {
				const item = measurements[m];
				if (item) {
					if (laneLastIndex[item.lane] === void 0) filledLanes++;
					laneLastIndex[item.lane] = m;
					laneEnds[item.lane] = item.end;
				}
			}
			for (let i = min; i < count; i++) {
				const key = getItemKey(i);
				const cachedLane = this.laneAssignments.get(i);
				let lane;
				let start;
				const shouldCacheLane = laneAssignmentMode === "estimate" || itemSizeCache.has(key);
				if (cachedLane !== void 0 && this.options.lanes > 1) {
					lane = cachedLane;
					const prevIndex = laneLastIndex[lane];
					const prevInLane = prevIndex !== void 0 ? measurements[prevIndex] : void 0;
					start = prevInLane ? prevInLane.end + gap : paddingStart + scrollMargin;
				} else if (filledLanes === lanes) {
					let bestLane = 0;
					let bestEnd = laneEnds[0];
					let bestIdx = laneLastIndex[0];
					for (let l = 1; l < lanes; l++) {
						const e = laneEnds[l];
						if (e < bestEnd || e === bestEnd && laneLastIndex[l] < bestIdx) {
							bestLane = l;
							bestEnd = e;
							bestIdx = laneLastIndex[l];
						}
					}
					lane = bestLane;
					start = bestEnd + gap;
					if (shouldCacheLane) this.laneAssignments.set(i, lane);
				} else {
					lane = i % this.options.lanes;
					start = paddingStart + scrollMargin;
					if (shouldCacheLane) this.laneAssignments.set(i, lane);
				}
				const measuredSize = itemSizeCache.get(key);
				const size = typeof measuredSize === "number" ? measuredSize : this.options.estimateSize(i);
				const end = start + size;
				measurements[i] = {
					index: i,
					start,
					size,
					end,
					key,
					lane
				};
				if (laneLastIndex[lane] === void 0) filledLanes++;
				laneLastIndex[lane] = i;
				laneEnds[lane] = end;
			}
			this.measurementsCache = measurements;
			return measurements;
		}, {
			key: false,
			debug: () => this.options.debug
		});
		this.calculateRange = memo$1(() => [
			this.getMeasurements(),
			this.getSize(),
			this.getScrollOffset(),
			this.options.lanes,
			this._getLayoutTotalSize() + this.options.scrollMargin
		], (measurements, outerSize, scrollOffset, lanes, listEnd) => {
			if (measurements.length === 0 || outerSize === 0) {
				this.range = null;
				return null;
			}
			const maxScrollOffset = Math.max(listEnd - outerSize, 0);
			this.range = calculateRangeImpl(measurements, outerSize, Math.min(scrollOffset, maxScrollOffset), lanes, lanes === 1 && this._singleLaneMeasurements !== null ? this._singleLaneMeasurements.flat : null);
			return this.range;
		}, {
			key: false,
			debug: () => this.options.debug
		});
		this.getVirtualIndexes = memo$1(() => {
			let startIndex = null;
			let endIndex = null;
			const range = this.calculateRange();
			if (range) {
				startIndex = range.startIndex;
				endIndex = range.endIndex;
			}
			this.maybeNotify.updateDeps([
				this.isScrolling,
				startIndex,
				endIndex
			]);
			return [
				this.options.rangeExtractor,
				this.options.overscan,
				this.options.count,
				startIndex,
				endIndex,
				this.options.lanes
			];
		}, (rangeExtractor, overscan, count, startIndex, endIndex, lanes) => {
			return startIndex === null || endIndex === null ? [] : rangeExtractor({
				startIndex,
				endIndex,
				overscan,
				count,
				lanes
			});
		}, {
			key: false,
			debug: () => this.options.debug
		});
		this.indexFromElement = (node) => {
			const attributeName = this.options.indexAttribute;
			const indexStr = node.getAttribute(attributeName);
			if (!indexStr) {
				console.warn(`Missing attribute name '${attributeName}={index}' on measured element.`);
				return -1;
			}
			return parseInt(indexStr, 10);
		};
		this.shouldMeasureDuringScroll = (index) => {
			var _a;
			if (!isSmoothScroll(this.scrollState)) return true;
			const scrollIndex = this.scrollState.index ?? ((_a = this.getVirtualItemForOffset(this.scrollState.lastTargetOffset)) == null ? void 0 : _a.index);
			if (scrollIndex !== void 0 && this.range) {
				const bufferSize = Math.max(this.options.overscan, Math.ceil((this.range.endIndex - this.range.startIndex) / 2));
				const minIndex = Math.max(0, scrollIndex - bufferSize);
				const maxIndex = Math.min(this.options.count - 1, scrollIndex + bufferSize);
				return index >= minIndex && index <= maxIndex;
			}
			return true;
		};
		this.measureElement = (node) => {
			if (!node) {
				this.elementsCache.forEach((cached, key2) => {
					if (!cached.isConnected) {
						this.observer.unobserve(cached);
						this.elementsCache.delete(key2);
					}
				});
				return;
			}
			const index = this.indexFromElement(node);
			if (!this.isIndexInRange(index)) return;
			const key = this.options.getItemKey(index);
			const prevNode = this.elementsCache.get(key);
			if (prevNode !== node) {
				if (prevNode) this.observer.unobserve(prevNode);
				this.observer.observe(node);
				this.elementsCache.set(key, node);
			}
			if (node.isConnected && (!this.isScrolling || this.scrollState) && this.shouldMeasureDuringScroll(index)) this.resizeItem(index, this.options.measureElement(node, void 0, this));
		};
		this.resizeItem = (index, size) => {
			var _a, _b, _c;
			if (!this.isIndexInRange(index)) return;
			if ((_a = this._resizeBatch) == null ? void 0 : _a.sync) this.getMeasurements();
			let cachedSize;
			let itemStart;
			let key;
			const flat = (_b = this._singleLaneMeasurements) == null ? void 0 : _b.flat;
			if (this.options.lanes === 1 && flat != null) {
				key = this.options.getItemKey(index);
				itemStart = flat[index * 2];
				cachedSize = flat[index * 2 + 1];
			} else {
				const item = this.measurementsCache[index];
				if (!item) return;
				key = item.key;
				itemStart = item.start;
				cachedSize = item.size;
			}
			const itemSize = this.itemSizeCache.get(key) ?? cachedSize;
			const delta = size - itemSize;
			if (delta !== 0) {
				const wasAtEnd = this.options.anchorTo === "end" && !isSmoothScroll(this.scrollState) && this.getVirtualDistanceFromEnd() <= this.options.scrollEndThreshold;
				const prevTotalSize = wasAtEnd ? this._getLayoutTotalSize() : 0;
				const scrollOffset = this.getScrollOffset();
				const defaultShouldAdjust = !this.itemSizeCache.has(key) ? itemStart < scrollOffset : itemStart + itemSize <= scrollOffset && this.scrollDirection !== "backward";
				const shouldAdjustScroll = !isSmoothScroll(this.scrollState) && (this.shouldAdjustScrollPositionOnItemSizeChange !== void 0 ? this.shouldAdjustScrollPositionOnItemSizeChange(this.measurementsCache[index] ?? {
					index,
					key,
					start: itemStart,
					size: cachedSize,
					end: itemStart + cachedSize,
					lane: 0
				}, delta, this) : defaultShouldAdjust);
				if (this.pendingMin === null || index < this.pendingMin) this.pendingMin = index;
				this.itemSizeCache.set(key, size);
				this.itemSizeCacheVersion++;
				let adjustedSync = false;
				if (!this._awaitingCommandReadBack()) {
					if (wasAtEnd) adjustedSync = this.applyScrollAdjustment(this._getLayoutTotalSize() - prevTotalSize);
					else if (shouldAdjustScroll) adjustedSync = this.applyScrollAdjustment(delta);
				}
				if (this._resizeBatch) {
					this._resizeBatch.notify = true;
					(_c = this._resizeBatch).sync || (_c.sync = adjustedSync);
					return;
				}
				this.notify(adjustedSync);
				this._noteClampMax();
				this._flushHoldIfReady(true);
				this._retryClampedAdjustment();
			}
		};
		this.getVirtualItems = memo$1(() => [
			this.getVirtualIndexes(),
			this.getMeasurements(),
			this._holdOffset
		], (indexes, measurements, hold) => {
			const virtualItems = [];
			for (let k = 0, len = indexes.length; k < len; k++) {
				const measurement = measurements[indexes[k]];
				virtualItems.push(hold === 0 ? measurement : {
					...measurement,
					start: measurement.start - hold,
					end: measurement.end - hold
				});
			}
			return virtualItems;
		}, {
			key: false,
			debug: () => this.options.debug
		});
		this.getVirtualItemForOffset = (offset) => {
			var _a;
			const measurements = this.getMeasurements();
			if (measurements.length === 0) return;
			const flat = (_a = this._singleLaneMeasurements) == null ? void 0 : _a.flat;
			const useFlat = this.options.lanes === 1 && flat != null;
			return notUndefined(measurements[findNearestBinarySearch(0, measurements.length - 1, useFlat ? (i) => flat[i * 2] : (i) => notUndefined(measurements[i]).start, offset)]);
		};
		this._noteClampMax = () => {
			if (!this._awaitingCommandReadBack()) return;
			const elementMax = this._elementMaxScrollOffset();
			if (elementMax === null) return;
			const write = this.pendingWrite;
			const max = Math.max(elementMax, 0) + this._holdOffset;
			if (max >= write.target) return;
			const lowMaxes = write.lowMaxes ?? (write.lowMaxes = []);
			if (lowMaxes[lowMaxes.length - 1] !== max) lowMaxes.push(max);
		};
		this.getMaxScrollOffset = () => (this._elementMaxScrollOffset() ?? 0) + this._holdOffset;
		this._toLayoutOffset = (elementOffset) => {
			var _a;
			let offset = elementOffset + this._holdOffset;
			if (((_a = this.pendingScrollAnchor) == null ? void 0 : _a.kind) === "anchor") offset += this.pendingScrollAnchor.delta;
			return offset;
		};
		this._elementMaxScrollOffset = () => {
			const el = this.scrollElement;
			if (el === null) return null;
			if ("scrollHeight" in el) return this.options.horizontal ? el.scrollWidth - el.clientWidth : el.scrollHeight - el.clientHeight;
			if ("document" in el) {
				const doc = el.document.documentElement;
				return this.options.horizontal ? doc.scrollWidth - el.innerWidth : doc.scrollHeight - el.innerHeight;
			}
			return null;
		};
		this._momentumStop = null;
		this._stopMomentum = (done) => {
			const el = this.scrollElement;
			const win = this.targetWindow;
			if (el === null || win === null) return;
			const scroller = "document" in el ? el.document.scrollingElement : el;
			if (!(scroller == null ? void 0 : scroller.style)) return;
			if (this._momentumStop) {
				this._momentumStop.done = done;
				return;
			}
			const { style } = scroller;
			const property = this.options.horizontal ? "overflow-x" : "overflow-y";
			const value = style.getPropertyValue(property);
			const priority = style.getPropertyPriority(property);
			const crossSize = () => this.options.horizontal ? scroller.clientHeight : scroller.clientWidth;
			const crossSizeBefore = crossSize();
			style.setProperty(property, "hidden", "important");
			if (crossSize() !== crossSizeBefore) {
				style.setProperty(property, value, priority);
				return;
			}
			const stop = {
				restore: () => {
					if (style.getPropertyValue(property) !== "hidden" || style.getPropertyPriority(property) !== "important") return false;
					style.setProperty(property, value, priority);
					return true;
				},
				done
			};
			this._momentumStop = stop;
			win.requestAnimationFrame(() => win.requestAnimationFrame(() => {
				if (this._momentumStop !== stop) return;
				this._momentumStop = null;
				if (stop.restore()) stop.done();
			}));
		};
		this._clampedBy = (target) => {
			const elementMax = this._elementMaxScrollOffset();
			if (elementMax === null) return null;
			const maxAtWrite = elementMax + this._holdOffset;
			return target > maxAtWrite + .5 ? {
				target,
				maxAtWrite
			} : null;
		};
		this.getVirtualDistanceFromEnd = () => {
			return Math.max(this._getLayoutTotalSize() + this.options.scrollMargin - this.getSize() - this.getScrollOffset(), 0);
		};
		this.getDistanceFromEnd = () => {
			return Math.max(this.getMaxScrollOffset() - this.getScrollOffset(), 0);
		};
		this.isAtEnd = (threshold = this.options.scrollEndThreshold) => {
			return this.getDistanceFromEnd() <= threshold;
		};
		this.getOffsetForAlignment = (toOffset, align, itemSize = 0) => {
			if (!this.scrollElement) return 0;
			const size = this.getSize();
			const scrollOffset = this.getScrollOffset();
			if (align === "auto") align = toOffset >= scrollOffset + size ? "end" : "start";
			if (align === "center") toOffset += (itemSize - size) / 2;
			else if (align === "end") toOffset -= size;
			const maxOffset = this.getMaxScrollOffset();
			return Math.max(Math.min(maxOffset, toOffset), 0);
		};
		this.getOffsetForIndex = (index, align = "auto") => {
			index = Math.max(0, Math.min(index, this.options.count - 1));
			const size = this.getSize();
			const scrollOffset = this.getScrollOffset();
			const item = this.getMeasurements()[index];
			if (!item) return;
			if (align === "auto") {
				if (item.end >= scrollOffset + size - this.options.scrollPaddingEnd) align = "end";
				else if (item.start <= scrollOffset + this.options.scrollPaddingStart) align = "start";
				else return [scrollOffset, align];
			}
			if (align === "end" && index === this.options.count - 1) {
				const maxOffset = this.getMaxScrollOffset();
				const toOffset2 = maxOffset - this.options.paddingEnd + this.options.scrollPaddingEnd;
				return [Math.max(Math.min(toOffset2, maxOffset), 0), align];
			}
			const toOffset = align === "end" ? item.end + this.options.scrollPaddingEnd : item.start - this.options.scrollPaddingStart;
			return [this.getOffsetForAlignment(toOffset, align, item.size), align];
		};
		this.scrollToOffset = (toOffset, { align = "start", behavior = "auto" } = {}) => {
			this._startScroll({
				index: null,
				align
			}, this.getOffsetForAlignment(toOffset, align), behavior, "absolute");
		};
		this.scrollToIndex = (index, { align: initialAlign = "auto", behavior = "auto" } = {}) => {
			index = Math.max(0, Math.min(index, this.options.count - 1));
			const offsetInfo = this.getOffsetForIndex(index, initialAlign);
			if (!offsetInfo) return;
			const [offset, align] = offsetInfo;
			this._startScroll({
				index,
				align
			}, offset, behavior, "absolute");
		};
		this.scrollBy = (delta, { behavior = "auto" } = {}) => {
			const offset = this.getOffsetForAlignment((this.getCommandWrittenOffset() ?? this.getScrollOffset()) + delta, "start");
			this._startScroll({
				index: null,
				align: "start"
			}, offset, behavior, "relative");
		};
		this.scrollToEnd = ({ behavior = "auto" } = {}) => {
			if (this.options.count > 0) {
				this._startScroll({
					index: this.options.count - 1,
					align: "end",
					toEnd: true
				}, Math.max(this.getMaxScrollOffset(), 0), behavior, "absolute");
				return;
			}
			this.scrollToOffset(Math.max(this.getTotalSize() - this.getSize(), 0), { behavior });
		};
		this.cancelScroll = () => {
			if (this.rafId != null && this.targetWindow) {
				this.targetWindow.cancelAnimationFrame(this.rafId);
				this.rafId = null;
			}
			this.scrollState = null;
		};
		this.getTotalSize = () => Math.max(this._getLayoutTotalSize() - this._holdOffset, 0);
		this._getLayoutTotalSize = () => {
			var _a, _b;
			const measurements = this.getMeasurements();
			let end;
			if (measurements.length === 0) end = this.options.paddingStart;
			else if (this.options.lanes === 1) {
				const lastIdx = measurements.length - 1;
				const flat = (_a = this._singleLaneMeasurements) == null ? void 0 : _a.flat;
				if (flat != null) end = flat[lastIdx * 2] + flat[lastIdx * 2 + 1];
				else end = ((_b = measurements[lastIdx]) == null ? void 0 : _b.end) ?? 0;
			} else {
				const endByLane = Array(this.options.lanes).fill(null);
				let endIndex = measurements.length - 1;
				while (endIndex >= 0 && endByLane.some((val) => val === null)) {
					const item = measurements[endIndex];
					if (endByLane[item.lane] === null) endByLane[item.lane] = item.end;
					endIndex--;
				}
				end = Math.max(...endByLane.filter((val) => val !== null));
			}
			return Math.max(end - this.options.scrollMargin + this.options.paddingEnd, 0);
		};
		this.takeSnapshot = () => {
			const snapshot = [];
			if (this.itemSizeCache.size === 0) return snapshot;
			const m = this.getMeasurements();
			for (const item of m) if (item && this.itemSizeCache.has(item.key)) snapshot.push({
				index: item.index,
				key: item.key,
				start: item.start,
				size: item.size,
				end: item.end,
				lane: item.lane
			});
			return snapshot;
		};
		this._scrollToOffset = (offset, { adjustments, behavior } = {}) => {
			const write = {
				target: offset + (adjustments ?? 0),
				smooth: behavior === "smooth"
			};
			this.pendingWrite = write;
			this.options.scrollToFn(offset - this._holdOffset, {
				behavior,
				adjustments
			}, this);
			return write;
		};
		this.getCommandWrittenOffset = () => this.scrollState !== null && this.pendingWrite !== null && !this.pendingWrite.smooth ? this.pendingWrite.target : null;
		this._awaitingCommandReadBack = () => {
			const writtenOffset = this.getCommandWrittenOffset();
			return !(isIOSWebKit() && this._iosGesture.dragging()) && writtenOffset !== null && !approxEqual(writtenOffset, this.getScrollOffset());
		};
		this._followOffsetTarget = (delta) => {
			if (this.scrollState !== null && this.scrollState.index == null) this.scrollState.lastTargetOffset += delta;
		};
		this.measure = () => {
			this.pendingMin = null;
			this.itemSizeCache.clear();
			this.laneAssignments.clear();
			this.itemSizeCacheVersion++;
			this.notify(false);
		};
		this.setOptions(opts);
	}
	/**
	* @deprecated Always 0: a scroll correction is folded into `scrollOffset`
	* at once, so there is never an outstanding adjustment to add to it. Read
	* `scrollOffset` alone.
	*/
	get scrollAdjustments() {
		return 0;
	}
	applyScrollAdjustment(delta, behavior) {
		if (delta === 0) return false;
		this._followOffsetTarget(delta);
		if (!this._canWriteScroll()) {
			this._holdOffset += delta;
			if (this.scrollOffset !== null) this.scrollOffset += delta;
			return true;
		} else {
			const offset = this.getScrollOffset();
			this._clampedAdjustment = this._clampedBy(offset + delta);
			const write = this._scrollToOffset(offset, {
				adjustments: delta,
				behavior
			});
			if (this.scrollOffset !== null) {
				if (this.pendingWrite === write) this.scrollOffset += delta;
				if (this.scrollOffset < 0) this.scrollOffset = 0;
			}
			return true;
		}
	}
	scheduleScrollReconcile() {
		if (!this.targetWindow) {
			this.scrollState = null;
			return;
		}
		if (this.rafId != null) return;
		this.rafId = this.targetWindow.requestAnimationFrame(() => {
			this.rafId = null;
			this.reconcileScroll();
		});
	}
	getScrollStateTarget(state) {
		const offsetInfo = state.toEnd ? [Math.max(this.getMaxScrollOffset(), 0)] : state.index != null ? this.getOffsetForIndex(state.index, state.align) : void 0;
		return offsetInfo ? offsetInfo[0] : state.lastTargetOffset;
	}
	reconcileScroll() {
		if (!this.scrollState) return;
		if (!this.scrollElement) return;
		if (this.now() - this.scrollState.startedAt > 5e3) {
			this.scrollState = null;
			return;
		}
		if (this.scrollState.phase === "queued") {
			this.scheduleScrollReconcile();
			return;
		}
		this.getMeasurements();
		const targetOffset = this.getScrollStateTarget(this.scrollState);
		const STABLE_FRAMES = this.scrollState.index == null ? 1 : this.options.useAnimationFrameWithResizeObserver ? 3 : 2;
		const targetChanged = targetOffset !== this.scrollState.lastTargetOffset;
		if (!targetChanged && approxEqual(targetOffset, this.getScrollOffset())) {
			if (this.scrollState.phase === "smooth") this.scrollState.phase = "smoothLanded";
			else if (this.scrollState.phase === "smoothFinishing") this.scrollState.phase = "instant";
			this.scrollState.stableFrames++;
			if (this.scrollState.stableFrames >= STABLE_FRAMES) {
				if (this.getScrollOffset() !== targetOffset) this._scrollToOffset(targetOffset, { behavior: "auto" });
				this.scrollState = null;
				return;
			}
		} else {
			this.scrollState.stableFrames = 0;
			if (targetChanged) {
				const viewport = this.getSize() || 600;
				const distance = Math.abs(targetOffset - this.getScrollOffset());
				const keepSmooth = isSmoothScroll(this.scrollState) && distance > viewport;
				this.scrollState.lastTargetOffset = targetOffset;
				if (keepSmooth) this.scrollState.phase = "smooth";
				else if (this.scrollState.phase === "smooth") this.scrollState.phase = "smoothFinishing";
				else if (this.scrollState.phase === "smoothLanded") this.scrollState.phase = "instant";
				this._scrollToOffset(targetOffset, { behavior: keepSmooth ? "smooth" : "auto" });
			}
		}
		this.scheduleScrollReconcile();
	}
	_startScroll(target, offset, behavior, kind) {
		this.pendingScrollAnchor = null;
		this._clampedAdjustment = null;
		const tail = this._iosGesture.tail();
		if (kind === "absolute" && tail !== null) {
			if (tail === "fling" && momentumOverridesWrites()) {
				this._stopMomentum(() => {
					const state = this.scrollState;
					if ((state == null ? void 0 : state.phase) !== "queued" || this._iosGesture.tail() !== "fling" || this._reportedOverscroll) return;
					this._iosGesture.end();
					this._flushHoldIfReady(true);
					this._writeAwaitingCommand();
				});
				this.scrollState = {
					...target,
					startedAt: this.now(),
					lastTargetOffset: offset,
					stableFrames: 0,
					phase: "queued",
					behavior,
					samples: []
				};
				this.scheduleScrollReconcile();
				return;
			}
			this._iosGesture.end();
		}
		this.scrollState = {
			...target,
			startedAt: this.now(),
			lastTargetOffset: offset,
			stableFrames: 0,
			behavior,
			phase: initialScrollPhase(behavior, target.index != null && approxEqual(offset, this.getScrollOffset()))
		};
		this._scrollToOffset(offset, { behavior });
		this.scheduleScrollReconcile();
	}
};
var findNearestBinarySearch = (low, high, getCurrentValue, value) => {
	while (low <= high) {
		const middle = (low + high) / 2 | 0;
		const currentValue = getCurrentValue(middle);
		if (currentValue < value) low = middle + 1;
		else if (currentValue > value) high = middle - 1;
		else return middle;
	}
	if (low > 0) return low - 1;
	else return 0;
};
function findNearestBinarySearchFlat(flat, high, value) {
	let low = 0;
	while (low <= high) {
		const middle = (low + high) / 2 | 0;
		const currentValue = flat[middle * 2];
		if (currentValue < value) low = middle + 1;
		else if (currentValue > value) high = middle - 1;
		else return middle;
	}
	return low > 0 ? low - 1 : 0;
}
function calculateRangeImpl(measurements, outerSize, scrollOffset, lanes, flat) {
	const lastIndex = measurements.length - 1;
	if (measurements.length <= lanes) return {
		startIndex: 0,
		endIndex: lastIndex
	};
	if (lanes === 1 && flat !== null) {
		const startIndex2 = findNearestBinarySearchFlat(flat, lastIndex, scrollOffset);
		let endIndex2 = startIndex2;
		const limit = scrollOffset + outerSize;
		while (endIndex2 < lastIndex && flat[endIndex2 * 2] + flat[endIndex2 * 2 + 1] < limit) endIndex2++;
		return {
			startIndex: startIndex2,
			endIndex: endIndex2
		};
	}
	const getStart = (index) => measurements[index].start;
	let startIndex = findNearestBinarySearch(0, lastIndex, getStart, scrollOffset);
	let endIndex = startIndex;
	if (lanes === 1) while (endIndex < lastIndex && measurements[endIndex].end < scrollOffset + outerSize) endIndex++;
	else if (lanes > 1) {
		const endPerLane = Array(lanes).fill(0);
		while (endIndex < lastIndex && endPerLane.some((pos) => pos < scrollOffset + outerSize)) {
			const item = measurements[endIndex];
			endPerLane[item.lane] = item.end;
			endIndex++;
		}
		const startPerLane = Array(lanes).fill(scrollOffset + outerSize);
		while (startIndex >= 0 && startPerLane.some((pos) => pos >= scrollOffset)) {
			const item = measurements[startIndex];
			startPerLane[item.lane] = item.start;
			startIndex--;
		}
		startIndex = Math.max(0, startIndex - startIndex % lanes);
		endIndex = Math.min(lastIndex, endIndex + (lanes - 1 - endIndex % lanes));
	}
	return {
		startIndex,
		endIndex
	};
}
// node_modules/@tanstack/react-virtual/dist/esm/index.js
var useIsomorphicLayoutEffect = typeof document !== "undefined" ? import_react.useLayoutEffect : import_react.useEffect;
function useVirtualizerBase({ useFlushSync = true, directDomUpdates = false, directDomUpdatesMode = "transform", ...options }) {
	const rerender = import_react.useReducer((x) => x + 1, 0)[1];
	const directRef = import_react.useRef({
		enabled: directDomUpdates,
		mode: directDomUpdatesMode,
		container: null,
		lastSize: null,
		lastPositions: /* @__PURE__ */ new WeakMap(),
		prevRange: null
	});
	directRef.current.enabled = directDomUpdates;
	directRef.current.mode = directDomUpdatesMode;
	const measuringFromRef = import_react.useRef(false);
	const applyContainerSize = (instance2) => {
		const state = directRef.current;
		if (!state.enabled || !state.container) return;
		const totalSize = instance2.getTotalSize();
		if (totalSize !== state.lastSize) {
			state.lastSize = totalSize;
			const sizeAxis = instance2.options.horizontal ? "width" : "height";
			state.container.style[sizeAxis] = `${totalSize}px`;
		}
	};
	const applyItemPosition = (instance2, item, el) => {
		const state = directRef.current;
		const horizontal = !!instance2.options.horizontal;
		const next = item.start - instance2.options.scrollMargin;
		if (state.lastPositions.get(el) === next) return;
		state.lastPositions.set(el, next);
		if (state.mode === "transform") el.style.transform = horizontal ? `translate3d(${next}px, 0, 0)` : `translate3d(0, ${next}px, 0)`;
		else el.style[horizontal ? "left" : "top"] = `${next}px`;
	};
	const applyDirectStyles = (instance2) => {
		const state = directRef.current;
		if (!state.enabled || !state.container) return;
		applyContainerSize(instance2);
		for (const item of instance2.getVirtualItems()) {
			const el = instance2.elementsCache.get(item.key);
			if (el) applyItemPosition(instance2, item, el);
		}
	};
	const resolvedOptions = {
		...options,
		onChange: (instance2, sync) => {
			var _a;
			const state = directRef.current;
			let shouldRerender = true;
			if (state.enabled) {
				applyDirectStyles(instance2);
				const range = instance2.range;
				const prev = state.prevRange;
				shouldRerender = !prev || prev.isScrolling !== instance2.isScrolling || prev.startIndex !== (range == null ? void 0 : range.startIndex) || prev.endIndex !== (range == null ? void 0 : range.endIndex);
				if (shouldRerender) state.prevRange = range ? {
					startIndex: range.startIndex,
					endIndex: range.endIndex,
					isScrolling: instance2.isScrolling
				} : null;
			}
			if (shouldRerender) {
				if (useFlushSync && sync && !measuringFromRef.current) (0, import_react_dom.flushSync)(rerender);
				else rerender();
			}
			(_a = options.onChange) == null || _a.call(options, instance2, sync);
		}
	};
	const [instance] = import_react.useState(() => {
		const v = new Virtualizer(resolvedOptions);
		const measureElement = v.measureElement;
		v.measureElement = (node) => {
			measuringFromRef.current = true;
			try {
				measureElement(node);
			} finally {
				measuringFromRef.current = false;
			}
			const state = directRef.current;
			if (node !== null && state.enabled && state.container) {
				const item = v.measurementsCache[v.indexFromElement(node)];
				if (item) applyItemPosition(v, item, node);
			}
		};
		return Object.assign(v, { containerRef: (node) => {
			const state = directRef.current;
			state.container = node;
			state.lastSize = null;
			if (node !== null) applyDirectStyles(v);
		} });
	});
	instance.setOptions(resolvedOptions);
	useIsomorphicLayoutEffect(() => {
		return instance._didMount();
	}, []);
	useIsomorphicLayoutEffect(() => {
		applyContainerSize(instance);
		return instance._willUpdate();
	});
	useIsomorphicLayoutEffect(() => {
		applyDirectStyles(instance);
	});
	return instance;
}
function useVirtualizer(options) {
	return useVirtualizerBase({
		observeElementRect,
		observeElementOffset,
		scrollToFn: elementScroll,
		...options
	});
}
// src/ui/tree/HierarchyTree.tsx
var plainLink = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { ...p });
var Ctx = (0, import_react.createContext)(null);
var useTree = () => (0, import_react.useContext)(Ctx);
var ROW_HEIGHT = 31;
function HierarchyTree(props) {
	const { paths, pathIndex, expanded, collapsed, childList } = props;
	const path = (0, import_react.useMemo)(() => paths[pathIndex] ?? paths[0] ?? [], [paths, pathIndex]);
	const [views, setViews] = (0, import_react.useState)(/* @__PURE__ */ new Map());
	const tree = (0, import_react.useMemo)(() => buildVisibleTree({
		path,
		expanded,
		collapsed,
		childList,
		listView: (k) => views.get(k) ?? DEFAULT_LIST_VIEW
	}), [
		path,
		expanded,
		collapsed,
		childList,
		views
	]);
	const [keys, setKeys] = (0, import_react.useState)(initialKeyState);
	const active = activeRow(tree.rows, keys.active);
	const baseId = (0, import_react.useId)();
	const domId = (0, import_react.useCallback)((rowId) => `${baseId}-${rowId}`, [baseId]);
	const wantFocus = (0, import_react.useRef)(false);
	const treeRef = (0, import_react.useRef)(null);
	const hintId = `${baseId}-hint`;
	const setActive = (0, import_react.useCallback)((rowId) => setKeys((s) => ({
		...s,
		active: rowId,
		typed: ""
	})), []);
	const setListView = (0, import_react.useCallback)((key, view) => setViews((m) => new Map(m).set(key, view)), []);
	const apply = (effects) => {
		for (const e of effects) if (e.type === "expand") props.onExpand(e.key);
		else if (e.type === "collapse") props.onCollapse(e.key);
		else if (e.type === "recentre") props.onRecentre(e.key);
		else if (props.onExpandMany) props.onExpandMany(e.keys);
		else e.keys.forEach(props.onExpand);
	};
	const onKeyDown = (e) => {
		if (e.target.getAttribute("role") !== "treeitem") return;
		if (e.key === "Enter" && e.shiftKey) {
			const link = document.getElementById(domId(active?.id ?? ""))?.querySelector("[data-open-page]");
			if (link) {
				e.preventDefault();
				link.click();
			}
			return;
		}
		const result = treeKey(tree.rows, {
			...keys,
			active: active?.id ?? null
		}, {
			key: e.key,
			time: performance.now(),
			ctrlKey: e.ctrlKey,
			altKey: e.altKey,
			metaKey: e.metaKey
		});
		if (!result.handled) return;
		e.preventDefault();
		wantFocus.current = true;
		setKeys(result.state);
		apply(result.effects);
	};
	const focusRowId = tree.rows.find((r) => r.isFocus)?.id;
	const [seenFocus, setSeenFocus] = (0, import_react.useState)(focusRowId);
	if (focusRowId !== seenFocus) {
		setSeenFocus(focusRowId);
		setKeys((s) => ({
			...s,
			active: null,
			typed: ""
		}));
	}
	const activeId = active?.id;
	(0, import_react.useEffect)(() => {
		if (!wantFocus.current || !activeId) return;
		const el = document.getElementById(domId(activeId));
		if (el && document.activeElement !== el) el.focus();
	}, [
		activeId,
		domId,
		focusRowId
	]);
	(0, import_react.useEffect)(() => {
		if (focusRowId) document.getElementById(domId(focusRowId))?.scrollIntoView?.({ block: "nearest" });
	}, [focusRowId, domId]);
	const onVisibleRows = props.onVisibleRows;
	(0, import_react.useEffect)(() => onVisibleRows?.(tree.rows), [tree, onVisibleRows]);
	const ctx = (0, import_react.useMemo)(() => ({
		props,
		domId,
		setActive,
		setListView
	}), [
		props,
		domId,
		setActive,
		setListView
	]);
	if (path.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Ctx.Provider, {
		value: ctx,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PathStepper, {
				paths,
				index: pathIndex,
				onChange: props.onPathChange
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, {
				id: hintId,
				children: "Arrow keys move and open or close nodes, Enter centres the tree on a node, Shift+Enter opens its page."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				ref: treeRef,
				role: "tree",
				"aria-label": props.label,
				"aria-describedby": hintId,
				className: "ht-tree",
				onKeyDown,
				onFocus: () => wantFocus.current = true,
				"data-testid": "hierarchy-tree",
				children: tree.roots.map((n) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TreeItem, {
					vnode: n,
					active: activeId
				}, n.row.id))
			})
		]
	});
}
function PathStepper({ paths, index, onChange }) {
	if (paths.length < 2) return null;
	const parent = (paths[index] ?? paths[0]).at(-2);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "xs",
		mb: "xs",
		"data-testid": "path-stepper",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
				variant: "default",
				size: "sm",
				"aria-label": "Previous path",
				disabled: index <= 0,
				onClick: () => onChange(index - 1),
				children: "‹"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				fw: 500,
				"aria-live": "polite",
				children: [
					"Path ",
					index + 1,
					" of ",
					paths.length
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
				variant: "default",
				size: "sm",
				"aria-label": "Next path",
				disabled: index >= paths.length - 1,
				onClick: () => onChange(index + 1),
				children: "›"
			}),
			parent && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				c: "dimmed",
				children: [
					"via ",
					parent.name,
					" — this node has ",
					paths.length,
					" paths to the top, shown one at a time"
				]
			})
		]
	});
}
var isWithin = (rowId, active) => active !== void 0 && (active === rowId || active.startsWith(`${rowId}>`));
var TreeItem = (0, import_react.memo)(function TreeItem({ vnode, active, style, measureRef, index }) {
	const { props, domId, setActive } = useTree();
	const { row } = vnode;
	const isActive = active === row.id;
	const id = domId(row.id);
	const toggle = () => row.expanded && row.shown !== "path" ? props.onCollapse(row.key) : props.onExpand(row.key);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		role: "treeitem",
		id,
		"aria-level": row.level,
		"aria-setsize": row.setsize,
		"aria-posinset": row.posinset,
		"aria-expanded": row.expanded,
		"aria-selected": row.isFocus,
		"aria-labelledby": `${id}-name`,
		tabIndex: isActive ? 0 : -1,
		"data-active": isActive,
		"data-key": row.key,
		"data-index": index,
		className: "ht-item",
		style,
		ref: measureRef,
		onClick: (e) => {
			e.stopPropagation();
			setActive(row.id);
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "ht-row",
			"data-focus": row.isFocus,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "ht-toggle",
					"aria-hidden": "true",
					"data-leaf": !row.hasChildren,
					"data-testid": "tree-toggle",
					onClick: row.hasChildren ? toggle : void 0,
					children: row.expanded ? "▾" : "▸"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					id: `${id}-name`,
					className: "ht-name",
					onClick: () => props.onRecentre(row.key),
					children: row.node.name
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "ht-code",
					children: codeLabel(row.node)
				}),
				row.cycle && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					span: true,
					size: "xs",
					c: "orange",
					children: "(also above: a cycle in the data)"
				}),
				(props.renderLink ?? plainLink)({
					href: props.hrefOf(row.node),
					className: "ht-open",
					tabIndex: -1,
					"data-open-page": "",
					"aria-label": `Open the page of ${row.node.name}`,
					onClick: (e) => e.stopPropagation(),
					children: "open page"
				}),
				props.nodeActions && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "ht-actions",
					onClick: (e) => e.stopPropagation(),
					children: props.nodeActions(row.node)
				})
			]
		}), row.shown !== "none" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChildGroup, {
			vnode,
			active
		})]
	});
}, (a, b) => a.vnode === b.vnode && a.style?.transform === b.style?.transform && isWithin(a.vnode.row.id, a.active) === isWithin(b.vnode.row.id, b.active) && (!isWithin(a.vnode.row.id, a.active) || a.active === b.active));
function ChildGroup({ vnode, active: activeId }) {
	const { props } = useTree();
	const { row, list, children } = vnode;
	const virtualizeAt = props.virtualizeAt ?? 500;
	const items = row.shown === "all" && children.length >= virtualizeAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VirtualGroup, {
		kids: children,
		active: activeId
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		role: "group",
		className: "ht-group",
		children: children.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TreeItem, {
			vnode: c,
			active: isWithin(c.row.id, activeId) ? activeId : void 0
		}, c.row.id))
	});
	if (row.shown === "path") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "ht-note",
		onClick: (e) => e.stopPropagation(),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			size: "compact-xs",
			variant: "subtle",
			tabIndex: -1,
			onClick: () => props.onExpand(row.key),
			children: ["Show all children of ", row.node.name]
		})
	}), items] });
	const long = list?.status === "ready" && Math.max(list.items.length, list.total ?? 0) > 20;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		long && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListTools, { vnode }),
		items,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GroupFooter, { vnode })
	] });
}
function VirtualGroup({ kids, active: activeId }) {
	const { props } = useTree();
	const scrollRef = (0, import_react.useRef)(null);
	const height = props.virtualHeight ?? 480;
	const activeIndex = kids.findIndex((k) => isWithin(k.row.id, activeId));
	const rangeExtractor = (0, import_react.useCallback)((range) => {
		const out = defaultRangeExtractor(range);
		if (activeIndex >= 0 && !out.includes(activeIndex)) return [...out, activeIndex].sort((a, b) => a - b);
		return out;
	}, [activeIndex]);
	const virtualizer = useVirtualizer({
		count: kids.length,
		getScrollElement: () => scrollRef.current,
		estimateSize: () => ROW_HEIGHT,
		overscan: 10,
		initialRect: {
			width: 640,
			height
		},
		getItemKey: (i) => kids[i].row.id,
		rangeExtractor
	});
	(0, import_react.useEffect)(() => {
		if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: "auto" });
	}, [activeIndex, virtualizer]);
	const total = virtualizer.getTotalSize();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		ref: scrollRef,
		className: "ht-scroller",
		style: {
			height: Math.min(total, height),
			marginLeft: "1.25rem"
		},
		"data-testid": "tree-virtual-level",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			role: "group",
			className: "ht-group",
			style: {
				height: total,
				position: "relative",
				paddingLeft: 0
			},
			children: virtualizer.getVirtualItems().map((v) => {
				const kid = kids[v.index];
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TreeItem, {
					vnode: kid,
					active: isWithin(kid.row.id, activeId) ? activeId : void 0,
					index: v.index,
					measureRef: virtualizer.measureElement,
					style: {
						position: "absolute",
						top: 0,
						left: 0,
						right: 0,
						transform: `translateY(${v.start}px)`
					}
				}, v.key);
			})
		})
	});
}
function ListTools({ vnode }) {
	const { setListView } = useTree();
	const { row, listView } = vnode;
	const set = (patch) => setListView(row.key, {
		...listView,
		...patch
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "xs",
		className: "ht-note",
		onClick: (e) => e.stopPropagation(),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
			size: "xs",
			placeholder: "Filter the children",
			"aria-label": `Filter the children of ${row.node.name}`,
			value: listView.filter,
			onChange: (e) => set({ filter: e.currentTarget.value })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
			size: "xs",
			"aria-label": `Sort the children of ${row.node.name}`,
			value: listView.sort,
			onChange: (e) => set({ sort: e.currentTarget.value }),
			data: [
				{
					value: "service",
					label: "As listed"
				},
				{
					value: "name",
					label: "By name"
				},
				{
					value: "code",
					label: "By code"
				}
			]
		})]
	});
}
function GroupFooter({ vnode }) {
	const { props } = useTree();
	const { row, list, listView, loadedCount, children } = vnode;
	const stop = (e) => e.stopPropagation();
	if (!list || list.status === "loading") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: 6,
		className: "ht-note",
		role: "status",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, { size: 12 }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			size: "sm",
			c: "dimmed",
			children: [
				"Loading the children of ",
				row.node.name,
				"…"
			]
		})]
	});
	if (list.status === "error") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "xs",
		className: "ht-note",
		onClick: stop,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			size: "sm",
			c: "red",
			role: "alert",
			children: [
				"Couldn't load the children of ",
				row.node.name,
				"."
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "compact-xs",
			variant: "light",
			onClick: () => props.onRetry(row.key),
			children: "Retry"
		})]
	});
	const filtered = listView.filter.trim() !== "";
	const nothingShown = children.length === 0 || children.length === 1 && children[0].row.onPath && filtered;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		loadedCount === 0 && !list.hasMore && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			c: "dimmed",
			className: "ht-note",
			children: "No children."
		}),
		loadedCount > 0 && filtered && nothingShown && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			size: "sm",
			c: "dimmed",
			className: "ht-note",
			children: [
				"No loaded child matches “",
				listView.filter.trim(),
				"”."
			]
		}),
		list.error !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			c: "red",
			className: "ht-note",
			role: "alert",
			children: "Couldn't load more children."
		}),
		list.hasMore && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "ht-note",
			onClick: stop,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				size: "compact-xs",
				variant: "subtle",
				loading: list.loadingMore,
				onClick: () => props.onShowMore(row.key),
				children: [
					list.error !== null ? "Retry: show more" : "Show more",
					" (",
					loadedCount,
					list.total !== null ? ` of ${list.total}` : " loaded",
					")"
				]
			})
		})
	] });
}
// src/lib/tree/export/meta.ts
function exportRows(rows) {
	return rows.map((r) => ({
		id: r.id,
		parentId: r.parentId,
		level: r.level,
		name: r.node.name,
		code: r.node.code,
		isFocus: r.isFocus
	}));
}
/** `2026-11-23 22:15 UTC`: for headers and comments. */
function madeAt(d) {
	return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
/** The one line each picture and text names itself with. */
function provenanceLine(meta) {
	return `${meta.source} hierarchy around ${meta.root.name} (${meta.root.code}) · UMLS release ${meta.release} · made ${madeAt(meta.generatedAt)}`;
}
/**
* `hierarchy_MSH_D009203_2025AB_20261123-2215Z.svg`: source, node, release and time, with
* anything a file system may refuse replaced by `-`.
*/
function treeFileName(meta, format, kind = "hierarchy") {
	const t = meta.generatedAt.toISOString();
	const stamp = `${t.slice(0, 10).replace(/-/g, "")}-${t.slice(11, 13)}${t.slice(14, 16)}Z`;
	const safe = (s) => slug(s, 80) || "x";
	return `${[
		kind,
		meta.source,
		meta.root.code,
		meta.release,
		stamp
	].map(safe).join("_")}.${format}`;
}
// src/lib/tree/export/picture.ts
/**
* The visible tree as an SVG picture (names readable, the focus marked) and, in the browser,
* as a PNG drawn from that SVG. Every text goes through xmlText, so any name gives valid XML.
*/
var ROW = 24;
var INDENT = 22;
var PAD = 16;
var HEADER = 30;
var FONT = 13;
/** A generous average glyph width of the sans-serif face at 13 px: text never overflows. */
var CHAR_W = 7.6;
/** Escapes XML specials and drops characters XML 1.0 does not allow. */
function xmlText(s) {
	return s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
var label = (r) => `${r.name} (${r.code})`;
function treeToSvg(rows, meta) {
	const title = provenanceLine(meta);
	const widest = Math.max(title.length * 6.6, ...rows.map((r) => (r.level - 1) * INDENT + 16 + label(r).length * CHAR_W + (r.isFocus ? 60 : 0)));
	const width = Math.ceil(widest + 32);
	const height = HEADER + rows.length * ROW + PAD;
	const y = (i) => HEADER + i * ROW + ROW / 2;
	const x = (level) => PAD + (level - 1) * INDENT;
	const index = new Map(rows.map((r, i) => [r.id, i]));
	const out = [
		"<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${FONT}">`,
		`<title>${xmlText(title)}</title>`,
		`<desc>${xmlText(`Release ${meta.release}; made ${meta.generatedAt.toISOString()}`)}</desc>`,
		`<rect width="${width}" height="${height}" fill="#ffffff"/>`,
		`<text x="${PAD}" y="19" fill="#555555" font-size="11">${xmlText(title)}</text>`
	];
	rows.forEach((r, i) => {
		const p = r.parentId === null ? void 0 : index.get(r.parentId);
		if (p !== void 0) {
			const px = x(rows[p].level) + 4;
			out.push(`<path d="M${px} ${y(p) + 5} V${y(i)} H${x(r.level) - 2}" fill="none" stroke="#b0b7c3" stroke-width="1"/>`);
		}
		if (r.isFocus) out.push(`<rect x="${x(r.level) - 4}" y="${y(i) - ROW / 2 + 2}" width="${label(r).length * CHAR_W + 24}" height="20" rx="4" fill="#fff3bf" stroke="#e8a200"/>`);
		out.push(`<circle cx="${x(r.level) + 4}" cy="${y(i)}" r="3" fill="${r.isFocus ? "#e8a200" : "#5c7cfa"}"/>`);
		out.push(`<text x="${x(r.level) + 12}" y="${y(i) + 4}" fill="#1a1b1e"${r.isFocus ? " font-weight=\"bold\" data-focus=\"true\"" : ""}>${xmlText(r.name)} <tspan fill="#666666">(${xmlText(r.code)})</tspan></text>`);
	});
	out.push("</svg>");
	return out.join("\n");
}
/**
* Draws an SVG onto a canvas and returns it as a PNG (browser only; a Playwright test reads it
* back). `scale` 2 keeps names sharp on high-density screens and in slides.
*/
async function svgToPng(svg, scale = 2) {
	const size = /<svg[^>]*\bwidth="(\d+(?:\.\d+)?)"[^>]*\bheight="(\d+(?:\.\d+)?)"/.exec(svg);
	const width = Number(size?.[1] ?? 800);
	const height = Number(size?.[2] ?? 600);
	const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
	const img = new Image();
	img.decoding = "async";
	img.src = url;
	await img.decode();
	const canvas = document.createElement("canvas");
	canvas.width = Math.ceil(width * scale);
	canvas.height = Math.ceil(height * scale);
	const ctx = canvas.getContext("2d");
	if (!ctx) throw new Error("This browser cannot draw the picture (no canvas)");
	ctx.scale(scale, scale);
	ctx.drawImage(img, 0, 0, width, height);
	return await new Promise((resolve, reject) => canvas.toBlob((b) => b ? resolve(b) : reject(/* @__PURE__ */ new Error("The picture could not be encoded")), "image/png"));
}
// src/lib/tree/export/text.ts
/** The visible tree as indented text, a Markdown nested list and a Mermaid `graph TD`. */
function treeToText(rows, meta) {
	const lines = rows.map((r) => `${"  ".repeat(r.level - 1)}${r.name} (${r.code})${r.isFocus ? "   <- focus" : ""}`);
	return `${provenanceLine(meta)}\n\n${lines.join("\n")}\n`;
}
/** Backslash-escapes what Markdown would read as formatting, links or HTML. */
function markdownText(s) {
	return s.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, "\\$&").replace(/\s+/g, " ");
}
function treeToMarkdown(rows, meta) {
	const lines = rows.map((r) => {
		const text = `${markdownText(r.name)} \`${r.code.replace(/`/g, "'")}\``;
		return `${"  ".repeat(r.level - 1)}- ${r.isFocus ? `**${text}** (focus)` : text}`;
	});
	return `# ${markdownText(`${meta.source} hierarchy: ${meta.root.name}`)}\n\nUMLS release ${markdownText(meta.release)}, made ${madeAt(meta.generatedAt)}.\n\n${lines.join("\n")}\n`;
}
/** A Mermaid label in double quotes: quotes and markup become entity codes Mermaid reads. */
function mermaidLabel(s) {
	return s.replace(/&/g, "#amp;").replace(/"/g, "#quot;").replace(/</g, "#lt;").replace(/>/g, "#gt;").replace(/[\r\n]+/g, " ").replace(/\p{Cc}/gu, "");
}
function treeToMermaid(rows, meta) {
	const ids = new Map(rows.map((r, i) => [r.id, `n${i}`]));
	const out = [
		`%% ${provenanceLine(meta).replace(/[\r\n]+/g, " ")}`,
		"graph TD",
		...rows.map((r) => `  ${ids.get(r.id)}["${mermaidLabel(`${r.name} (${r.code})`)}"]`),
		...rows.filter((r) => r.parentId !== null && ids.has(r.parentId)).map((r) => `  ${ids.get(r.parentId)} --> ${ids.get(r.id)}`),
		"  classDef focus fill:#fff3bf,stroke:#e8a200,stroke-width:2px"
	];
	const focus = rows.filter((r) => r.isFocus).map((r) => ids.get(r.id));
	if (focus.length) out.push(`  class ${focus.join(",")} focus`);
	return `${out.join("\n")}\n`;
}
var CSV_COLUMNS = [
	"code",
	"name",
	"source",
	"depth",
	"parent",
	"path"
].map((c) => ({
	header: c,
	value: (r) => r[c]
}));
function subtreeToCsv(rows) {
	return assertNoApiKey(toCsv(rows, CSV_COLUMNS));
}
function subtreeToJson(rows, meta) {
	const doc = {
		meta: {
			release: meta.release,
			source: meta.source,
			root: meta.root,
			depth: meta.depth,
			generatedAt: meta.generatedAt.toISOString(),
			rowCount: rows.length,
			complete: meta.complete
		},
		rows: rows.map(({ code, name, source, depth, parent, path }) => ({
			code,
			name,
			source,
			depth,
			parent,
			path
		}))
	};
	return assertNoApiKey(`${JSON.stringify(doc, null, 2)}\n`);
}
// src/lib/tree/export/download.ts
/** Hands a made file to the browser as a download (browser only), through lib/export's download. */
function saveFile(fileName, data, type = "text/plain;charset=utf-8") {
	download(typeof data === "string" ? new Blob([data], { type }) : data, fileName);
}
var MIME = {
	svg: "image/svg+xml;charset=utf-8",
	png: "image/png",
	txt: "text/plain;charset=utf-8",
	md: "text/markdown;charset=utf-8",
	mmd: "text/plain;charset=utf-8",
	csv: "text/csv;charset=utf-8",
	json: "application/json;charset=utf-8"
};
// src/ui/tree/TreeExport.tsx
function TreeExportMenu({ rows, meta, focus, save = saveFile }) {
	const [error, setError] = (0, import_react.useState)(null);
	const run = async (format) => {
		setError(null);
		const full = {
			...meta,
			root: {
				code: focus.code,
				name: focus.name
			},
			generatedAt: /* @__PURE__ */ new Date()
		};
		const r = exportRows(rows);
		const name = treeFileName(full, format);
		try {
			if (format === "svg") save(name, treeToSvg(r, full), MIME.svg);
			else if (format === "png") save(name, await svgToPng(treeToSvg(r, full)), MIME.png);
			else if (format === "txt") save(name, treeToText(r, full), MIME.txt);
			else if (format === "md") save(name, treeToMarkdown(r, full), MIME.md);
			else if (format === "mmd") save(name, treeToMermaid(r, full), MIME.mmd);
		} catch (err) {
			setError(err instanceof Error ? err.message : String(err));
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu, {
			position: "bottom-start",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Target, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "xs",
				variant: "default",
				children: "Export the view"
			}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu.Dropdown, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Item, {
					onClick: () => void run("svg"),
					children: "Picture (SVG)"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Item, {
					onClick: () => void run("png"),
					children: "Picture (PNG)"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Item, {
					onClick: () => void run("txt"),
					children: "Indented text"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Item, {
					onClick: () => void run("md"),
					children: "Markdown"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Item, {
					onClick: () => void run("mmd"),
					children: "Mermaid"
				})
			] })]
		}), error && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			size: "sm",
			c: "red",
			role: "alert",
			children: ["The export failed: ", error]
		})]
	});
}
function SubtreeExport({ source, root, meta, save = saveFile, depths = [
	1,
	2,
	3,
	4,
	5
] }) {
	const [depth, setDepth] = (0, import_react.useState)(depths[0] ?? 1);
	const [status, setStatus] = (0, import_react.useState)({ kind: "idle" });
	const abort = (0, import_react.useRef)(null);
	const start = async (format) => {
		abort.current?.abort();
		const ctrl = new AbortController();
		abort.current = ctrl;
		setStatus({
			kind: "running",
			progress: {
				done: 0,
				known: 1,
				rows: 1,
				requests: 0
			}
		});
		try {
			const walk = await walkSubtree(source, root, {
				depth,
				signal: ctrl.signal,
				onProgress: (progress) => setStatus({
					kind: "running",
					progress
				})
			});
			const full = {
				...meta,
				root: {
					code: root.code,
					name: root.name
				},
				generatedAt: /* @__PURE__ */ new Date()
			};
			const name = treeFileName(full, format, `subtree-depth${depth}`);
			if (format === "csv") save(name, subtreeToCsv(walk.rows), MIME.csv);
			else save(name, subtreeToJson(walk.rows, {
				...full,
				depth,
				complete: walk.complete
			}), MIME.json);
			setStatus({
				kind: "done",
				rows: walk.rows.length,
				complete: walk.complete
			});
		} catch (err) {
			if (ctrl.signal.aborted) setStatus({ kind: "cancelled" });
			else setStatus({
				kind: "failed",
				message: err instanceof Error ? err.message : String(err)
			});
		} finally {
			if (abort.current === ctrl) abort.current = null;
		}
	};
	const running = status.kind === "running";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		"data-testid": "subtree-export",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				align: "end",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
						size: "xs",
						label: `Subtree of ${root.name}, depth`,
						value: String(depth),
						disabled: running,
						onChange: (e) => setDepth(Number(e.currentTarget.value)),
						data: depths.map((d) => ({
							value: String(d),
							label: d === 1 ? "1 (children)" : String(d)
						}))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "xs",
						variant: "default",
						disabled: running,
						onClick: () => void start("csv"),
						children: "CSV"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "xs",
						variant: "default",
						disabled: running,
						onClick: () => void start("json"),
						children: "JSON"
					}),
					running && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "xs",
						color: "red",
						variant: "light",
						onClick: () => abort.current?.abort(),
						children: "Cancel"
					})
				]
			}),
			running && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				role: "status",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Progress, {
					mt: "xs",
					size: "sm",
					value: 100 * status.progress.done / Math.max(1, status.progress.known),
					"aria-label": "Subtree export progress"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "xs",
					c: "dimmed",
					children: [
						status.progress.done,
						" of ",
						status.progress.known,
						" nodes so far (",
						status.progress.rows,
						" rows,",
						" ",
						status.progress.requests,
						" requests)"
					]
				})]
			}),
			status.kind === "done" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				role: "status",
				children: [
					"Saved ",
					status.rows,
					" rows",
					status.complete ? "" : " (stopped at the row limit)",
					"."
				]
			}),
			status.kind === "cancelled" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				role: "status",
				children: "Export cancelled; no file was made."
			}),
			status.kind === "failed" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				c: "red",
				role: "alert",
				children: ["The export failed: ", status.message]
			})
		]
	});
}
// src/ui/tree/TreePanel.tsx
var routerLink = ({ href, ...rest }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
	to: href,
	...rest
});
function TreePanel(props) {
	const { release, node, ctx, recentreTo } = props;
	const [params, setParams] = useSearchParams();
	const navigate = useNavigate();
	const paramText = params.toString();
	const { state, notes } = (0, import_react.useMemo)(() => parseTreeParams(new URLSearchParams(paramText), ctx), [
		paramText,
		ctx.kind,
		ctx.sab
	]);
	const focusRef = (0, import_react.useMemo)(() => state.focus ? parseNodeKey(state.focus) ?? node : node, [state.focus, node]);
	const source = (0, import_react.useMemo)(() => createUtsTreeSource({ release }), [release]);
	const paths = useQuery({
		...treePathsQuery(source, release, focusRef),
		placeholderData: keepPreviousData
	});
	const fileRelease = useQuery(resolvedReleaseQuery(release)).data ?? release;
	const allPaths = paths.data?.paths;
	const pathIndex = choosePath(allPaths?.length ?? 0, state.path);
	const path = (0, import_react.useMemo)(() => allPaths?.[pathIndex] ?? [], [allPaths, pathIndex]);
	const expanded = (0, import_react.useMemo)(() => new Set(state.expand), [state.expand]);
	const collapsed = (0, import_react.useMemo)(() => new Set(state.collapse), [state.collapse]);
	const openByDefault = (0, import_react.useMemo)(() => new Set(path.map((n) => n.key)), [path]);
	const { childList, showMore, retry, unknown, settled } = useChildLists(source, release, {
		path,
		expand: state.expand,
		collapsed
	});
	const [rows, setRows] = (0, import_react.useState)([]);
	const write = (0, import_react.useCallback)((next) => setParams((prev) => writeTreeParams(prev, next, ctx), {
		replace: true,
		preventScrollReset: true
	}), [setParams, ctx]);
	const setOpen = (0, import_react.useCallback)((keys, open) => write(withExpanded(state, keys, open, openByDefault)), [
		write,
		state,
		openByDefault
	]);
	const onRecentre = (0, import_react.useCallback)((key) => {
		const ref = parseNodeKey(key);
		if (!ref) return;
		const to = recentreTo?.(ref) ?? null;
		if (to !== null) {
			navigate(to);
			return;
		}
		const focus = key === nodeKey(node) ? null : key;
		setParams((prev) => writeTreeParams(prev, {
			...emptyTreeUrlState(),
			source: state.source,
			focus
		}, ctx), { preventScrollReset: true });
	}, [
		recentreTo,
		navigate,
		node,
		setParams,
		state.source,
		ctx
	]);
	if (paths.isError) {
		if (isApiError(paths.error) && paths.error.kind === "not-found") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			color: "gray",
			title: "Not found",
			"data-testid": "tree-not-found",
			children: [
				"There is no ",
				focusRef.kind === "atom" ? "atom" : `${focusRef.sab} code`,
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", { children: focusRef.id }),
				" ",
				"in release ",
				release,
				", so there is no hierarchy to show."
			]
		});
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			error: paths.error,
			what: "hierarchy",
			onRetry: () => void paths.refetch()
		});
	}
	if (!paths.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		size: "sm",
		c: "dimmed",
		role: "status",
		children: "Loading the hierarchy…"
	});
	const focus = paths.data.focus;
	const unknownNote = settled && unknown.length > 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		"data-testid": "tree-panel",
		children: [
			props.header,
			notes.expandDropped > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				c: "orange",
				role: "status",
				"data-testid": "tree-note-capped",
				children: [
					"The link expanded ",
					(notes.expandDropped + state.expand.length).toLocaleString("en"),
					" nodes; showing the first ",
					state.expand.length,
					"."
				]
			}),
			unknownNote && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "dimmed",
				role: "status",
				"data-testid": "tree-note-unknown",
				children: unknown.length === 1 ? "1 expanded node in the link was not found in this tree and is ignored." : `${unknown.length} expanded nodes in the link were not found in this tree and are ignored.`
			}),
			paths.data.graphTruncated && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "orange",
				role: "status",
				children: "This node has too many ancestors to show them all; some paths are left out."
			}),
			path.length <= 1 && !focus.hasChildren ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				c: "dimmed",
				"data-testid": "tree-empty",
				children: [focus.name, " has no parents and no children in this source."]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HierarchyTree, {
				label: props.label(focus),
				paths: paths.data.paths,
				pathIndex,
				onPathChange: (i) => write({
					...state,
					path: i
				}),
				expanded,
				collapsed,
				childList,
				onExpand: (k) => setOpen([k], true),
				onExpandMany: (ks) => setOpen(ks, true),
				onCollapse: (k) => setOpen([k], false),
				onRecentre,
				onShowMore: showMore,
				onRetry: retry,
				hrefOf: props.hrefOf,
				renderLink: routerLink,
				nodeActions: props.nodeActions,
				onVisibleRows: setRows
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "lg",
				align: "end",
				wrap: "wrap",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TreeExportMenu, {
					rows,
					meta: {
						release: fileRelease,
						source: focus.ref.sab
					},
					focus
				}), focus.hasChildren && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubtreeExport, {
					source,
					root: focus,
					meta: {
						release: fileRelease,
						source: focus.ref.sab
					}
				}, focus.key)]
			})
		]
	});
}
export { CodeWord as a, TREE_PARAMS as i, nodePagePath as n, nodeTreePath as r, TreePanel as t };
