export * from './types.ts';
export { basketStore, createBasketStore, BASKET_STORAGE, type BasketStore } from './store.ts';
export { useBasket } from './useBasket.ts';
export { BasketFormatError } from './validate.ts';
export { buildValueSet, valueSetJson, groupBySystem, type ValueSetExport } from './fhir.ts';
export { BASKET_COLUMNS } from './csvColumns.ts';
export { encodeBasket, decodeBasket, shareUrl, tokenFromHash, MAX_SHARE_CHARS } from './share.ts';
export { basketFromFile } from './importFile.ts';
export { FHIR_SYSTEMS, fhirSystemFor } from './systems.ts';
