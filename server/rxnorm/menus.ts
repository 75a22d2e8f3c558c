import { ALL_RELATED_TTY_ORDER } from './default-paths.ts';

/**
 * The three menus (reference §6). The demo data is RxNorm content of October 2025, so the
 * menus are the current ones (16 TTYs including the dose-form groups, relationship names
 * including boss/dose-form-group links), each merged with what the data itself uses so a
 * value the data answers is always on its menu. All alphabetical, as RxNav lists them.
 */

/** idTypes as listed for RxNorm c. 2019 (reference §6.1). */
const ID_TYPES = [
  'AMPID',
  'ANDA',
  'ATC',
  'GCN_SEQNO',
  'GFC',
  'GPPC',
  'HIC_SEQN',
  'MESH',
  'MMSL_CODE',
  'NDA',
  'NDC',
  'NUI',
  'SNOMEDCT',
  'SPL_SET_ID',
  'UMLSCUI',
  'UNII_CODE',
  'VUID',
];

/** The 24 RxNorm relationship names of c. 2011–2013 plus the later boss and dose-form-group pairs (§6.2). */
const RELA_TYPES = [
  'boss_of',
  'consists_of',
  'constitutes',
  'contained_in',
  'contains',
  'dose_form_of',
  'doseformgroup_of',
  'form_of',
  'has_boss',
  'has_dose_form',
  'has_doseformgroup',
  'has_form',
  'has_ingredient',
  'has_ingredients',
  'has_part',
  'has_precise_ingredient',
  'has_quantified_form',
  'has_tradename',
  'ingredient_of',
  'ingredients_of',
  'inverse_isa',
  'isa',
  'part_of',
  'precise_ingredient_of',
  'quantified_form_of',
  'reformulated_to',
  'reformulation_of',
  'tradename_of',
];

function merged(base: readonly string[], fromData: Iterable<string>): string[] {
  return [...new Set([...base, ...fromData])].sort();
}

export function idTypeMenu(dataIdTypes: Iterable<string>): string[] {
  return merged(ID_TYPES, dataIdTypes);
}

export function relaTypeMenu(dataRelas: Iterable<string>): string[] {
  return merged(RELA_TYPES, dataRelas);
}

export function termTypeMenu(): string[] {
  return [...ALL_RELATED_TTY_ORDER].sort();
}
