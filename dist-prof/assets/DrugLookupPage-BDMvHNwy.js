import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { K as useDocumentTitle, U as releaseToCarry, at as Badge, ct as Alert, dt as Group, et as Title, it as Button, nt as Stack, ot as Anchor, st as Text, tt as TextInput, x as drugPath } from "./index-D9x2-Kp7.js";
import { t as Tabs } from "./Tabs-CwTb-hlM.js";
import { O as require_react, T as require_jsx_runtime, _ as useQueries, f as useSearchParams, g as useQuery, h as queryOptions, t as Link, x as skipToken } from "./vendor-4g9ZpKyn.js";
import { t as CloseButton } from "./CloseButton-DPVtf8hz.js";
import { t as List } from "./List-C76iT4Zb.js";
import { r as Pill, t as MultiSelect } from "./MultiSelect-CLfF5Hy6.js";
import { n as QueryView, r as ErrorPanel, t as SectionBoundary } from "./SectionBoundary-DJ2YSlzP.js";
import { a as RXCUI_COLUMNS, c as shorten, f as orderedGroups, i as GroupedExport, l as unsendableReason, m as ttyLabel, n as ConceptTable, r as GroupedConcepts, s as sameIgnoringCase, t as ConceptLink, u as WRAP } from "./DrugConcepts-CoZeopIE.js";
import { t as Autocomplete } from "./Autocomplete-Ck1jZLHL.js";
import { t as defaultDrugClient } from "./defaultClient-BCUI7CiJ.js";
import { n as conceptPropertiesQuery, r as drugKey, t as ONCE } from "./drugs-i_Q6eKxQ.js";
import { a as idScopeFlag, l as parseLookup, r as LOOKUP_MODES, s as lookupSearch, u as uniqueBy } from "./drugUrls-BpFlr9GH.js";
import { t as Select } from "./Select-GSSa1PIa.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { i as TableExport, r as usePageMeta } from "./export-DuIKWi5N.js";
import { t as useHref } from "./useHref-DI6ZXo7y.js";
import { t as Checkbox } from "./Checkbox-CMylH_x5.js";
import { t as Switch } from "./Switch-DhFYV8G8.js";
// src/features/drug-lookup/displayTermIndex.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Case-insensitive key of a term or of typed text; whitespace runs count as one space. */
function termKey(text) {
	return text.toLowerCase().replace(/\s+/g, " ").trimStart();
}
var byCodeUnit = (a, b) => a < b ? -1 : a > b ? 1 : 0;
/** Builds the index; the service's own order is not relied on (it is sorted, but not promised). */
function buildDisplayTermIndex(terms) {
	const byKey = /* @__PURE__ */ new Map();
	for (const term of terms) {
		const key = termKey(term).trimEnd();
		if (key !== "" && !byKey.has(key)) byKey.set(key, term);
	}
	const keys = [...byKey.keys()].sort(byCodeUnit);
	return {
		keys,
		terms: keys.map((k) => byKey.get(k))
	};
}
/** Position of the first key that is not below `prefix`. */
function lowerBound(keys, prefix) {
	let lo = 0;
	let hi = keys.length;
	while (lo < hi) {
		const mid = lo + hi >>> 1;
		if (keys[mid] < prefix) lo = mid + 1;
		else hi = mid;
	}
	return lo;
}
/** Up to `limit` terms starting with `typed` (case-insensitive), in alphabetical order. */
function prefixMatches(index, typed, limit = 10) {
	const prefix = termKey(typed);
	if (prefix.trim() === "" || limit <= 0) return [];
	const out = [];
	for (let i = lowerBound(index.keys, prefix); i < index.keys.length && out.length < limit; i++) {
		if (!index.keys[i].startsWith(prefix)) break;
		out.push(index.terms[i]);
	}
	return out;
}
/** How many terms start with `typed`: the "n more" hint under the suggestions. */
function countPrefixMatches(index, typed) {
	const prefix = termKey(typed);
	if (prefix.trim() === "") return 0;
	const start = lowerBound(index.keys, prefix);
	return lowerBound(index.keys, prefix + "￿") - start;
}
// src/features/drug-lookup/queries.ts
/** Query options of the drug lookup page (keys: lib/queries/drugs.ts). */
var client = defaultDrugClient;
var displayTermsQuery = () => queryOptions({
	queryKey: drugKey("getDisplayTerms"),
	queryFn: async ({ signal }) => buildDisplayTermIndex(await client().getDisplayTerms(signal)),
	...ONCE
});
var idTypesQuery = () => queryOptions({
	queryKey: drugKey("getIdTypes"),
	queryFn: ({ signal }) => client().getIdTypes(signal),
	...ONCE
});
var findRxcuiByStringQuery = (s) => queryOptions({
	queryKey: s.advanced ? drugKey("findRxcuiByString", s.name, [...s.sources], s.allSources ? 1 : 0) : drugKey("findRxcuiByString", s.name),
	queryFn: s.name !== "" ? ({ signal }) => s.advanced ? client().findRxcuiByString(s.name, s.sources, s.allSources ? 1 : 0, signal) : client().findRxcuiByString(s.name, signal) : skipToken
});
var spellingSuggestionsQuery = (term) => queryOptions({
	queryKey: drugKey("getSpellingSuggestions", term),
	queryFn: term !== "" ? ({ signal }) => client().getSpellingSuggestions(term, signal) : skipToken
});
var drugsQuery = (name) => queryOptions({
	queryKey: drugKey("getDrugs", name),
	queryFn: name !== "" ? ({ signal }) => client().getDrugs(name, signal) : skipToken
});
var findRxcuiByIdQuery = (idType, id, scope) => queryOptions({
	queryKey: drugKey("findRxcuiById", idType, id, scope),
	queryFn: id.trim() !== "" ? ({ signal }) => {
		const flag = idScopeFlag(scope);
		return flag === void 0 ? client().findRxcuiById(idType, id.trim(), signal) : client().findRxcuiById(idType, id.trim(), flag, signal);
	} : skipToken
});
var INGREDIENT_TTYS = [
	"IN",
	"MIN",
	"PIN"
];
/**
* A picked ingredient name → its ingredient concept: the name's RXCUIs (exact search), then
* the first that is an ingredient (a name can also be a brand or a synonym of something else).
*/
var ingredientQuery = (name) => queryOptions({
	queryKey: drugKey("ingredient", name),
	queryFn: async ({ signal }) => {
		const rxcuis = await client().findRxcuiByString(name, signal);
		const found = (await Promise.all(rxcuis.slice(0, 10).map((r) => client().getRxConceptProperties(r, signal)))).filter((c) => c !== null);
		return {
			name,
			concept: INGREDIENT_TTYS.map((tty) => found.find((c) => c.TTY === tty)).find((c) => c !== void 0) ?? null
		};
	}
});
var multiIngredBrandQuery = (rxcuis) => queryOptions({
	queryKey: drugKey("getMultiIngredBrand", [...rxcuis]),
	queryFn: rxcuis.length > 0 ? ({ signal }) => client().getMultiIngredBrand(rxcuis, signal) : skipToken
});
// src/features/drug-lookup/DrugNameInput.tsx
var import_jsx_runtime = require_jsx_runtime();
var SHOWN = 10;
/**
* A drug-name box completing from the service's display terms. The list loads once per
* session; when it cannot be loaded the box still works for typing, and says so.
*/
function DrugNameInput({ value, onChange, description, ...rest }) {
	const terms = useQuery(displayTermsQuery());
	const index = terms.data;
	const options = (0, import_react.useMemo)(() => index ? prefixMatches(index, value, SHOWN) : [], [index, value]);
	const total = (0, import_react.useMemo)(() => index ? countPrefixMatches(index, value) : 0, [index, value]);
	const hint = terms.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		"Suggestions are unavailable (the name list could not be loaded); you can still type a name.",
		" ",
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
			component: "button",
			type: "button",
			size: "xs",
			onClick: () => void terms.refetch(),
			children: "Load suggestions again"
		})
	] }) : total > SHOWN ? `${total} names start with this; keep typing to narrow them.` : description;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Autocomplete, {
		...rest,
		value,
		onChange,
		data: options,
		filter: ({ options: o }) => o,
		description: hint,
		autoComplete: "off",
		spellCheck: false
	});
}
// src/features/drug-lookup/ShortText.tsx
/**
* A user's text cut to its first characters and "…" when long, with the whole text in the
* title (hover) so nothing is lost; short text is shown as it is.
*/
function ShortText({ text, max }) {
	const short = shorten(text, max);
	return short === text ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: text }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		title: text,
		children: short
	});
}
// src/features/drug-lookup/BrandFinder.tsx
var INPUT_ID = "brand-ingredient";
var lower = (s) => s.toLowerCase();
/**
* Pick ingredient names; the brands containing all of them are found on submit. The chips
* are the URL's ingredients plus names picked here but not searched yet; removing a chip
* removes it from the URL too, so the results always belong to the chips shown.
*/
function BrandFinderForm({ state, onSearch }) {
	const [picked, setPicked] = (0, import_react.useState)(state.ingredients);
	const [seen, setSeen] = (0, import_react.useState)(state.ingredients);
	const [typed, setTyped] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	const clearNext = (0, import_react.useRef)(false);
	const chips = (0, import_react.useRef)(null);
	/** Which chip's remove button gets the focus after a removal (the input when none is left). */
	const focusAfterRemoval = (0, import_react.useRef)(null);
	if (JSON.stringify(seen) !== JSON.stringify(state.ingredients)) {
		const unsearched = picked.filter((p) => !seen.some((x) => sameIgnoringCase(x, p)));
		setSeen(state.ingredients);
		setPicked(uniqueBy([...state.ingredients, ...unsearched], lower));
	}
	(0, import_react.useEffect)(() => {
		const at = focusAfterRemoval.current;
		if (at === null) return;
		focusAfterRemoval.current = null;
		((chips.current?.querySelectorAll("[data-remove-chip]"))?.[at] ?? document.getElementById(INPUT_ID))?.focus();
	});
	/** The names with `name` added (once, in any case), or null when it cannot be sent. */
	const withName = (name) => {
		const n = name.trim();
		if (n === "") return picked;
		const why = unsendableReason("Ingredient", n);
		setError(why);
		if (why !== null) return null;
		return picked.some((p) => sameIgnoringCase(p, n)) ? picked : [...picked, n];
	};
	const add = (name) => {
		const names = withName(name);
		if (names === null) return;
		setPicked(names);
		setTyped("");
	};
	const remove = (name, index) => {
		focusAfterRemoval.current = index;
		setPicked(picked.filter((x) => x !== name));
		if (state.ingredients.some((x) => sameIgnoringCase(x, name))) onSearch({
			...state,
			mode: "brands",
			ingredients: state.ingredients.filter((x) => !sameIgnoringCase(x, name))
		});
	};
	const submit = (e) => {
		e.preventDefault();
		const names = withName(typed);
		if (names === null) return;
		setPicked(names);
		setTyped("");
		onSearch({
			...state,
			mode: "brands",
			ingredients: names
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		"aria-label": "Find brands by ingredients",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				align: "flex-end",
				wrap: "wrap",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrugNameInput, {
						id: INPUT_ID,
						label: "Ingredient",
						placeholder: "e.g. loratadine",
						value: typed,
						error,
						onChange: (v) => {
							setError(null);
							if (clearNext.current) {
								clearNext.current = false;
								setTyped("");
							} else setTyped(v);
						},
						onOptionSubmit: (v) => {
							clearNext.current = true;
							add(v);
						},
						style: {
							flex: 1,
							minWidth: 260
						}
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "default",
						onClick: () => add(typed),
						disabled: typed.trim() === "",
						children: "Add ingredient"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						disabled: picked.length === 0 && typed.trim() === "",
						children: "Find brands"
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				"aria-label": "Picked ingredients",
				role: "list",
				ref: chips,
				children: [picked.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					children: "No ingredients picked yet."
				}), picked.map((p, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pill, {
					role: "listitem",
					size: "md",
					maw: "100%",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						gap: 4,
						wrap: "nowrap",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							span: true,
							size: "sm",
							truncate: "end",
							maw: "min(24rem, 70vw)",
							title: p,
							children: p
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
							size: "xs",
							"data-remove-chip": true,
							"aria-label": `Remove ${shorten(p)}`,
							onClick: () => remove(p, i)
						})]
					})
				}, p))]
			})]
		})
	});
}
function BrandFinderResults({ state }) {
	const problems = state.ingredients.map((n) => unsendableReason("Ingredient", n));
	const resolved = useQueries({ queries: state.ingredients.map((n, i) => ({
		...ingredientQuery(n),
		enabled: problems[i] === null
	})) });
	const done = resolved.every((q) => q.isSuccess);
	const failed = resolved.some((q) => q.isError);
	const concepts = done ? resolved.map((q) => q.data?.concept ?? null) : [];
	const missing = done ? state.ingredients.filter((_, i) => concepts[i] === null) : [];
	const rxcuis = done && missing.length === 0 ? concepts.map((c) => c?.RXCUI ?? "").filter((r) => r !== "") : [];
	const brands = useQuery(multiIngredBrandQuery(rxcuis));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		"data-testid": "brand-results",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
			what: "ingredients",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "ingredients-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					size: "h3",
					id: "ingredients-heading",
					children: "Ingredients"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
					spacing: 4,
					children: state.ingredients.map((name, i) => {
						const q = resolved[i];
						return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List.Item, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
							span: true,
							style: WRAP,
							children: [
								"“",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShortText, { text: name }),
								"” →",
								" "
							]
						}), problems[i] ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							span: true,
							c: "orange",
							role: "alert",
							children: problems[i]
						}) : q.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							span: true,
							c: "dimmed",
							"aria-busy": "true",
							children: "looking up…"
						}) : q.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
							error: q.error,
							what: `the ingredient “${name}”`,
							onRetry: () => void q.refetch()
						}) : q.data.concept ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConceptLink, { concept: q.data.concept }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							span: true,
							c: "orange",
							children: "no ingredient has this name"
						})] }, name);
					})
				})]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
			what: "brands",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "brands-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					size: "h3",
					id: "brands-heading",
					children: "Brands containing all of them"
				}), missing.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
					color: "orange",
					title: "Not every name is an ingredient",
					role: "alert",
					children: [
						"Brands are found from ingredients. Change or remove:",
						" ",
						missing.map((m) => `“${shorten(m)}”`).join(", "),
						"."
					]
				}) : !done ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					children: problems.some((p) => p !== null) ? "An ingredient name has a character that can’t be sent: remove that ingredient." : failed ? "An ingredient could not be looked up: retry it above." : "Waiting for the ingredients…"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
					query: brands,
					what: "brands",
					isEmpty: (d) => d.length === 0,
					empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: "No brand contains all of these ingredients." }),
					children: (list) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConceptTable, {
						concepts: list,
						caption: `${list.length} brand${list.length === 1 ? "" : "s"}`
					})
				})]
			})
		})]
	});
}
// src/features/drug-lookup/RxcuiResults.tsx
/** More than this many RXCUIs are listed without names, to stay inside the 20 requests/s budget. */
var NAMED = 25;
/**
* RXCUIs from a find call, each with its name and term type (getRxConceptProperties, one
* call per row, each row with its own loading and error state).
*/
function RxcuiResults({ rxcuis, caption }) {
	const href = useHref();
	const props = useQueries({ queries: rxcuis.slice(0, NAMED).map((r) => conceptPropertiesQuery(r)) });
	const meta = usePageMeta(caption);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
		justify: "flex-end",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableExport, {
			label: "Export RXCUIs",
			columns: RXCUI_COLUMNS,
			what: caption,
			meta,
			pageRows: rxcuis.map((rxcui, i) => ({
				rxcui,
				concept: props[i]?.data
			}))
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
		minWidth: 420,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			striped: true,
			highlightOnHover: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Caption, {
					style: {
						captionSide: "top",
						textAlign: "left"
					},
					children: caption
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "RXCUI" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Name" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Term type" })
				] }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: rxcuis.map((rxcui, i) => {
					const q = props[i];
					const concept = q?.data;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							component: Link,
							to: href(drugPath(rxcui)),
							ff: "monospace",
							children: rxcui
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, {
							style: WRAP,
							children: !q ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								span: true,
								c: "dimmed",
								size: "sm",
								children: "open the concept for its name"
							}) : q.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								span: true,
								c: "dimmed",
								size: "sm",
								"aria-busy": "true",
								children: "loading…"
							}) : q.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
								error: q.error,
								what: `the name of ${rxcui}`,
								onRetry: () => void q.refetch()
							}) : concept ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
								component: Link,
								to: href(drugPath(rxcui)),
								children: concept.STR || rxcui
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								span: true,
								c: "dimmed",
								size: "sm",
								children: "not an active concept"
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: concept?.TTY ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: "light",
							title: ttyLabel(concept.TTY),
							children: concept.TTY
						}) : null })
					] }, rxcui);
				}) })
			]
		})
	})] });
}
// src/features/drug-lookup/IdSearch.tsx
var SCOPES = [
	{
		value: "default",
		label: "Any concept the service knows (its default)"
	},
	{
		value: "active",
		label: "Active concepts only"
	},
	{
		value: "current",
		label: "Current concepts, from every source"
	}
];
var PLACEHOLDERS = {
	NDC: "e.g. 0093-1113-10, 00093111310 or 0093-1113",
	UMLSCUI: "e.g. C0065374",
	UNII_CODE: "e.g. 7Q3P4BS2FD"
};
function IdSearchForm({ state, onSearch, problem }) {
	const idTypes = useQuery(idTypesQuery());
	const [idType, setIdType] = (0, import_react.useState)(state.idType);
	const [id, setId] = (0, import_react.useState)(state.id);
	const [scope, setScope] = (0, import_react.useState)(state.idScope);
	const [error, setError] = (0, import_react.useState)(problem);
	const submit = (e) => {
		e.preventDefault();
		const why = unsendableReason("Identifier", id);
		setError(why);
		if (why === null) onSearch({
			...state,
			mode: "id",
			idType,
			id: id.trim(),
			idScope: scope
		});
	};
	const types = idTypes.data ?? [idType];
	const unknownType = idTypes.isSuccess && !idTypes.data.includes(idType);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		"aria-label": "Find drugs by identifier",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				align: "flex-end",
				wrap: "wrap",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Identifier type",
						data: types,
						value: idType,
						onChange: (v) => v && setIdType(v),
						allowDeselect: false,
						searchable: true,
						w: 200,
						description: idTypes.isPending ? "Loading the types…" : void 0,
						error: unknownType ? `“${shorten(idType, 30)}” is not an identifier type: pick one.` : void 0
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
						label: "Identifier",
						placeholder: PLACEHOLDERS[idType] ?? "identifier",
						value: id,
						onChange: (e) => {
							setId(e.currentTarget.value);
							setError(null);
						},
						error,
						style: {
							flex: 1,
							minWidth: 220
						},
						spellCheck: false,
						autoComplete: "off"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Scope",
						data: SCOPES,
						value: scope,
						onChange: (v) => v && setScope(v),
						allowDeselect: false,
						w: 300
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						children: "Find"
					})
				]
			}), idTypes.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
				error: idTypes.error,
				what: "the identifier types",
				onRetry: () => void idTypes.refetch()
			})]
		})
	});
}
function IdSearchResults({ state }) {
	const idTypes = useQuery(idTypesQuery());
	const unknownType = idTypes.isSuccess && !idTypes.data.includes(state.idType);
	const found = useQuery({
		...findRxcuiByIdQuery(state.idType, state.id, state.idScope),
		enabled: idTypes.isSuccess && !unknownType || idTypes.isError
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
		what: "concepts with this identifier",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			"aria-labelledby": "id-heading",
			"data-testid": "id-results",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Title, {
					order: 2,
					size: "h3",
					id: "id-heading",
					style: WRAP,
					children: [
						"Concepts with ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShortText, {
							text: state.idType,
							max: 30
						}),
						" “",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShortText, { text: state.id }),
						"”"
					]
				}),
				unknownType ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					role: "alert",
					c: "orange",
					style: WRAP,
					children: [
						"The identifier type “",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShortText, {
							text: state.idType,
							max: 30
						}),
						"” is unknown to the drug service. Pick one of the listed types."
					]
				}) : idTypes.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					"aria-busy": "true",
					children: "Loading the identifier types…"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
					query: found,
					what: "concepts with this identifier",
					isEmpty: (d) => d.length === 0,
					empty: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: ["No concept has this identifier.", state.idType === "NDC" && " NDCs are accepted as 11 digits, 4-4-2, 5-3-2, 5-4-1 or a 2-part product code, without asterisks."] }),
					children: (rxcuis) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RxcuiResults, {
						rxcuis,
						caption: `${rxcuis.length} concept${rxcuis.length === 1 ? "" : "s"}`
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "xs",
					c: "dimmed",
					mt: 4,
					children: SCOPES.find((s) => s.value === state.idScope)?.label
				})
			]
		})
	});
}
// src/features/drug-lookup/sources.ts
/**
* Source vocabularies (SAB) offered for the advanced name search. The service has no
* operation that lists them, so this is the list NLM published for RxNorm's sources in the
* SOAP era (shared/reference/rxnorm-soap-wire.md §7).
*/
var RXNORM_SOURCES = [
	"GS",
	"MDDB",
	"MMSL",
	"MMX",
	"MSH",
	"MTHFDA",
	"MTHSPL",
	"NDDF",
	"NDFRT",
	"RXNORM",
	"SNOMEDCT",
	"VANDF"
];
// src/features/drug-lookup/NameSearch.tsx
/** The name form; it starts from the URL and writes back to it on submit. */
function NameSearchForm({ state, onSearch, problem }) {
	const [name, setName] = (0, import_react.useState)(state.name);
	const [error, setError] = (0, import_react.useState)(problem);
	const [advanced, setAdvanced] = (0, import_react.useState)(state.advanced);
	const [sources, setSources] = (0, import_react.useState)(state.sources);
	const [allSources, setAllSources] = (0, import_react.useState)(state.allSources);
	const submit = (e) => {
		e?.preventDefault();
		const why = unsendableReason("Drug name", name);
		setError(why);
		if (why === null) onSearch({
			...state,
			mode: "name",
			name: name.trim(),
			advanced,
			sources,
			allSources
		});
	};
	const sourceOptions = [.../* @__PURE__ */ new Set([...RXNORM_SOURCES, ...state.sources])];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		"aria-label": "Find drugs by name",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					align: "flex-end",
					wrap: "wrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrugNameInput, {
						label: "Drug name",
						placeholder: "e.g. lisinopril",
						value: name,
						onChange: (v) => {
							setName(v);
							setError(null);
						},
						error,
						style: {
							flex: 1,
							minWidth: 260
						}
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						children: "Search"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
					label: "Advanced search (sources and all-sources flag)",
					checked: advanced,
					onChange: (e) => setAdvanced(e.currentTarget.checked)
				}),
				advanced && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					align: "flex-end",
					wrap: "wrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MultiSelect, {
						label: "Sources",
						description: "Only used when “all sources” is on; none picked means every source.",
						data: sourceOptions,
						value: sources,
						onChange: setSources,
						searchable: true,
						clearable: true,
						style: {
							flex: 1,
							minWidth: 260
						}
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						label: "All sources (allSourcesFlag = 1): current concepts from the picked sources",
						checked: allSources,
						onChange: (e) => setAllSources(e.currentTarget.checked)
					})]
				})
			]
		})
	});
}
/** Results of a name search: the concepts with that exact name, and the drug products for it. */
function NameSearchResults({ state }) {
	const href = useHref();
	const found = useQuery(findRxcuiByStringQuery(state));
	const drugs = useQuery(drugsQuery(state.name));
	const nothing = found.data?.length === 0;
	const spelling = useQuery({
		...spellingSuggestionsQuery(state.name),
		enabled: nothing
	});
	const quoted = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		"“",
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShortText, { text: state.name }),
		"”"
	] });
	const isOther = (w) => !sameIgnoringCase(w, state.name);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "lg",
		"data-testid": "name-results",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
			what: "concepts with this name",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "exact-heading",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Title, {
						order: 2,
						size: "h3",
						id: "exact-heading",
						style: WRAP,
						children: ["Concepts named ", quoted]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "xs",
						c: "dimmed",
						mb: "xs",
						children: state.advanced ? `Advanced search: ${state.allSources ? `all sources flag 1, sources ${state.sources.join(", ") || "all"}` : "all sources flag 0 (active RxNorm concepts)"}.` : "Exact name, any case."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
						query: found,
						what: "concepts with this name",
						isEmpty: (d) => d.length === 0,
						empty: state.advanced ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: "No concept has this name in the picked sources." }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: "No concept has exactly this name." }),
						children: (rxcuis) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RxcuiResults, {
							rxcuis,
							caption: `${rxcuis.length} concept${rxcuis.length === 1 ? "" : "s"}`
						})
					}),
					nothing && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						"data-testid": "spelling",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
							query: spelling,
							what: "spelling suggestions",
							isEmpty: (d) => !d.some(isOther),
							empty: "No spelling suggestions either.",
							loadingLines: 1,
							children: (words) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
								size: "sm",
								mt: "xs",
								children: [
									"Did you mean:",
									" ",
									words.filter(isOther).slice(0, 10).map((w, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [i > 0 && ", ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
										component: Link,
										to: href("/drugs", lookupSearch({
											...state,
											name: w
										})),
										children: w
									})] }, w)),
									"?"
								]
							})
						})
					})
				]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
			what: "drug products",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "drugs-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Title, {
					order: 2,
					size: "h3",
					id: "drugs-heading",
					style: WRAP,
					children: ["Drug products for ", quoted]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
					query: drugs,
					what: "drug products",
					isEmpty: (d) => d.every((g) => (g.rxConcept ?? []).length === 0),
					empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: "No drug products for this name. Try an ingredient (e.g. lisinopril), a brand name or one component of a combination." }),
					children: (groups) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GroupedExport, {
						groups,
						what: `drug products ${state.name}`,
						title: `drug products for ${state.name}`
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GroupedConcepts, {
						groups: orderedGroups(groups),
						headingOrder: 3
					})] })
				})]
			})
		})]
	});
}
// src/features/drug-lookup/DrugLookupPage.tsx
var MODE_LABELS = {
	name: "By name",
	id: "By identifier",
	brands: "Brands by ingredients"
};
/** `/drugs`: look drugs up by name, by identifier, or find brands from ingredients. Everything is in the URL. */
function DrugLookupPage() {
	useDocumentTitle("Drugs");
	const [params, setParams] = useSearchParams();
	const state = parseLookup(params);
	const release = releaseToCarry(params);
	const go = (next) => {
		const p = lookupSearch(next);
		if (release) p.set("release", release);
		setParams(p);
	};
	const nameKey = JSON.stringify([
		state.name,
		state.advanced,
		state.sources,
		state.allSources
	]);
	const idKey = JSON.stringify([
		state.idType,
		state.id,
		state.idScope
	]);
	const nameProblem = unsendableReason("Drug name", state.name);
	const idProblem = unsendableReason("Identifier", state.id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		maw: 1100,
		gap: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				children: "Drugs"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				c: "dimmed",
				children: "Look up RxNorm drug concepts by name or identifier, or find the brands that combine ingredients."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
				value: state.mode,
				onChange: (v) => v && go({
					...state,
					mode: v
				}),
				keepMounted: true,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.List, { children: LOOKUP_MODES.map((m) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.Tab, {
						value: m,
						children: MODE_LABELS[m]
					}, m)) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs.Panel, {
						value: "name",
						pt: "md",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameSearchForm, {
							state,
							onSearch: go,
							problem: nameProblem
						}, nameKey), state.mode === "name" && state.name !== "" && nameProblem === null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
							mt: "lg",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameSearchResults, { state })
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs.Panel, {
						value: "id",
						pt: "md",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IdSearchForm, {
							state,
							onSearch: go,
							problem: idProblem
						}, idKey), state.mode === "id" && state.id !== "" && idProblem === null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
							mt: "lg",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IdSearchResults, { state })
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs.Panel, {
						value: "brands",
						pt: "md",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandFinderForm, {
							state,
							onSearch: go
						}), state.mode === "brands" && state.ingredients.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
							mt: "lg",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandFinderResults, { state })
						})]
					})
				]
			})
		]
	});
}
export { DrugLookupPage };
