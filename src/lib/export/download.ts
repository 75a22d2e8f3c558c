/**
 * Hands a Blob to the browser as a file: an object URL on a temporary link with a
 * `download` attribute (the same approach as the releases page's saveBlob; features cannot
 * share code with lib upward, so it is written once more here for every export).
 */
export function download(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  doc.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the save in some browsers; a minute is plenty to start it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
