/**
 * A stable v4-shaped UUID from text (FNV-1a, four seeds): the same content always gets the same
 * identifier, different content a different one, with no clock and no random source, so a file
 * written twice from the same rows names itself the same way.
 */
export function uuidFromText(text: string): string {
  let hex = '';
  for (let seed = 0; hex.length < 32; seed++) {
    let h = 0x811c9dc5 ^ seed;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    hex += (h >>> 0).toString(16).padStart(8, '0');
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
