import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { K as useDocumentTitle, O as sourceCodePath, a as BasketFormatError, at as Badge, ct as Alert, dt as Group, et as Title, i as basketStore, it as Button, nt as Stack, ot as Anchor, r as useBasket, st as Text, tt as TextInput, x as drugPath, y as conceptPath } from "./index-D9x2-Kp7.js";
import { n as FileButton, t as Textarea } from "./Textarea-DH9tt2vQ.js";
import { n as notifications } from "./notifications.store-BL2TFlY2.js";
import { O as require_react, T as require_jsx_runtime, c as useLocation, l as useNavigate, t as Link } from "./vendor-4g9ZpKyn.js";
import { a as shareUrl, c as buildValueSet, d as fhirSystemFor, i as encodeBasket, l as groupBySystem, n as MAX_SHARE_CHARS, o as tokenFromHash, r as decodeBasket, s as BASKET_COLUMNS, t as basketFromFile, u as valueSetJson } from "./basket-BM6J3XqJ.js";
import { t as Checkbox } from "./Checkbox-CMylH_x5.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { t as VisuallyHidden } from "./VisuallyHidden-mwShJ9vH.js";
import { c as toCsv, i as exportFileName, o as jsonBlob, r as download, s as csvBlob } from "./export-CvKKyFga.js";
// src/features/basket/BasketGroup.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Rows drawn at first per system: 10,000 table rows would take seconds to lay out. */
var FIRST_ROWS = 200;
function codePath(e) {
	if (e.system === "UMLS") return conceptPath(e.code);
	return sourceCodePath(e.system, e.code);
}
/** One code system's entries: code, name, where it came from, release, when added. */
function BasketGroup({ system, entries, selected, onSelect, onRemove }) {
	const [all, setAll] = (0, import_react.useState)(false);
	const shown = all ? entries : entries.slice(0, FIRST_ROWS);
	const uri = fhirSystemFor(system);
	const headingId = `basket-system-${system}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": headingId,
		"data-testid": `basket-group-${system}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				mb: 4,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 2,
						size: "h4",
						id: headingId,
						children: system === "UMLS" ? "UMLS concepts (CUI)" : system
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						variant: "light",
						children: entries.length
					}),
					uri ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "xs",
						c: "dimmed",
						ff: "monospace",
						children: uri
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						color: "orange",
						variant: "light",
						children: "no FHIR system URI"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						size: "compact-xs",
						variant: "subtle",
						color: "red",
						onClick: () => onRemove(entries.map((e) => e.id)),
						children: ["Remove all ", system]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
				minWidth: 640,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
					striped: true,
					"aria-labelledby": headingId,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, {
							w: 36,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: "Select" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Code" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Name" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "From" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Release" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Added" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, {
							w: 90,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: "Remove" })
						})
					] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: shown.map((e) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, {
						"data-testid": "basket-row",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
								"aria-label": `Select ${e.system} ${e.code}`,
								checked: selected.has(e.id),
								onChange: (ev) => onSelect(e.id, ev.currentTarget.checked)
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
								component: Link,
								to: codePath(e),
								ff: "monospace",
								size: "sm",
								children: e.code
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, {
								style: { wordBreak: "break-word" },
								children: e.display
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: e.from && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
								component: Link,
								to: e.from.kind === "CUI" ? conceptPath(e.from.id) : drugPath(e.from.id),
								size: "sm",
								ff: "monospace",
								children: [
									e.from.kind,
									" ",
									e.from.id
								]
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: e.release }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								size: "xs",
								title: e.addedAt,
								children: new Date(e.addedAt).toLocaleString()
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								size: "compact-xs",
								variant: "subtle",
								color: "red",
								"aria-label": `Remove ${e.system} ${e.code}`,
								onClick: () => onRemove([e.id]),
								children: "Remove"
							}) })
						]
					}, e.id)) })]
				})
			}),
			!all && entries.length > FIRST_ROWS && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "subtle",
				size: "compact-sm",
				onClick: () => setAll(true),
				children: [
					"Show all ",
					entries.length,
					" ",
					system,
					" codes"
				]
			})
		]
	});
}
// src/features/basket/exportBasket.ts
/** The release for the file name: the one all entries share, or `mixed`. */
function releaseOf(basket) {
	const releases = new Set(basket.entries.map((e) => e.release));
	return releases.size === 1 ? [...releases][0] ?? "mixed" : "mixed";
}
function downloadValueSet(basket) {
	const text = valueSetJson(buildValueSet(basket));
	download(jsonBlob(text), exportFileName(`${basket.name}-valueset`, releaseOf(basket), "json"));
}
function downloadCsv(basket) {
	const text = toCsv(basket.entries, BASKET_COLUMNS);
	download(csvBlob(text), exportFileName(basket.name, releaseOf(basket), "csv"));
}
// src/features/basket/IncomingBasket.tsx
/**
* A basket from a share link or a file, waiting for the user: it never replaces a non-empty
* basket without asking. "Add to mine" merges by entry id (a code already held keeps its entry).
*/
function IncomingBasket({ incoming, current, onDone }) {
	const n = incoming.basket.entries.length;
	const what = incoming.from === "link" ? "The shared link" : "The file";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		color: "blue",
		title: `${what} holds ${n} code${n === 1 ? "" : "s"} (“${incoming.basket.name}”)`,
		role: "alertdialog",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			size: "sm",
			mb: "xs",
			children: [
				"Your basket holds ",
				current,
				" code",
				current === 1 ? "" : "s",
				". Replace it, add these codes to it, or keep it as it is?"
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap: "xs",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "xs",
					onClick: () => {
						basketStore().replace(incoming.basket);
						onDone(`Basket replaced: ${n} codes`);
					},
					children: "Replace my basket"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "xs",
					variant: "default",
					onClick: () => {
						const added = basketStore().add(incoming.basket.entries);
						onDone(`${added} new code${added === 1 ? "" : "s"} added`);
					},
					children: "Add to mine"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "xs",
					variant: "subtle",
					onClick: () => onDone("Kept your basket as it was"),
					children: "Keep mine"
				})
			]
		})]
	});
}
// src/features/basket/BasketPage.tsx
var reasonOf = (e) => e instanceof BasketFormatError ? e.message : e instanceof Error ? e.message : String(e);
function readShareLink(hash, current) {
	const token = tokenFromHash(hash);
	if (token === null) return null;
	try {
		const basket = decodeBasket(token);
		return {
			kind: current === 0 ? "take" : "ask",
			basket
		};
	} catch (e) {
		return {
			kind: "refused",
			reason: `The shared link was not opened: ${reasonOf(e)}. Your basket is unchanged.`
		};
	}
}
function undoable(removed, what) {
	if (!removed.length) return;
	const id = `basket-undo-${Date.now()}`;
	notifications.show({
		id,
		autoClose: 8e3,
		message: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap: "sm",
			justify: "space-between",
			wrap: "nowrap",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				children: what
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "compact-xs",
				variant: "light",
				onClick: () => {
					basketStore().restore(removed);
					notifications.hide(id);
				},
				children: "Undo"
			})]
		})
	});
}
/** `/basket`: the value set the user collects on every page, with export, share and import. */
function BasketPage() {
	useDocumentTitle("Basket");
	const basket = useBasket();
	const store = basketStore();
	const { hash } = useLocation();
	const navigate = useNavigate();
	const [incoming, setIncoming] = (0, import_react.useState)(null);
	const [problem, setProblem] = (0, import_react.useState)(null);
	const [shareText, setShareText] = (0, import_react.useState)(null);
	const [selected, setSelected] = (0, import_react.useState)(/* @__PURE__ */ new Set());
	const [arrival, setArrival] = (0, import_react.useState)(() => readShareLink(hash, store.getSnapshot().entries.length));
	const [seenHash, setSeenHash] = (0, import_react.useState)(hash);
	if (hash !== seenHash) {
		setSeenHash(hash);
		if (tokenFromHash(hash) !== null) setArrival(readShareLink(hash, store.getSnapshot().entries.length));
	}
	(0, import_react.useEffect)(() => {
		if (!arrival) return;
		navigate("/basket", { replace: true });
		if (arrival.kind === "take") {
			store.replace(arrival.basket);
			notifications.show({ message: `Shared basket opened: ${arrival.basket.entries.length} codes` });
		}
	}, [
		arrival,
		navigate,
		store
	]);
	const shown = incoming ?? (arrival?.kind === "ask" ? {
		basket: arrival.basket,
		from: "link"
	} : null);
	const shownProblem = problem ?? (arrival?.kind === "refused" ? arrival.reason : null);
	const groups = (0, import_react.useMemo)(() => groupBySystem(basket.entries), [basket.entries]);
	const fhir = (0, import_react.useMemo)(() => buildValueSet(basket), [basket]);
	const n = basket.entries.length;
	const remove = (ids) => {
		const removed = store.remove(ids);
		setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
		undoable(removed, removed.length === 1 && removed[0] ? `Removed ${removed[0].system} ${removed[0].code}` : `Removed ${removed.length} codes`);
	};
	const importFile = async (file) => {
		if (!file) return;
		try {
			const b = basketFromFile(await file.text(), file.name);
			setProblem(null);
			if (n === 0) {
				store.replace(b);
				notifications.show({ message: `Imported ${b.entries.length} codes` });
			} else setIncoming({
				basket: b,
				from: "file"
			});
		} catch (e) {
			setProblem(`${file.name} was not imported: ${reasonOf(e)}. Your basket is unchanged.`);
		}
	};
	const share = () => {
		const enc = encodeBasket(basket);
		if (!enc.ok) {
			setShareText(null);
			setProblem(`The basket is too large for a link (${enc.length.toLocaleString()} characters; links stop at ${MAX_SHARE_CHARS.toLocaleString()}). Export the ValueSet or CSV and share the file instead.`);
			return;
		}
		const url = shareUrl(window.location.origin, enc.token);
		setShareText(url);
		setProblem(null);
		navigator.clipboard?.writeText(url).then(() => notifications.show({ message: "Share link copied" }), () => void 0);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		maw: 1200,
		gap: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				children: "Basket"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				c: "dimmed",
				size: "sm",
				children: "Codes you add on concept, code, atom, drug and search pages. Kept in this browser (not on a server); export them as a FHIR R4 ValueSet or CSV, or share a link."
			}),
			shownProblem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "red",
				title: "Not done",
				withCloseButton: true,
				onClose: () => {
					setProblem(null);
					setArrival(null);
				},
				role: "alert",
				children: shownProblem
			}),
			shown && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IncomingBasket, {
				incoming: shown,
				current: n,
				onDone: (msg) => {
					setIncoming(null);
					setArrival(null);
					notifications.show({ message: msg });
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				align: "flex-start",
				grow: true,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
					label: "Value set name",
					value: basket.name,
					maxLength: 200,
					onChange: (e) => store.rename(e.currentTarget.value)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
					label: "Description",
					value: basket.description,
					maxLength: 3e3,
					autosize: true,
					minRows: 1,
					maxRows: 4,
					onChange: (e) => store.describe(e.currentTarget.value)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: () => downloadValueSet(basket),
						disabled: n === 0,
						children: "Export FHIR ValueSet"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "default",
						onClick: () => downloadCsv(basket),
						disabled: n === 0,
						children: "Export CSV"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "default",
						onClick: share,
						disabled: n === 0,
						children: "Share link"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileButton, {
						onChange: (f) => void importFile(f),
						accept: ".json,.csv,application/json,text/csv",
						children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "default",
							...props,
							children: "Import ValueSet or CSV"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "subtle",
						color: "red",
						disabled: n === 0,
						onClick: () => {
							const removed = store.clear();
							setSelected(/* @__PURE__ */ new Set());
							undoable(removed, `Cleared ${removed.length} codes`);
						},
						children: "Clear basket"
					})
				]
			}),
			shareText && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "Share link (copied)",
				description: "Anyone who opens it sees these codes; it holds no key or account.",
				value: shareText,
				readOnly: true,
				onFocus: (e) => e.currentTarget.select(),
				"data-testid": "share-link"
			}),
			n > 1e3 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "yellow",
				title: `${n.toLocaleString()} codes`,
				children: "A basket this large works, but exports and the page get slow, and it will not fit in a share link."
			}),
			fhir.omitted.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				color: "orange",
				title: "Not in the FHIR export",
				"data-testid": "fhir-omitted",
				children: [fhir.omitted.map((o) => `${o.system} (${o.count})`).join(", "), ": no FHIR code system URI is known for these sources, so the ValueSet leaves them out rather than guess one. The CSV export has them."]
			}),
			groups.has("UMLS") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "xs",
				c: "dimmed",
				children: "UMLS CUIs are exported with http://terminology.hl7.org/CodeSystem/umls, which HL7 Terminology marks as retired (2021-11-09); the file's purpose says so."
			}),
			n === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "The basket is empty. Use “Add to basket” on a concept, source code, atom or drug page, or on a search result." }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					"data-testid": "basket-summary",
					children: [
						n,
						" code",
						n === 1 ? "" : "s",
						" in ",
						groups.size,
						" system",
						groups.size === 1 ? "" : "s",
						selected.size ? `, ${selected.size} selected` : ""
					]
				}),
				selected.size > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
					gap: "xs",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "xs",
						variant: "default",
						color: "red",
						onClick: () => remove([...selected]),
						children: "Remove selected"
					})
				}),
				[...groups].map(([system, entries]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BasketGroup, {
					system,
					entries,
					selected,
					onSelect: (id, on) => setSelected((s) => {
						const next = new Set(s);
						if (on) next.add(id);
						else next.delete(id);
						return next;
					}),
					onRemove: remove
				}, system))
			] })
		]
	});
}
export { BasketPage };
