/**
 * Whether the runtime config has been applied (the drug request namespace, the emulator's demo
 * key): set by the root loader (app/firstLoad/rootLoader.ts). The frame renders before it is, so the
 * frame's idle parts and their calls wait for it (shell/useIdleImport.ts); pages wait in their
 * route loaders. No React here: this module loads before React (app/firstLoad/dataRoot.ts).
 */
let applied = false;

export function markRuntimeReady(): void {
  applied = true;
}

export const isRuntimeReady = (): boolean => applied;
