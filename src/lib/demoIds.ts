/**
 * The emulator's made-up concept ids, where the open data names no real UMLS CUI
 * (server/dataset/README.md): no real CUI starts with C9. Checked against the emulator's own
 * pattern by server/dataset/demo-holdings.test.ts. Marked only on the emulator: on the real
 * service every CUI is the UMLS's, and nothing is guessed.
 */
export const DEMO_SYNTHETIC_CUI = /^C9\d{6}$/;

/** A concept id the emulator made up (shown and exported as the demo's own, never as a UMLS CUI). */
export const isDemoCui = (id: string | null | undefined, emulator: boolean): boolean =>
  emulator && !!id && DEMO_SYNTHETIC_CUI.test(id);

/** The words a page and a file use for such an id. */
export const DEMO_CUI_NOTE = 'demo id, not a UMLS CUI';
