// The batch input's storage lives in lib (other pages add lines to it); the batch's modules read it from here.
export {
  BATCH_STORAGE,
  DEFAULT_SETTINGS,
  loadBatch,
  saveBatch,
  type BatchSettings,
  type StoredBatch,
} from '../../lib/batchInput.ts';
