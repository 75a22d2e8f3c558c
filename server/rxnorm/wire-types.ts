import type { RxConcept, RxConceptGroup, RxTermInfo } from '../../src/api/rxnorm/types.ts';

/**
 * The SOAP-encoded types of the service (spec §2, reference §1.2), described once and used by
 * the request decoder, the response serializer and the WSDL.
 */
export type WireType = StringType | IntType | ArrayType | BeanType;
export interface StringType {
  kind: 'string';
}
export interface IntType {
  kind: 'int';
}
export interface ArrayType {
  kind: 'array';
  item: StringType | BeanType;
  /** WSDL type name in the target namespace. */ wsdlName: string;
}
export interface BeanType {
  kind: 'bean';
  name: 'RxConcept' | 'RxConceptGroup' | 'RxTermInfo';
  fields: ReadonlyArray<readonly [string, WireType]>;
}

export const STRING: StringType = { kind: 'string' };
export const INT: IntType = { kind: 'int' };
export const STRING_ARRAY: ArrayType = { kind: 'array', item: STRING, wsdlName: 'ArrayOf_soapenc_string' };

/** Field order is the wire order of the WSDL's `sequence`. */
export const RX_CONCEPT: BeanType = {
  kind: 'bean',
  name: 'RxConcept',
  fields: (['CUI', 'LAT', 'RXCUI', 'STR', 'SUPPRESS', 'SY', 'TTY'] as const).map((f) => [f, STRING] as const),
};
export const RX_TERM_INFO: BeanType = {
  kind: 'bean',
  name: 'RxTermInfo',
  fields: (['CODE', 'RXCUI', 'SAB', 'STR', 'TTY'] as const).map((f) => [f, STRING] as const),
};
export const RX_CONCEPT_ARRAY: ArrayType = {
  kind: 'array',
  item: RX_CONCEPT,
  wsdlName: 'ArrayOf_tns1_RxConcept',
};
export const RX_CONCEPT_GROUP: BeanType = {
  kind: 'bean',
  name: 'RxConceptGroup',
  fields: [
    ['rxConcept', RX_CONCEPT_ARRAY],
    ['type', STRING],
  ],
};
export const RX_CONCEPT_GROUP_ARRAY: ArrayType = {
  kind: 'array',
  item: RX_CONCEPT_GROUP,
  wsdlName: 'ArrayOf_tns1_RxConceptGroup',
};
export const RX_TERM_INFO_ARRAY: ArrayType = {
  kind: 'array',
  item: RX_TERM_INFO,
  wsdlName: 'ArrayOf_tns1_RxTermInfo',
};

/** Bean values as the operations produce them: the same types the browser client decodes into. */
export type { RxConcept, RxConceptGroup, RxTermInfo };

/** Any value the serializer can write for one of the types above. */
export type WireValue =
  string | number | null | readonly WireValue[] | RxConcept | RxTermInfo | RxConceptGroup;
