import {
  INT,
  RX_CONCEPT,
  RX_CONCEPT_ARRAY,
  RX_CONCEPT_GROUP_ARRAY,
  RX_TERM_INFO_ARRAY,
  STRING,
  STRING_ARRAY,
  type WireType,
} from './wire-types.ts';

/**
 * The 17 operations of the spec (§4) with their overloads in WSDL declaration order, which is
 * the order Axis tries them in (reference §1.4). Names are the spec's, including the two
 * neutral version operations.
 */
export interface Part {
  name: string;
  type: WireType;
}
export interface OperationDef {
  name: string;
  /** Each overload's parts, in message order. */
  overloads: ReadonlyArray<readonly Part[]>;
  returns: WireType;
}

const p = (name: string, type: WireType): Part => ({ name, type });

export const OPERATIONS: readonly OperationDef[] = [
  { name: 'getDisplayTerms', overloads: [[]], returns: STRING_ARRAY },
  { name: 'getDrugVocabVersion', overloads: [[]], returns: STRING },
  { name: 'getMetaVersion', overloads: [[]], returns: STRING },
  { name: 'getSpellingSuggestions', overloads: [[p('term', STRING)]], returns: STRING_ARRAY },
  {
    name: 'findRxcuiByString',
    overloads: [
      [p('term', STRING)],
      [p('term', STRING), p('sources', STRING_ARRAY), p('allSourcesFlag', INT)],
    ],
    returns: STRING_ARRAY,
  },
  {
    name: 'getProprietaryInformation',
    overloads: [[p('rxcui', STRING), p('sources', STRING_ARRAY), p('proxyTicket', STRING)]],
    returns: RX_TERM_INFO_ARRAY,
  },
  {
    name: 'findRxcuiById',
    overloads: [
      [p('idType', STRING), p('id', STRING)],
      [p('idType', STRING), p('id', STRING), p('allSourcesFlag', INT)],
    ],
    returns: STRING_ARRAY,
  },
  { name: 'getRxConceptProperties', overloads: [[p('rxcui', STRING)]], returns: RX_CONCEPT },
  {
    name: 'getRelatedByRelationship',
    overloads: [[p('rxcui', STRING), p('rela_list', STRING_ARRAY)]],
    returns: RX_CONCEPT_GROUP_ARRAY,
  },
  {
    name: 'getRelatedByType',
    overloads: [[p('rxcui', STRING), p('termType_list', STRING_ARRAY)]],
    returns: RX_CONCEPT_GROUP_ARRAY,
  },
  { name: 'getAllRelatedInfo', overloads: [[p('rxcui', STRING)]], returns: RX_CONCEPT_GROUP_ARRAY },
  { name: 'getMultiIngredBrand', overloads: [[p('ids', STRING_ARRAY)]], returns: RX_CONCEPT_ARRAY },
  { name: 'getDrugs', overloads: [[p('name', STRING)]], returns: RX_CONCEPT_GROUP_ARRAY },
  { name: 'getNDCs', overloads: [[p('rxcui', STRING)]], returns: STRING_ARRAY },
  { name: 'getIdTypes', overloads: [[]], returns: STRING_ARRAY },
  { name: 'getRelaTypes', overloads: [[]], returns: STRING_ARRAY },
  { name: 'getTermTypes', overloads: [[]], returns: STRING_ARRAY },
];

export const OPERATIONS_BY_NAME: ReadonlyMap<string, OperationDef> = new Map(
  OPERATIONS.map((op) => [op.name, op]),
);

export function returnPartName(operation: string): string {
  return `${operation}Return`;
}
