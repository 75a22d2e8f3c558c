import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A printed PDF read back as a reader would: its text (poppler's pdftotext, layout kept) and
 * its page count (pdfinfo). Debian's poppler-utils; .ci/run installs it.
 */
export async function readPdf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-pdf-'));
  try {
    const file = join(dir, 'printed.pdf');
    await writeFile(file, pdf);
    const { stdout: text } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    const { stdout: info } = await run('pdfinfo', [file]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
    return { text, pages };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
