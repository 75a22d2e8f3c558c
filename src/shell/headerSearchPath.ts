import { pathForSubmitted, pathForTyped, typedNdc } from '../lib/input-kind/index.ts';

/**
 * Where Enter in the header box goes, by the app's one identifier detector (lib/input-kind):
 * an identifier that names a page opens it (C0027051, A0000001, T047, 29046, D009203,
 * MSH|D009203, GO:0005737); a code known only by its shape (I21.9, I219) is searched exactly as
 * a code of its source, and the results say so and offer the words search; an NDC goes to the
 * drug lookup by NDC (HeaderSearch opens the drug itself when the service names one); words
 * are searched as words.
 */
export const headerSearchPath = (typed: string): string => pathForTyped(typed);

/** The NDC (11 digits) the header box was given, or null: its drug is looked up first. */
export const headerNdc = (typed: string): string | null => typedNdc(typed);

/**
 * Where Enter in the header box goes: headerSearchPath, or for an NDC its drug when the drug
 * service names exactly one. HeaderSearch loads this file with the first Enter, not with every
 * page: the detector is 2 kB gzip of the first load's budget (it once came with every page).
 */
export const headerSubmitPath = (typed: string): Promise<string> => pathForSubmitted(typed);
