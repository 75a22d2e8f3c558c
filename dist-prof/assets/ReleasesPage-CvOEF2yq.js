import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { K as useDocumentTitle, Q as isApiError, at as Badge, ct as Alert, dt as Group, et as Title, it as Button, nt as Stack, ot as Anchor, st as Text } from "./index-D9x2-Kp7.js";
import { n as QueryView, r as ErrorPanel, t as SectionBoundary } from "./SectionBoundary-DJ2YSlzP.js";
import { t as PasswordInput } from "./PasswordInput-jngY0_pT.js";
import { O as require_react, T as require_jsx_runtime, f as useSearchParams, g as useQuery, h as queryOptions, m as useMutation, p as mutationOptions, t as Link } from "./vendor-4g9ZpKyn.js";
import { a as validateUser, i as listReleases, n as downloadRelease, r as listReleaseTypes } from "./uts-DV-A23bW.js";
import { t as Checkbox } from "./Checkbox-CMylH_x5.js";
import { t as Select } from "./Select-GSSa1PIa.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { i as TableExport, r as usePageMeta } from "./export-DuIKWi5N.js";
import { t as EmptyNote } from "./EmptyNote-B7LXKG8X.js";
// src/features/releases/queries.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The release listing is open (no key) and outside /rest, so its keys carry no release. */
var releaseTypesQuery = () => queryOptions({
	queryKey: [
		"uts",
		"releases",
		"types"
	],
	queryFn: ({ signal }) => listReleaseTypes({}, { signal }),
	staleTime: 36e5
});
var releaseFilesQuery = (releaseType, currentOnly) => queryOptions({
	queryKey: [
		"uts",
		"releases",
		"files",
		releaseType,
		{ currentOnly }
	],
	queryFn: ({ signal }) => listReleases({
		releaseType,
		current: currentOnly || void 0
	}, { signal }),
	staleTime: 6e5
});
/** One-call download of a listed file: the Blob and the name to save it under. */
var downloadMutation = () => mutationOptions({
	mutationKey: [
		"uts",
		"releases",
		"download"
	],
	mutationFn: async (file) => ({
		file,
		blob: await downloadRelease({ url: file.downloadUrl })
	})
});
/**
* Licence check. The keys are read from the form when it is sent, so they never become the
* mutation's variables (which react-query would keep in its cache); gcTime 0 drops the answer
* with the form.
*/
var licenceCheckMutation = (readKeys) => mutationOptions({
	mutationKey: [
		"uts",
		"releases",
		"validate-user"
	],
	mutationFn: () => validateUser(readKeys()),
	gcTime: 0
});
// src/features/releases/LicenceCheck.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Does a UTS user hold a licence? The application's validator key and the user's key are
* typed here, sent in request headers (the proxy moves them upstream) and kept nowhere else.
*/
function LicenceCheck() {
	const [validatorKey, setValidatorKey] = (0, import_react.useState)("");
	const [userKey, setUserKey] = (0, import_react.useState)("");
	const validatorField = (0, import_react.useRef)(null);
	const userField = (0, import_react.useRef)(null);
	const check = useMutation(licenceCheckMutation(() => ({
		validatorApiKey: validatorKey.trim(),
		apiKey: userKey.trim() || void 0
	})));
	const submit = (e) => {
		e.preventDefault();
		check.mutate();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		component: "section",
		"aria-labelledby": "licence-heading",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				size: "h4",
				id: "licence-heading",
				children: "Licence check"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "dimmed",
				children: "Applications that redistribute UMLS content check that their users hold a UMLS licence. Enter your application's validator key and the user's API key (leave it empty to check the key set in Settings)."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
				onSubmit: submit,
				"aria-label": "Licence check",
				autoComplete: "off",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "xs",
					maw: 480,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
							ref: validatorField,
							label: "Validator API key",
							description: "Your application's key; used for this check only, never stored",
							value: validatorKey,
							onChange: (e) => setValidatorKey(e.currentTarget.value),
							required: true,
							autoComplete: "off",
							visibilityToggleButtonProps: { "aria-label": "Show or hide the validator key" }
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
							ref: userField,
							label: "User API key",
							description: "The key of the user to check",
							value: userKey,
							onChange: (e) => setUserKey(e.currentTarget.value),
							autoComplete: "off",
							visibilityToggleButtonProps: { "aria-label": "Show or hide the user key" }
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							loading: check.isPending,
							disabled: !validatorKey.trim(),
							children: "Check licence"
						}) })
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				"aria-live": "polite",
				"data-testid": "licence-result",
				children: [check.isSuccess && (check.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					color: "green",
					title: "Licensed",
					children: "This user holds a UMLS licence."
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					color: "orange",
					title: "Not licensed",
					children: "This key does not belong to a user with a UMLS licence."
				})), check.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckFailed, {
					error: check.error,
					focusValidator: () => validatorField.current?.focus(),
					focusUser: () => userField.current?.focus()
				})]
			})
		]
	});
}
/**
* A refusal here is about the keys typed on this page, not the one in Settings, and nothing
* retries by itself: the message points at the field to correct.
*/
function CheckFailed({ error, focusValidator, focusUser }) {
	if (!isApiError(error) || error.kind !== "auth") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
		error,
		what: "the licence check"
	});
	if (error.status !== void 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "orange",
		title: "Validator key refused",
		role: "alert",
		"data-error-kind": "auth",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			size: "sm",
			children: [
				"The service refused the validator API key.",
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					component: "button",
					type: "button",
					onClick: focusValidator,
					fz: "sm",
					children: "Check the Validator API key field"
				}),
				" ",
				"(your application's key, not a user's), then select Check licence again."
			]
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "orange",
		title: "User key needed",
		role: "alert",
		"data-error-kind": "auth",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			size: "sm",
			children: [
				"No user key to check.",
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					component: "button",
					type: "button",
					onClick: focusUser,
					fz: "sm",
					children: "Enter one in the User API key field"
				}),
				", or set your own key in",
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					component: Link,
					to: "/settings#api-key",
					fz: "sm",
					children: "Settings"
				}),
				"."
			]
		})
	});
}
// src/features/releases/releaseFileColumns.ts
/**
* Release files as exported: what the table shows. The download address stays out: it is the
* service's own link (opened through the app with the key), not one a spreadsheet can use.
*/
var RELEASE_FILE_COLUMNS = [
	{
		header: "File",
		key: "fileName",
		value: (f) => f.fileName
	},
	{
		header: "Version",
		key: "releaseVersion",
		value: (f) => f.releaseVersion
	},
	{
		header: "Date",
		key: "releaseDate",
		value: (f) => f.releaseDate
	},
	{
		header: "Product",
		key: "product",
		value: (f) => f.product
	},
	{
		header: "Release type",
		key: "releaseType",
		value: (f) => f.releaseType
	},
	{
		header: "Current",
		key: "current",
		value: (f) => f.current
	}
];
// src/features/releases/releaseTypeChoice.ts
/** The type shown when the URL names none (or one the listing does not have). */
var DEFAULT_RELEASE_TYPE = "umls-full-release";
function chooseReleaseType(types, fromUrl) {
	const slugs = types.map((t) => t.slug).filter((s) => !!s);
	if (fromUrl && slugs.includes(fromUrl)) return fromUrl;
	if (slugs.includes("umls-full-release")) return DEFAULT_RELEASE_TYPE;
	return slugs[0] ?? null;
}
/** Select groups: one per product, types in listing order. */
function groupByProduct(types) {
	const groups = /* @__PURE__ */ new Map();
	for (const t of types) {
		if (!t.slug) continue;
		const product = t.product || "Other";
		const items = groups.get(product) ?? [];
		items.push({
			value: t.slug,
			label: t.releaseType
		});
		groups.set(product, items);
	}
	return [...groups].map(([group, items]) => ({
		group,
		items
	}));
}
// src/features/releases/saveBlob.ts
/**
* Hands a downloaded Blob to the browser as a file: an object URL on a temporary link with
* a `download` attribute. The key went in a request header, so nothing here carries it.
*/
function saveBlob(blob, fileName, doc = document) {
	const url = URL.createObjectURL(blob);
	const a = doc.createElement("a");
	a.href = url;
	a.download = safeFileName(fileName);
	a.rel = "noopener";
	a.style.display = "none";
	doc.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 6e4);
}
/** The last path step of a name from the listing, without characters file systems refuse. */
function safeFileName(name) {
	const clean = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f<>:"|?*]/g, "_").trim();
	return clean && clean !== "." && clean !== ".." ? clean : "download.zip";
}
function formatBytes(n) {
	if (n < 1024) return `${n} B`;
	const units = [
		"KB",
		"MB",
		"GB",
		"TB"
	];
	let v = n / 1024;
	let i = 0;
	while (v >= 1024 && i < units.length - 1) {
		v /= 1024;
		i++;
	}
	return `${v >= 10 ? v.toFixed(0) : v.toFixed(1)} ${units[i]}`;
}
// src/features/releases/ReleaseFiles.tsx
/** Release types, the files of the chosen one (`?type=`, `?current=1`) and their download. */
function ReleaseFiles() {
	const [params, setParams] = useSearchParams();
	const types = useQuery(releaseTypesQuery());
	const chosen = types.data ? chooseReleaseType(types.data, params.get("type")) : null;
	const currentOnly = params.get("current") === "1";
	const set = (name, value) => setParams((prev) => {
		const next = new URLSearchParams(prev);
		if (value) next.set(name, value);
		else next.delete(name);
		return next;
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		component: "section",
		"aria-labelledby": "files-heading",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				size: "h4",
				id: "files-heading",
				children: "Release files"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
				query: types,
				what: "release types",
				children: (list) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					align: "flex-end",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Release type",
						data: groupByProduct(list),
						value: chosen,
						onChange: (v) => set("type", v),
						allowDeselect: false,
						searchable: true,
						w: 380,
						"data-testid": "release-type"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						label: "Current release only",
						checked: currentOnly,
						onChange: (e) => set("current", e.currentTarget.checked ? "1" : null)
					})]
				})
			}),
			chosen && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilesTable, {
				releaseType: chosen,
				currentOnly
			})
		]
	});
}
function FilesTable({ releaseType, currentOnly }) {
	const files = useQuery(releaseFilesQuery(releaseType, currentOnly));
	const meta = usePageMeta(`${releaseType} release files`);
	const download = useMutation({
		...downloadMutation(),
		onSuccess: ({ file, blob }) => saveBlob(blob, file.fileName)
	});
	const busy = (f) => download.isPending && download.variables?.downloadUrl === f.downloadUrl;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
			query: files,
			what: "release files",
			isEmpty: (l) => l.length === 0,
			empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyNote, { children: "No files are listed for this release type." }),
			children: (list) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
				justify: "flex-end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableExport, {
					label: "Export release files",
					columns: RELEASE_FILE_COLUMNS,
					what: `releases ${releaseType}`,
					meta,
					pageRows: list
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
				minWidth: 680,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
					striped: true,
					highlightOnHover: true,
					"data-testid": "release-files",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "File" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Version" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Date" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Product" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Download" })
					] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: list.map((f) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Td, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								size: "sm",
								ff: "monospace",
								span: true,
								children: f.fileName
							}),
							" ",
							f.current && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
								size: "xs",
								color: "teal.9",
								variant: "filled",
								children: "current"
							})
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: f.releaseVersion }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: f.releaseDate }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: f.product }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "xs",
							variant: "light",
							loading: busy(f),
							disabled: download.isPending && !busy(f),
							onClick: () => download.mutate(f),
							"aria-label": `Download ${f.fileName}`,
							children: "Download"
						}) })
					] }, f.downloadUrl)) })]
				})
			})] })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			"aria-live": "polite",
			"data-testid": "download-status",
			children: [
				download.isPending && download.variables && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					children: [
						"Downloading ",
						download.variables.fileName,
						"…"
					]
				}),
				download.isSuccess && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					children: [
						"Saved ",
						download.data.file.fileName,
						" (",
						formatBytes(download.data.blob.size),
						")."
					]
				}),
				download.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
					error: download.error,
					what: download.variables ? download.variables.fileName : "the file",
					onRetry: download.variables ? () => download.mutate(download.variables) : void 0
				})
			]
		})]
	});
}
// src/features/releases/ReleasesPage.tsx
/** `/releases?type=…&current=1`: the release listing, one-call download and the licence check. */
function ReleasesPage() {
	useDocumentTitle("Releases");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		maw: 1100,
		gap: "xl",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "xs",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 1,
					children: "Releases"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					c: "dimmed",
					size: "sm",
					children: "Release files of UMLS, RxNorm and SNOMED CT. Downloads go through the app's proxy with your API key in a request header, never in a link."
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
				what: "the release listing",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReleaseFiles, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
				what: "the licence check",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LicenceCheck, {})
			})
		]
	});
}
export { ReleasesPage };
