/**
 * Whether the runtime config has been applied (the drug request namespace, the emulator's demo
 * key): set by the root loader (app/rootLoader.ts). The frame renders before it is, so the
 * frame's own calls wait for it (useRuntimeReady); pages wait in their route loaders. No React
 * here: this module loads with app/early.ts, before React.
 */
let applied = false;
const listeners = new Set<() => void>();

export function markRuntimeReady(): void {
  applied = true;
  listeners.forEach((l) => l());
}

export const isRuntimeReady = (): boolean => applied;

export function subscribeRuntimeReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
