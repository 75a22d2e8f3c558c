import type { InputKind } from '../../lib/input-kind/index.ts';
import type { TermSearch } from './resolve.ts';

/**
 * The batch input lives in sessionStorage, not the URL: 5,000 lines do not fit in a link,
 * and a pasted list may be private. It survives a reload and dies with the tab.
 */
export const BATCH_STORAGE = 'batch.input';

export interface BatchSettings {
  /** null: detect per line. */
  kind: InputKind | null;
  /** Source for bare codes. */
  source: string;
  targetSource: string;
  searchType: TermSearch;
  includeObsolete: boolean;
}

export const DEFAULT_SETTINGS: BatchSettings = {
  kind: null,
  source: '',
  targetSource: '',
  searchType: 'auto',
  includeObsolete: false,
};

export interface StoredBatch {
  text: string;
  settings: BatchSettings;
}

export function loadBatch(storage: Storage = sessionStorage): StoredBatch {
  try {
    const raw = storage.getItem(BATCH_STORAGE);
    if (!raw) return { text: '', settings: DEFAULT_SETTINGS };
    const parsed = JSON.parse(raw) as Partial<StoredBatch>;
    return {
      text: typeof parsed.text === 'string' ? parsed.text : '',
      settings: { ...DEFAULT_SETTINGS, ...(parsed.settings ?? {}) },
    };
  } catch {
    return { text: '', settings: DEFAULT_SETTINGS };
  }
}

export function saveBatch(batch: StoredBatch, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(BATCH_STORAGE, JSON.stringify(batch));
  } catch {
    // Quota or private mode: the list still works, it just will not survive a reload.
  }
}
