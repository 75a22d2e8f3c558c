import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { C as pathForRef, K as useDocumentTitle, U as releaseToCarry, W as useRelease, at as Badge, ct as Alert, dt as Group, et as Title, gt as useDisclosure, it as Button, nt as Stack, ot as Anchor, pt as Collapse, st as Text, tt as TextInput } from "./index-D9x2-Kp7.js";
import { O as require_react, T as require_jsx_runtime, c as useLocation, f as useSearchParams, g as useQuery, t as Link, w as useQueryClient } from "./vendor-4g9ZpKyn.js";
import { n as QueryView, t as SectionBoundary } from "./SectionBoundary-DJ2YSlzP.js";
import { t as List } from "./List-C76iT4Zb.js";
import { a as formFromUrl, c as searchQuery, i as SEARCH_TYPES, n as INPUT_TYPES, o as formToParams, r as RETURN_ID_TYPES, s as formToUrl, t as DEFAULT_FORM } from "./searchUrl-OeezqO5j.js";
import { t as useHref } from "./useHref-DI6ZXo7y.js";
import { t as Checkbox } from "./Checkbox-CMylH_x5.js";
import { t as MultiSelect } from "./MultiSelect-CLfF5Hy6.js";
import { t as Select } from "./Select-GSSa1PIa.js";
import { t as SimpleGrid } from "./SimpleGrid-Crx1hBob.js";
import { t as semanticNetwork_default } from "./semanticNetwork-8feJ1BUO.js";
import { t as sourcesQuery } from "./sources-Car0o9o6.js";
import { i as SEARCH_TYPE_WORDS, o as plainOptions, r as RETURN_ID_TYPE_WORDS, t as INPUT_TYPE_WORDS } from "./plainWords-DGw3GT_H.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { t as VisuallyHidden } from "./VisuallyHidden-mwShJ9vH.js";
import { w as search } from "./uts-DV-A23bW.js";
import { i as TableExport, n as PageSizeSelect, o as searchPageSource } from "./export-DuIKWi5N.js";
import { n as APP_VERSION } from "./export-CvKKyFga.js";
import { i as lastSearchPage, n as isPastEnd, t as PagedEmpty } from "./PagedEmpty-DA4HFrUW.js";
import { t as AddToBasketButton } from "./AddToBasketButton-CTVRDjSk.js";
import { n as pageAfterResize } from "./pageSize-sQkReH-y.js";
// src/features/search/useFormKey.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* A key for the search form that changes when the URL changes from outside (Back, Forward,
* a link, the header box), so the form refills from it, but not when the form itself wrote
* the URL: remounting its selects then cost most of the time between Enter and the first
* result row (issue 16).
*/
function useFormKey(url) {
	const written = (0, import_react.useRef)(null);
	const [state, setState] = (0, import_react.useState)({
		url,
		key: 0
	});
	let current = state;
	if (url !== state.url) {
		current = {
			url,
			key: url === written.current ? state.key : state.key + 1
		};
		setState(current);
	}
	return {
		key: current.key,
		/** Called with the URL (its search string) the form is about to write. */
		own: (next) => {
			written.current = next;
		}
	};
}
// src/features/search/NoResults.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Nothing matched: offer the next searches worth trying, each one click away. */
function NoResults({ form }) {
	const link = useHref();
	const to = (change) => link(`/search?${formToUrl({
		...form,
		...change,
		pageNumber: 1
	}, null)}`);
	const words = form.string.trim().split(/\s+/).length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		color: "gray",
		title: `No results for “${form.string}”`,
		"data-testid": "no-results",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			children: "Try:"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List, {
			size: "sm",
			children: [
				!form.partialSearch && words > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List.Item, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: to({ partialSearch: true }),
						children: "Partial search"
					}),
					" ",
					"— matches with fewer of your words"
				] }),
				form.searchType !== "normalizedWords" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List.Item, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: to({ searchType: "normalizedWords" }),
						children: "Normalized words"
					}),
					" ",
					"— ignores word order, case and inflection"
				] }),
				form.searchType !== "rightTruncation" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List.Item, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
					component: Link,
					to: to({ searchType: "rightTruncation" }),
					children: [
						"Names starting with “",
						form.string,
						"”"
					]
				}) }),
				(form.sabs.length > 0 || form.semanticTypes.length > 0 || form.semanticGroups.length > 0) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List.Item, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: to({
							sabs: [],
							semanticTypes: [],
							semanticGroups: []
						}),
						children: "All sources and semantic types"
					}),
					" ",
					"— remove the filters"
				] }),
				form.inputType === "atom" && /\d/.test(form.string) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List.Item, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: to({
							inputType: "sourceUi",
							searchType: "exact"
						}),
						children: "Search it as a code"
					}),
					" ",
					"(exact source identifier)"
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(List.Item, { children: "Check the spelling, or use a shorter or more general term." })
			]
		})]
	});
}
// src/features/search/SearchForm.tsx
var STY_OPTIONS = semanticNetwork_default.types.map((t) => ({
	value: t.tui,
	label: `${t.name} (${t.tui})`
}));
var GROUP_OPTIONS = semanticNetwork_default.groups.map((g) => ({
	value: g.name,
	label: g.name
}));
var hasAdvanced = (f) => f.searchType !== DEFAULT_FORM.searchType || f.inputType !== DEFAULT_FORM.inputType || f.returnIdType !== DEFAULT_FORM.returnIdType || f.sabs.length > 0 || f.semanticTypes.length > 0 || f.semanticGroups.length > 0 || f.includeObsolete || f.includeSuppressible;
/** Every search parameter of the service as a control; submitting writes them to the URL. */
function SearchForm({ initial, release, onSubmit }) {
	const [form, setForm] = (0, import_react.useState)(initial);
	const [error, setError] = (0, import_react.useState)(null);
	const [advanced, { toggle }] = useDisclosure(hasAdvanced(initial));
	const sources = useQuery(sourcesQuery(release));
	const set = (key, value) => setForm((f) => ({
		...f,
		[key]: value
	}));
	const submit = (e) => {
		e.preventDefault();
		if (!form.string.trim()) {
			setError("Enter a term, a code or a CUI");
			return;
		}
		onSubmit({
			...form,
			string: form.string.trim(),
			pageNumber: 1
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		"aria-label": "Search form",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					align: "flex-end",
					wrap: "nowrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
						label: "Term, code or CUI",
						value: form.string,
						onChange: (e) => {
							set("string", e.currentTarget.value);
							setError(null);
						},
						error,
						maxLength: 500,
						style: { flex: 1 },
						required: true
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						children: "Search"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "lg",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						label: "Partial search (fewer words when all do not match)",
						checked: form.partialSearch,
						onChange: (e) => set("partialSearch", e.currentTarget.checked)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "subtle",
						size: "compact-sm",
						onClick: toggle,
						"aria-expanded": advanced,
						children: advanced ? "Fewer options" : "More options"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Collapse, {
					expanded: advanced,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
						cols: {
							base: 1,
							sm: 3
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
								label: "Search type",
								data: plainOptions(SEARCH_TYPE_WORDS, SEARCH_TYPES),
								value: form.searchType,
								onChange: (v) => v && set("searchType", v),
								allowDeselect: false
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
								label: "Input type",
								data: plainOptions(INPUT_TYPE_WORDS, INPUT_TYPES),
								value: form.inputType,
								onChange: (v) => v && set("inputType", v),
								allowDeselect: false
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
								label: "Return",
								data: plainOptions(RETURN_ID_TYPE_WORDS, RETURN_ID_TYPES),
								value: form.returnIdType,
								onChange: (v) => v && set("returnIdType", v),
								allowDeselect: false
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MultiSelect, {
								label: "Sources",
								placeholder: sources.isError ? "sources unavailable" : "all sources",
								data: (sources.data ?? []).map((s) => ({
									value: s.abbreviation,
									label: `${s.abbreviation} — ${s.expandedForm}`
								})),
								value: form.sabs,
								onChange: (v) => set("sabs", v),
								searchable: true,
								clearable: true
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MultiSelect, {
								label: "Semantic types",
								placeholder: "any",
								data: STY_OPTIONS,
								value: form.semanticTypes,
								onChange: (v) => set("semanticTypes", v),
								searchable: true,
								clearable: true
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MultiSelect, {
								label: "Semantic groups",
								placeholder: "any",
								data: GROUP_OPTIONS,
								value: form.semanticGroups,
								onChange: (v) => set("semanticGroups", v),
								searchable: true,
								clearable: true
							})
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						mt: "sm",
						gap: "lg",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
							label: "Include obsolete",
							checked: form.includeObsolete,
							onChange: (e) => set("includeObsolete", e.currentTarget.checked)
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
							label: "Include suppressible",
							checked: form.includeSuppressible,
							onChange: (e) => set("includeSuppressible", e.currentTarget.checked)
						})]
					})]
				})
			]
		})
	});
}
// src/features/search/searchColumns.ts
/** What the hit's identifier is, named the way a spreadsheet column would be. */
var ID_HEADER = {
	concept: {
		header: "CUI",
		key: "cui"
	},
	aui: {
		header: "AUI",
		key: "aui"
	},
	code: {
		header: "Code",
		key: "code"
	},
	sourceConcept: {
		header: "Code",
		key: "code"
	},
	sourceDescriptor: {
		header: "Code",
		key: "code"
	},
	sourceUi: {
		header: "Code",
		key: "code"
	}
};
/**
* Search results as exported: the table's name, identifier and source. The identifier
* column is named for what the search returned (CUI, AUI or code), never the hit's URI.
*/
function searchColumns(returnIdType) {
	const id = ID_HEADER[returnIdType];
	return [
		{
			header: "Name",
			key: "name",
			value: (h) => h.name
		},
		{
			header: id.header,
			key: id.key,
			value: (h) => h.ui
		},
		{
			header: "SAB",
			key: "sab",
			value: (h) => h.rootSource
		}
	];
}
// src/features/search/hitLink.ts
/**
* Where a hit leads: by the kind its URI names (CUI → concept, source code → source page,
* AUI → atom page), or by the requested returnIdType when a hit has no URI. Null for the
* codes NLM does not link either (NOCODE).
*/
function hitPath(hit, returnIdType) {
	if (hit.ui === "NOCODE" || hit.ui.endsWith("/NOCODE")) return null;
	if (hit.ref) return pathForRef(hit.ref);
	if (returnIdType === "concept") return pathForRef({
		kind: "CUI",
		id: hit.ui,
		source: null
	});
	if (returnIdType === "aui") return pathForRef({
		kind: "AUI",
		id: hit.ui,
		source: null
	});
	return hit.rootSource ? pathForRef({
		kind: "source",
		id: hit.ui,
		source: hit.rootSource
	}) : null;
}
// src/features/search/hitEntry.ts
/**
* What a search row adds to the basket: the CUI for a concept search, the source code for a
* code search. An AUI is a string, not a code a value set can list, and NOCODE is no code:
* neither gets a button.
*/
function hitEntry(hit, returnIdType, release) {
	if (hit.ui === "NOCODE" || hit.ui.endsWith("/NOCODE")) return null;
	const kind = hit.ref?.kind ?? (returnIdType === "concept" ? "CUI" : returnIdType === "aui" ? "AUI" : "source");
	if (kind === "CUI") return {
		system: "UMLS",
		code: hit.ui,
		display: hit.name,
		from: {
			kind: "CUI",
			id: hit.ui
		},
		release
	};
	const sab = hit.ref?.source ?? hit.rootSource;
	if (kind === "source" && sab) return {
		system: sab,
		code: hit.ref?.id ?? hit.ui,
		display: hit.name,
		from: sab === "RXNORM" ? {
			kind: "RXCUI",
			id: hit.ref?.id ?? hit.ui
		} : null,
		release
	};
	return null;
}
// src/features/search/SearchResults.tsx
function SearchResults({ page, returnIdType, isFetching, onPage, onPageSize }) {
	const link = useHref();
	const exporter = useSearchExport(returnIdType);
	const release = useRelease();
	const pastEnd = isPastEnd(page.pageNumber, page.hits.length);
	const first = useFirstSearchPage(pastEnd);
	const lastPage = lastSearchPage(pastEnd && first.data ? first.data : page);
	if (pastEnd) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PagedEmpty, {
		pageNumber: page.pageNumber,
		param: "pageNumber",
		lastPage: lastPage || null,
		checking: first.isLoading,
		children: null
	});
	const from = (page.pageNumber - 1) * page.pageSize + 1;
	const to = from + page.hits.length - 1;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			justify: "space-between",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "dimmed",
				"data-testid": "result-range",
				"aria-live": "polite",
				children: `Results ${from}–${to}${page.recCount !== null ? ` of ${page.recCount}` : ""}`
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageSizeSelect, {
						value: exporter.form.pageSize,
						onChange: onPageSize
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableExport, {
						...exporter.options,
						pageRows: page.hits,
						label: "Export results"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pager, {
						page,
						lastPage,
						isFetching,
						onPage,
						where: "top"
					})
				]
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			striped: true,
			highlightOnHover: true,
			"aria-label": "Search results",
			style: { opacity: isFetching ? .6 : 1 },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Name" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Identifier" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Source" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: "Basket" }) })
			] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: page.hits.map((h, i) => {
				const path = hitPath(h, returnIdType);
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: path ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: link(path),
						children: h.name
					}) : h.name }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						ff: "monospace",
						size: "sm",
						children: h.ui
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: h.rootSource && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						variant: "light",
						children: h.rootSource
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddToBasketButton, { entry: hitEntry(h, returnIdType, release) }) })
				] }, `${h.ui}-${h.rootSource}-${i}`);
			}) })]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
			justify: "flex-end",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pager, {
				page,
				lastPage,
				isFetching,
				onPage,
				where: "bottom"
			})
		})
	] });
}
/**
* The export of the search in the URL: "This page" is the hits on screen, "All pages" walks
* the same search page by page (recCount, when sent, tells how many pages there are).
*/
function useSearchExport(returnIdType) {
	const [params] = useSearchParams();
	const { pathname, search: query } = useLocation();
	const release = useRelease();
	const form = formFromUrl(params);
	return {
		form,
		options: {
			columns: searchColumns(returnIdType),
			what: `search ${form.string}`,
			meta: () => ({
				title: "search results",
				page: pathname + query,
				release,
				appVersion: APP_VERSION
			}),
			fetchPage: searchPageSource((pageNumber, signal) => search(formToParams({
				...form,
				pageNumber
			}), {
				release,
				signal
			}))
		}
	};
}
/**
* Page 1 of the search in the URL, asked for only when the page shown is past the end: a
* past-the-end page carries no hit count, page 1 may.
*/
function useFirstSearchPage(enabled) {
	const [params] = useSearchParams();
	const release = useRelease();
	const options = searchQuery(release, formToParams({
		...formFromUrl(params),
		pageNumber: 1
	}));
	return useQuery({
		...options,
		enabled: enabled && options.enabled !== false,
		placeholderData: void 0
	});
}
function Pager({ page, lastPage, isFetching, onPage, where }) {
	const n = page.pageNumber;
	const busy = isFetching;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "xs",
		component: "nav",
		"aria-label": `Result pages (${where})`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "compact-sm",
				variant: "default",
				disabled: n <= 1 || busy,
				onClick: () => onPage(1),
				children: "First page"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "compact-sm",
				variant: "default",
				disabled: n <= 1 || busy,
				onClick: () => onPage(n - 1),
				children: "Previous page"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				children: lastPage ? `Page ${n} of ${lastPage}` : `Page ${n}`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "compact-sm",
				variant: "default",
				disabled: page.isLast || busy,
				onClick: () => onPage(n + 1),
				children: "Next page"
			}),
			lastPage !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "compact-sm",
				variant: "default",
				disabled: n >= lastPage || busy,
				onClick: () => onPage(lastPage),
				children: "Last page"
			})
		]
	});
}
// src/features/search/SearchPage.tsx
function SearchPage() {
	const [params, setParams] = useSearchParams();
	const release = useRelease();
	const form = formFromUrl(params);
	useDocumentTitle(form.string ? `Search: ${form.string}` : "Search");
	const query = useQuery(searchQuery(release, formToParams(form)));
	const queryClient = useQueryClient();
	const formKey = useFormKey(params.toString());
	const go = (next) => {
		const nextParams = formToParams(next);
		if (nextParams.string.trim() !== "") queryClient.prefetchQuery(searchQuery(release, nextParams));
		const url = formToUrl(next, releaseToCarry(params));
		formKey.own(url.toString());
		setParams(url);
	};
	const cut = (params.get("string") ?? "").length > 500;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 1,
			children: "Search"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchForm, {
			initial: form,
			release,
			onSubmit: go
		}, formKey.key),
		cut && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			color: "yellow",
			title: "Search text shortened",
			children: [
				"Only the first ",
				500,
				" characters of the search text are searched."
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
			what: "results",
			children: form.string ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
				query,
				what: "search results",
				isEmpty: (p) => p.hits.length === 0 && p.pageNumber === 1,
				empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoResults, { form }),
				children: (page) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchResults, {
					page,
					returnIdType: form.returnIdType,
					isFetching: query.isFetching,
					onPage: (pageNumber) => go({
						...form,
						pageNumber
					}),
					onPageSize: (pageSize) => go({
						...form,
						pageSize,
						pageNumber: pageAfterResize(form.pageNumber, form.pageSize, pageSize)
					})
				})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				c: "dimmed",
				children: "Type a term, a code or a CUI and press Enter."
			})
		})
	] });
}
export { SearchPage };
