/**
 * The committed dataset's container (formats 3 to 5): a small JSON header and independently
 * deflated, columnar sections, so a reader inflates and decodes only the columns it touches,
 * when it first touches them.
 *
 *   bytes 0-7   "TBDSET03"
 *   bytes 8-11  header length (uint32 LE)
 *   header      UTF-8 JSON: { meta, sections: { name: [offset, deflated length, kind, count] } }
 *   sections    raw deflate (level 9), offsets counted from the end of the header
 *
 * Section kinds: 's' strings joined by '\n' (no value holds a newline; the writer checks),
 * 'v' int32 as the differences between consecutive values, zigzag LEB128 varints (sorted
 * and clustered columns shrink to about a byte a value). Equal input gives equal
 * bytes (no timestamps).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';

export const CONTAINER_MAGIC = 'TBDSET03';

type Kind = 's' | 'v';
type SectionEntry = [offset: number, length: number, kind: Kind, count: number];

export class ContainerWriter {
  private readonly parts: Buffer[] = [];
  private readonly sections: Record<string, SectionEntry> = {};
  private offset = 0;

  private add(name: string, kind: Kind, count: number, raw: Buffer): void {
    if (name in this.sections) throw new Error(`section ${name} written twice`);
    const deflated = deflateRawSync(raw, { level: 9 });
    this.sections[name] = [this.offset, deflated.length, kind, count];
    this.parts.push(deflated);
    this.offset += deflated.length;
  }

  strings(name: string, values: readonly string[]): void {
    for (const v of values)
      if (v.includes('\n')) throw new Error(`section ${name}: a value holds a newline: ${JSON.stringify(v)}`);
    this.add(name, 's', values.length, Buffer.from(values.join('\n'), 'utf8'));
  }

  ints(name: string, values: ArrayLike<number>): void {
    const out = Buffer.alloc(values.length * 5);
    let at = 0;
    let previous = 0;
    for (let i = 0; i < values.length; i++) {
      const value = values[i] as number;
      if (!Number.isInteger(value) || value < -(2 ** 31) || value >= 2 ** 31)
        throw new Error(`section ${name}: ${value} is not an int32`);
      const d = value - previous;
      previous = value;
      // zigzag: small magnitudes of either sign → small unsigned numbers (d fits in 33 bits).
      let z = d >= 0 ? 2 * d : -2 * d - 1;
      while (z >= 0x80) {
        out[at++] = (z % 0x80) | 0x80;
        z = Math.floor(z / 0x80);
      }
      out[at++] = z;
    }
    this.add(name, 'v', values.length, out.subarray(0, at));
  }

  /**
   * A low-cardinality string column as a table of its distinct values (first-seen order) and
   * one code per row: `${name}.t` and `${name}.c`.
   */
  dict(name: string, values: readonly string[]): void {
    const table: string[] = [];
    const codeOf = new Map<string, number>();
    const codes = new Int32Array(values.length);
    values.forEach((v, i) => {
      let c = codeOf.get(v);
      if (c === undefined) codeOf.set(v, (c = table.push(v) - 1));
      codes[i] = c;
    });
    this.strings(`${name}.t`, table);
    this.ints(`${name}.c`, codes);
  }

  finish(meta: unknown): Buffer {
    const header = Buffer.from(JSON.stringify({ meta, sections: this.sections }), 'utf8');
    const prefix = Buffer.alloc(12);
    prefix.write(CONTAINER_MAGIC, 0, 'latin1');
    prefix.writeUInt32LE(header.length, 8);
    return Buffer.concat([prefix, header, ...this.parts]);
  }
}

export function isContainer(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 12 &&
    Buffer.from(bytes.buffer, bytes.byteOffset, 8).toString('latin1') === CONTAINER_MAGIC
  );
}

/** Reads sections on demand; each is inflated and decoded once, on first use. */
export class ContainerReader {
  readonly meta: unknown;
  private readonly sections: Record<string, SectionEntry>;
  private readonly body: Buffer;
  private readonly cache = new Map<string, unknown>();

  constructor(bytes: Uint8Array) {
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (!isContainer(buf)) throw new Error('not a dataset container');
    const headerLength = buf.readUInt32LE(8);
    const header = JSON.parse(buf.toString('utf8', 12, 12 + headerLength)) as {
      meta: unknown;
      sections: Record<string, SectionEntry>;
    };
    this.meta = header.meta;
    this.sections = header.sections;
    this.body = buf.subarray(12 + headerLength);
  }

  has(name: string): boolean {
    return name in this.sections;
  }

  private raw(name: string, kind: Kind): [Buffer, number] {
    const entry = this.sections[name];
    if (!entry) throw new Error(`dataset section ${name} is missing`);
    const [offset, length, k, count] = entry;
    if (k !== kind) throw new Error(`dataset section ${name} is ${k}, not ${kind}`);
    return [inflateRawSync(this.body.subarray(offset, offset + length)), count];
  }

  private once<T>(name: string, make: () => T): T {
    let value = this.cache.get(name) as T | undefined;
    if (value === undefined) this.cache.set(name, (value = make()));
    return value;
  }

  strings(name: string): readonly string[] {
    return this.once(name, () => {
      const [raw, count] = this.raw(name, 's');
      if (count === 0) return [];
      const values = raw.toString('utf8').split('\n');
      if (values.length !== count)
        throw new Error(`dataset section ${name}: ${values.length} values, not ${count}`);
      return values;
    });
  }

  ints(name: string): Int32Array {
    return this.once(name, () => {
      const [raw, count] = this.raw(name, 'v');
      const out = new Int32Array(count);
      let at = 0;
      let previous = 0;
      for (let i = 0; i < count; i++) {
        let z = 0;
        let scale = 1;
        let byte: number;
        do {
          byte = raw[at++] as number;
          z += (byte & 0x7f) * scale;
          scale *= 0x80;
        } while (byte & 0x80);
        previous += z % 2 === 0 ? z / 2 : -(z + 1) / 2;
        out[i] = previous;
      }
      if (at !== raw.length) throw new Error(`dataset section ${name}: ${raw.length - at} bytes left over`);
      return out;
    });
  }

  /** A dict column, decoded to one (shared) string per row. */
  dict(name: string): readonly string[] {
    return this.once(name, () => {
      const table = this.strings(`${name}.t`);
      const codes = this.ints(`${name}.c`);
      const out = new Array<string>(codes.length);
      for (let i = 0; i < codes.length; i++) out[i] = table[codes[i] as number] as string;
      return out;
    });
  }

  /** Drops the decoded copy of a section (after its values moved into the model). */
  release(name: string): void {
    this.cache.delete(name);
  }
}
