import type { ContactInformation, Dataset, RootSource, SemanticType } from '../../dataset/model.ts';
import { NONE, orNone } from './context.ts';

const CONTACT_FIELDS = [
  'handle',
  'name',
  'title',
  'organization',
  'address1',
  'address2',
  'city',
  'stateOrProvince',
  'country',
  'zipCode',
  'telephone',
  'fax',
  'email',
  'url',
] as const;

/** `ContactInformation` or "NONE"; `value` is the raw pipe-joined MRSAB contact string. */
function contactJson(c: ContactInformation | null): unknown {
  if (!c) return NONE;
  const out: Record<string, string> = { classType: 'ContactInformation' };
  for (const f of CONTACT_FIELDS) out[f] = orNone(c[f]);
  out.value = CONTACT_FIELDS.map((f) => c[f] ?? '').join('|');
  return out;
}

/** `RootSource` (reference §5.2). */
export function rootSourceJson(s: RootSource): unknown {
  return {
    classType: 'RootSource',
    abbreviation: s.abbreviation,
    expandedForm: s.expandedForm,
    family: s.family,
    language: {
      classType: 'Language',
      abbreviation: s.language.abbreviation,
      expandedForm: s.language.expandedForm,
    },
    restrictionLevel: s.restrictionLevel,
    acquisitionContact: contactJson(s.acquisitionContact),
    contentContact: contactJson(s.contentContact),
    licenseContact: contactJson(s.licenseContact),
    contextType: orNone(s.contextType),
    shortName: s.shortName,
    hierarchicalName: orNone(s.hierarchicalName),
    preferredName: s.preferredName,
    synonymousNames: s.synonymousNames && s.synonymousNames.length ? s.synonymousNames : NONE,
  };
}

/** `SemanticType` with its `SemanticGroup` (reference §5.10). */
export function semanticTypeJson(ds: Dataset, t: SemanticType): unknown {
  const group = ds.semanticGroups.get(t.group);
  return {
    classType: 'SemanticType',
    abbreviation: t.abbreviation,
    ui: t.tui,
    definition: t.definition,
    example: orNone(t.example),
    nonHuman: orNone(t.nonHuman),
    usageNote: orNone(t.usageNote),
    treeNumber: t.treeNumber,
    semanticTypeGroup: group
      ? {
          classType: 'SemanticGroup',
          abbreviation: group.abbreviation,
          expandedForm: group.expandedForm,
          semanticTypeCount: group.tuis.length,
        }
      : NONE,
    childCount: t.children.length,
    name: t.name,
  };
}
