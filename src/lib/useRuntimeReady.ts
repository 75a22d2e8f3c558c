import { useSyncExternalStore } from 'react';
import { isRuntimeReady, subscribeRuntimeReady } from './runtimeReady.ts';

/** True once the runtime config is applied: a call made before then could lack the demo key. */
export const useRuntimeReady = (): boolean =>
  useSyncExternalStore(subscribeRuntimeReady, isRuntimeReady, () => false);
