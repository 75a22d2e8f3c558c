/**
 * Reads an SSSOM TSV file back (tests, unit and end to end): the `#` metadata block, strictly
 * (only `key: scalar` lines and the indented `curie_map` entries, scalars plain or
 * double-quoted), then the header and rows. Anything else in the block throws, so a file this
 * accepts is one a YAML reader takes too.
 */
export interface SssomFile {
  metadata: Record<string, string> & { curie_map: Record<string, string> };
  header: string[];
  rows: Array<Record<string, string>>;
}

const scalar = (v: string): string => (v.startsWith('"') ? (JSON.parse(v) as string) : v);

export function readSssom(text: string): SssomFile {
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  const metadata: Record<string, unknown> = {};
  let map: Record<string, string> | null = null;
  let i = 0;
  for (; i < lines.length && lines[i]!.startsWith('#'); i++) {
    const line = lines[i]!.slice(1);
    const entry = /^ {2}([A-Za-z_][A-Za-z0-9_.-]*): (.+)$/.exec(line);
    if (entry && map) {
      map[entry[1]!] = scalar(entry[2]!);
      continue;
    }
    const top = /^([a-z_]+):(?: (.+))?$/.exec(line);
    if (!top) throw new Error(`Not a metadata line: ${line}`);
    if (top[2] === undefined) metadata[top[1]!] = map = {};
    else {
      metadata[top[1]!] = scalar(top[2]);
      map = null;
    }
  }
  const [header = [], ...data] = lines.slice(i).map((l) => l.split('\t'));
  for (const cells of data)
    if (cells.length !== header.length)
      throw new Error(`A row of ${cells.length} cells under ${header.length} columns`);
  return {
    metadata: metadata as SssomFile['metadata'],
    header,
    rows: data.map((cells) => Object.fromEntries(header.map((h, k) => [h, cells[k] ?? '']))),
  };
}
