import { codeSuffix, hiddenChildrenText, provenanceLine, type ExportMeta, type ExportRow } from './meta.ts';

/**
 * The visible tree as an SVG picture (names readable, the focus marked) and, in the browser,
 * as a PNG drawn from that SVG. Every text goes through xmlText, so any name gives valid XML.
 */

const ROW = 24;
const INDENT = 22;
const PAD = 16;
const HEADER = 30;
const FONT = 13;
/** A generous average glyph width of the sans-serif face at 13 px: text never overflows. */
const CHAR_W = 7.6;

/** Escapes XML specials and drops characters XML 1.0 does not allow. */
export function xmlText(s: string): string {
  return s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The row's whole text: name, code, and the children it hides. */
const label = (r: ExportRow) => {
  const hidden = hiddenChildrenText(r);
  return `${r.name}${codeSuffix(r)}${hidden ? `  ${hidden}` : ''}`;
};

/** A 16:9 slide (1920×1080) the tree is fitted into, whatever its size. */
export const SLIDE = { width: 1920, height: 1080 } as const;

export interface SvgOptions {
  /** Fit the picture into a 16:9 slide instead of drawing it at its own size. */
  slide?: boolean;
}

export function treeToSvg(rows: readonly ExportRow[], meta: ExportMeta, options: SvgOptions = {}): string {
  const title = provenanceLine(meta);
  const widest = Math.max(
    title.length * (CHAR_W - 1),
    ...rows.map((r) => (r.level - 1) * INDENT + 16 + label(r).length * CHAR_W + (r.isFocus ? 60 : 0)),
  );
  const width = Math.ceil(widest + PAD * 2);
  const height = HEADER + rows.length * ROW + PAD;
  const y = (i: number) => HEADER + i * ROW + ROW / 2;
  const x = (level: number) => PAD + (level - 1) * INDENT;
  const index = new Map(rows.map((r, i) => [r.id, i]));
  // A slide keeps the picture's own coordinates and scales them into 1920×1080, centred.
  const size = options.slide
    ? `width="${SLIDE.width}" height="${SLIDE.height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid meet" style="background:#ffffff"`
    : `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${FONT}">`,
    `<title>${xmlText(title)}</title>`,
    `<desc>${xmlText(`Release ${meta.release}; made ${meta.generatedAt.toISOString()}`)}</desc>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${PAD}" y="${HEADER / 2 + 4}" fill="#555555" font-size="11">${xmlText(title)}</text>`,
  ];
  rows.forEach((r, i) => {
    const p = r.parentId === null ? undefined : index.get(r.parentId);
    if (p !== undefined) {
      // An elbow from the parent's bullet down and across to this row (dashed to a marker).
      const px = x(rows[p]!.level) + 4;
      out.push(
        `<path d="M${px} ${y(p) + 5} V${y(i)} H${x(r.level) - 2}" fill="none" stroke="#b0b7c3" stroke-width="1"${r.marker ? ' stroke-dasharray="3 3"' : ''}/>`,
      );
    }
    if (r.marker) {
      out.push(
        `<text x="${x(r.level) + 12}" y="${y(i) + 4}" fill="#555555" font-style="italic" data-marker="more">${xmlText(r.name)}</text>`,
      );
      return;
    }
    if (r.isFocus)
      out.push(
        `<rect x="${x(r.level) - 4}" y="${y(i) - ROW / 2 + 2}" width="${label(r).length * CHAR_W + 24}" height="${ROW - 4}" rx="4" fill="#fff3bf" stroke="#e8a200"/>`,
      );
    out.push(
      `<circle cx="${x(r.level) + 4}" cy="${y(i)}" r="3" fill="${r.isFocus ? '#e8a200' : '#5c7cfa'}"/>`,
    );
    const code = r.code ? ` <tspan fill="#666666">(${xmlText(r.code)})</tspan>` : '';
    const hidden = hiddenChildrenText(r);
    const more = hidden
      ? ` <tspan fill="#555555" font-style="italic" data-marker="children">${xmlText(hidden)}</tspan>`
      : '';
    out.push(
      `<text x="${x(r.level) + 12}" y="${y(i) + 4}" fill="#1a1b1e"${r.isFocus ? ' font-weight="bold" data-focus="true"' : ''}>${xmlText(r.name)}${code}${more}</text>`,
    );
  });
  out.push('</svg>');
  return out.join('\n');
}

/**
 * Draws an SVG onto a canvas and returns it as a PNG (browser only; a Playwright test reads it
 * back). `scale` 2 keeps names sharp on high-density screens and in slides.
 */
export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const size = /<svg[^>]*\bwidth="(\d+(?:\.\d+)?)"[^>]*\bheight="(\d+(?:\.\d+)?)"/.exec(svg);
  const width = Number(size?.[1] ?? 800);
  const height = Number(size?.[2] ?? 600);
  // A data: URL, not a blob: one: the app's Content-Security-Policy allows `img-src 'self' data:`.
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  const img = new Image();
  img.decoding = 'async';
  img.src = url;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil(height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the picture (no canvas)');
  ctx.scale(scale, scale);
  // A slide's letterbox is white too, not transparent.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  return await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('The picture could not be encoded'))),
      'image/png',
    ),
  );
}
