/**
 * Hands a downloaded Blob to the browser as a file: an object URL on a temporary link with
 * a `download` attribute. The key went in a request header, so nothing here carries it.
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = safeFileName(fileName);
  a.rel = 'noopener';
  a.style.display = 'none';
  doc.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the save in some browsers; a minute is plenty to start it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The last path step of a name from the listing, without characters file systems refuse. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f<>:"|?*]/g, '_').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : 'download.zip';
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v >= 10 ? v.toFixed(0) : v.toFixed(1)} ${units[i]}`;
}
