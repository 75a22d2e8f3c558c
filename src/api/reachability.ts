/**
 * Whether the service can be reached, as the last answer (or failure) of any call told: no
 * connection, no answer in time, or a gateway error of the proxy in front of it (502, 503,
 * 504) say it cannot; any other answer says it can. The offline copy (lib/offline) listens:
 * it opens the views kept from the last day at once, while the calls still retry.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let unreachable = false;

export const isServiceUnreachable = () => unreachable;

/** Kept as it is told; said to the listeners only when it changes. */
export function reportReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  for (const l of listeners) l();
}

/** A gateway status: the proxy answered for a service it could not reach. */
export const isGatewayStatus = (status: number) => status >= 502 && status <= 504;

export function subscribeReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
