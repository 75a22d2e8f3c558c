import { strFromU8, strToU8, unzlibSync, zlibSync } from 'fflate';
import { assertNoApiKey } from '../export/secretGuard.ts';
import { isPlausibleCode } from './checkCodes.ts';
import { ruleFromText, ruleToText } from './ruleText.ts';
import { DEFAULT_OPTIONS, type Basket } from './types.ts';
import { BasketFormatError, checkBasket } from './validate.ts';

/**
 * A basket in a link: `/basket#share=<base64url(zlib(JSON))>`. The fragment never reaches a
 * server (no access log holds the codes), and zlib's Adler-32 checksum makes a changed
 * character fail to decode instead of quietly giving a different basket.
 */
export const SHARE_PARAM = 'share';

/**
 * Longest share fragment offered. Browsers take far longer URLs, but mail clients, chat apps and
 * ticket systems cut or refuse links past a few thousand characters; 8,000 is where the
 * common ones still pass a link through whole.
 */
export const MAX_SHARE_CHARS = 8000;

type Row = [
  system: string,
  code: string,
  display: string,
  fromKind: string,
  fromId: string,
  release: string,
  addedAt: string,
  /** v2: the rule (`+descendants`, `-code`, `+descendants2`, `+products`), '' for the code alone. */
  rule?: string,
];
/**
 * v1 links (codes only) still open. v2 adds each entry's rule and the ICD-10-CM options, so a
 * whole chapter travels as one rule; the expansion stays out (the receiver expands it again).
 */
interface Compact {
  v: 1 | 2;
  n: string;
  d: string;
  e: Row[];
  o?: [groupers: 0 | 1, billableOnly: 0 | 1];
  u?: string;
  ver?: string;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    throw new BasketFormatError('the link holds characters a share link never has');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  let bin: string;
  try {
    bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  } catch {
    throw new BasketFormatError('the link is cut short or was changed');
  }
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export type Encoded = { ok: true; token: string } | { ok: false; length: number };

export function encodeBasket(basket: Basket): Encoded {
  const o = basket.options ?? DEFAULT_OPTIONS;
  const compact: Compact = {
    v: 2,
    n: basket.name,
    d: basket.description,
    e: basket.entries.map((e) => {
      const row: Row = [
        e.system,
        e.code,
        e.display,
        e.from?.kind ?? '',
        e.from?.id ?? '',
        e.release,
        e.addedAt,
      ];
      const rule = ruleToText(e.rule);
      if (rule) row.push(rule);
      return row;
    }),
  };
  if (o.icdGroupers || o.icdBillableOnly) compact.o = [o.icdGroupers ? 1 : 0, o.icdBillableOnly ? 1 : 0];
  if (basket.url) compact.u = basket.url;
  if (basket.version) compact.ver = basket.version;
  const json = assertNoApiKey(JSON.stringify(compact));
  const token = toBase64Url(zlibSync(strToU8(json), { level: 9 }));
  return token.length > MAX_SHARE_CHARS ? { ok: false, length: token.length } : { ok: true, token };
}

/** The basket in a share token, or a BasketFormatError saying why it cannot be read. */
export function decodeBasket(token: string): Basket {
  if (token.length > MAX_SHARE_CHARS * 2)
    throw new BasketFormatError('the link is far longer than any share link');
  let json: string;
  try {
    json = strFromU8(unzlibSync(fromBase64Url(token)));
  } catch (e) {
    if (e instanceof BasketFormatError) throw e;
    throw new BasketFormatError('the link is cut short or was changed (its checksum does not match)');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new BasketFormatError('the link does not hold a basket');
  }
  const c = raw as Partial<Compact>;
  if (!c || (c.v !== 1 && c.v !== 2) || !Array.isArray(c.e))
    throw new BasketFormatError('the link does not hold a basket of this app');
  const basket = checkBasket({
    name: c.n,
    description: c.d,
    ...(Array.isArray(c.o) ? { options: { icdGroupers: c.o[0] === 1, icdBillableOnly: c.o[1] === 1 } } : {}),
    ...(typeof c.u === 'string' ? { url: c.u } : {}),
    ...(typeof c.ver === 'string' ? { version: c.ver } : {}),
    entries: c.e.map((r) =>
      Array.isArray(r)
        ? {
            system: r[0],
            code: r[1],
            display: r[2],
            from: r[3] ? { kind: r[3], id: r[4] } : null,
            release: r[5],
            addedAt: r[6],
            rule: ruleFromText(r[7]),
          }
        : r,
    ),
  });
  // A link is a file anyone can write: a code no vocabulary has (`=1+1`, markup) is refused as
  // an imported file's is, so no export or request ever carries it.
  const bad = basket.entries.find((e) => !isPlausibleCode(e.code));
  if (bad)
    throw new BasketFormatError(`the link holds “${bad.code.slice(0, 40)}”, which is no ${bad.system} code`);
  return basket;
}

export function shareUrl(origin: string, token: string): string {
  return `${origin}/basket#${SHARE_PARAM}=${token}`;
}

/** The token in a location hash (`#share=…`), or null. */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(SHARE_PARAM);
}
