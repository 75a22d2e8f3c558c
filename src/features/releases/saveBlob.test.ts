import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBytes, safeFileName, saveBlob } from './saveBlob.ts';

describe('safeFileName', () => {
  it('keeps a plain release file name', () => {
    expect(safeFileName('umls-2025AB-full.zip')).toBe('umls-2025AB-full.zip');
  });
  it('drops directories and characters file systems refuse', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a\\b<c>:"d|?*.zip')).toBe('b_c___d___.zip');
    expect(safeFileName('')).toBe('download.zip');
    expect(safeFileName('..')).toBe('download.zip');
  });
});

describe('formatBytes', () => {
  it('reads like a file manager', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(18_648)).toBe('18 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
  });
});

describe('saveBlob', () => {
  // jsdom has no object URLs: the test brings its own and puts the originals back.
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  afterEach(() => {
    Object.assign(URL, original);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a temporary link to an object URL with the file name, then revokes the URL', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:test/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    const blob = new Blob([new Uint8Array([0x50, 0x4b, 3, 4])]);
    saveBlob(blob, 'umls-2025AB-full.zip');

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe('blob:test/1');
    expect(clicked[0]!.download).toBe('umls-2025AB-full.zip');
    expect(document.body.contains(clicked[0]!)).toBe(false);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });
});
