import { BROWSER_PATHS } from '../../../bff/contract.ts';
import { ApiError } from '../errors.ts';
import { http, type HttpRequest, type HttpResponse } from '../http.ts';
import { decodeSoapMessage, type SoapValue } from './decode.ts';
import {
  toConcept,
  toConceptGroupList,
  toConceptList,
  toOptionalString,
  toStringList,
  toTermInfoList,
} from './domain.ts';
import { buildEnvelope, SOAP_ACTION, SOAP_CONTENT_TYPE, type SoapPart } from './envelope.ts';
import type { DrugVocabClient } from './types.ts';

/** Browser-side path of the service; the BFF forwards it to `{soap_endpoint}`. */
export const SOAP_PATH = BROWSER_PATHS.soap;

export interface DrugVocabClientOptions {
  /** `{request_namespace}` from the runtime config (RuntimeConfig.soapRequestNs). */
  requestNs: string;
  /** The fetch wrapper; tests pass a fake. */
  request?: (req: HttpRequest) => Promise<HttpResponse>;
}

const str = (name: string, value: string): SoapPart => ({ name, kind: 'string', value });
const int = (name: string, value: number): SoapPart => ({ name, kind: 'int', value });
const strs = (name: string, value: readonly string[]): SoapPart => ({ name, kind: 'string[]', value });

export function createDrugVocabClient({
  requestNs,
  request = http,
}: DrugVocabClientOptions): DrugVocabClient {
  /** Sends one call and returns its decoded `<op>Return` value. */
  async function call(operation: string, parts: SoapPart[], signal?: AbortSignal): Promise<SoapValue> {
    // Built before anything is sent: a character XML cannot carry throws XmlCharacterError here.
    const body = buildEnvelope(requestNs, operation, parts);
    const res = await request({
      method: 'POST',
      path: SOAP_PATH,
      headers: { 'Content-Type': SOAP_CONTENT_TYPE, SOAPAction: SOAP_ACTION },
      body,
      signal,
      // Axis sends every Fault with HTTP 500; it has to reach the decoder, not the retry loop.
      acceptStatus: [500],
    });
    let message;
    try {
      message = decodeSoapMessage(res.text);
    } catch (err) {
      throw withContext(err, res.status);
    }
    if (res.status !== 200) {
      throw new ApiError('upstream', `The service answered with status ${res.status}`, {
        status: res.status,
        path: SOAP_PATH,
      });
    }
    if (message.operation !== operation) {
      throw new ApiError(
        'bad-response',
        `The drug vocabulary service answered ${message.operation} to ${operation}`,
        {
          status: res.status,
          path: SOAP_PATH,
        },
      );
    }
    return message.value;
  }

  function withContext(err: unknown, status: number): unknown {
    if (!(err instanceof ApiError)) return err;
    // An error page from a proxy (HTML on a 500/502) is an upstream failure, not a bad answer.
    if (err.kind === 'bad-response' && status !== 200) {
      return new ApiError('upstream', `The service answered with status ${status}`, {
        status,
        path: SOAP_PATH,
        cause: err,
      });
    }
    return new ApiError(err.kind, err.message, {
      status,
      path: SOAP_PATH,
      faultCode: err.faultCode,
      faultString: err.faultString,
      cause: err.cause,
    });
  }

  const stringList = async (op: string, parts: SoapPart[], signal?: AbortSignal) =>
    toStringList(await call(op, parts, signal), op);

  function findRxcuiByString(term: string, signal?: AbortSignal): Promise<string[]>;
  function findRxcuiByString(
    term: string,
    sources: readonly string[],
    allSourcesFlag: number,
    signal?: AbortSignal,
  ): Promise<string[]>;
  function findRxcuiByString(
    term: string,
    sourcesOrSignal?: readonly string[] | AbortSignal,
    allSourcesFlag?: number,
    signal?: AbortSignal,
  ): Promise<string[]> {
    const op = 'findRxcuiByString';
    if (Array.isArray(sourcesOrSignal)) {
      return stringList(
        op,
        [str('term', term), strs('sources', sourcesOrSignal), int('allSourcesFlag', allSourcesFlag ?? 0)],
        signal,
      );
    }
    return stringList(op, [str('term', term)], sourcesOrSignal as AbortSignal | undefined);
  }

  function findRxcuiById(idType: string, id: string, signal?: AbortSignal): Promise<string[]>;
  function findRxcuiById(
    idType: string,
    id: string,
    allSourcesFlag: number,
    signal?: AbortSignal,
  ): Promise<string[]>;
  function findRxcuiById(
    idType: string,
    id: string,
    flagOrSignal?: number | AbortSignal,
    signal?: AbortSignal,
  ): Promise<string[]> {
    const op = 'findRxcuiById';
    if (typeof flagOrSignal === 'number') {
      return stringList(
        op,
        [str('idType', idType), str('id', id), int('allSourcesFlag', flagOrSignal)],
        signal,
      );
    }
    return stringList(op, [str('idType', idType), str('id', id)], flagOrSignal);
  }

  return {
    getDisplayTerms: (signal) => stringList('getDisplayTerms', [], signal),
    getDrugVocabVersion: async (signal) =>
      toOptionalString(await call('getDrugVocabVersion', [], signal), 'getDrugVocabVersion'),
    getMetaVersion: async (signal) =>
      toOptionalString(await call('getMetaVersion', [], signal), 'getMetaVersion'),
    getSpellingSuggestions: (term, signal) =>
      stringList('getSpellingSuggestions', [str('term', term)], signal),
    findRxcuiByString,
    getProprietaryInformation: async (rxcui, sources, proxyTicket, signal) => {
      const op = 'getProprietaryInformation';
      const parts = [str('rxcui', rxcui), strs('sources', sources), str('proxyTicket', proxyTicket)];
      return toTermInfoList(await call(op, parts, signal), op);
    },
    findRxcuiById,
    getRxConceptProperties: async (rxcui, signal) => {
      const op = 'getRxConceptProperties';
      const value = await call(op, [str('rxcui', rxcui)], signal);
      return value === null ? null : toConcept(value, op);
    },
    getRelatedByRelationship: async (rxcui, relaList, signal) => {
      const op = 'getRelatedByRelationship';
      return toConceptGroupList(
        await call(op, [str('rxcui', rxcui), strs('rela_list', relaList)], signal),
        op,
      );
    },
    getRelatedByType: async (rxcui, termTypeList, signal) => {
      const op = 'getRelatedByType';
      return toConceptGroupList(
        await call(op, [str('rxcui', rxcui), strs('termType_list', termTypeList)], signal),
        op,
      );
    },
    getAllRelatedInfo: async (rxcui, signal) => {
      const op = 'getAllRelatedInfo';
      return toConceptGroupList(await call(op, [str('rxcui', rxcui)], signal), op);
    },
    getMultiIngredBrand: async (ids, signal) => {
      const op = 'getMultiIngredBrand';
      return toConceptList(await call(op, [strs('ids', ids)], signal), op);
    },
    getDrugs: async (name, signal) => {
      const op = 'getDrugs';
      return toConceptGroupList(await call(op, [str('name', name)], signal), op);
    },
    getNDCs: (rxcui, signal) => stringList('getNDCs', [str('rxcui', rxcui)], signal),
    getIdTypes: (signal) => stringList('getIdTypes', [], signal),
    getRelaTypes: (signal) => stringList('getRelaTypes', [], signal),
    getTermTypes: (signal) => stringList('getTermTypes', [], signal),
  };
}
