import { BasketFormatError } from './validate.ts';
import { describeRule, type BasketEntry, type BasketOptions, type EntryRule } from './types.ts';

/** A rule as short text (share links, CSV): `+descendants`, `+descendants2`, `-code`, `+products`; '' for the code alone. */
export function ruleToText(rule: EntryRule | undefined): string {
  if (!rule || (!rule.exclude && rule.scope === 'code')) return '';
  return `${rule.exclude ? '-' : '+'}${rule.scope}${rule.depth ?? ''}`;
}

export function ruleFromText(text: unknown): EntryRule | undefined {
  if (typeof text !== 'string' || text === '') return undefined;
  const m = /^([+-])(code|descendants|products)(\d{0,2})$/.exec(text);
  if (!m) throw new BasketFormatError('the rule is not one this app knows');
  const rule: EntryRule = { exclude: m[1] === '-', scope: m[2] as EntryRule['scope'] };
  if (m[3]) rule.depth = Number(m[3]);
  return rule;
}

/** A rule named for the page: "ICD10CM I21 (include this code and all its descendants)". */
export function ruleLabel(id: string, entries: readonly BasketEntry[]): string {
  const e = entries.find((x) => x.id === id);
  if (!e) return id.split('|').slice(0, 2).join(' ');
  return e.rule ? `${e.system} ${e.code} (${describeRule(e.rule)})` : `${e.system} ${e.code}`;
}

/**
 * What a ValueSet cannot say in FHIR's own terms, said in two extensions this app writes and
 * reads back (documented in docs/architecture.md, under the basket): a rule written as the
 * codes it gave (billable codes only, a depth limit, an ingredient's products) keeps the rule
 * on its compose.include as "+descendants I21"; the basket's ICD-10-CM options go on the
 * ValueSet as "icd10cm-billable-only icd10cm-groupers".
 */
export const BASKET_RULE_EXTENSION = 'urn:terminology-browser:basket-rule';
export const BASKET_OPTIONS_EXTENSION = 'urn:terminology-browser:basket-options';

const OPTION_WORDS: Record<keyof BasketOptions, string> = {
  icdBillableOnly: 'icd10cm-billable-only',
  icdGroupers: 'icd10cm-groupers',
};

/** The options that are on, as words ('' when none is): the ValueSet extension and the CSV column. */
export function optionsToText(options: BasketOptions): string {
  return (Object.keys(OPTION_WORDS) as (keyof BasketOptions)[])
    .filter((k) => options[k])
    .map((k) => OPTION_WORDS[k])
    .join(' ');
}

/** The options named in `text` (words it does not know are not options). */
export function optionsFromText(text: string): BasketOptions {
  const words = new Set(text.split(/\s+/));
  return {
    icdBillableOnly: words.has(OPTION_WORDS.icdBillableOnly),
    icdGroupers: words.has(OPTION_WORDS.icdGroupers),
  };
}
