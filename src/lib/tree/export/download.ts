import { download } from '../../export/index.ts';

/** Hands a made file to the browser as a download (browser only), through lib/export's download. */
export function saveFile(fileName: string, data: Blob | string, type = 'text/plain;charset=utf-8'): void {
  download(typeof data === 'string' ? new Blob([data], { type }) : data, fileName);
}

export const MIME = {
  svg: 'image/svg+xml;charset=utf-8',
  png: 'image/png',
  txt: 'text/plain;charset=utf-8',
  md: 'text/markdown;charset=utf-8',
  mmd: 'text/plain;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
} as const;
