import { BasketFormatError } from './validate.ts';
import { describeRule, type BasketEntry, type EntryRule } from './types.ts';

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
