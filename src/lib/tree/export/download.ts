/** Hands a made file to the browser as a download (browser only). */
export function saveFile(fileName: string, data: Blob | string, type = 'text/plain;charset=utf-8'): void {
  const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
