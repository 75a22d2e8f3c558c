/**
 * Per-client request rate limit over a sliding one-second window. Refused requests count
 * too: the terms of use say service "will not be restored until the request rate falls
 * beneath the limit", so a client that keeps hammering stays refused.
 */
export interface RateLimiter {
  /** Records a request; false when the client is over the limit. */
  hit(clientId: string): boolean;
}

const WINDOW_MS = 1000;

export function createRateLimiter(limitPerSecond: number, now: () => number): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = now();
  return {
    hit(clientId) {
      const t = now();
      const cutoff = t - WINDOW_MS;
      // Forget idle clients now and then so the map cannot grow without bound.
      if (t - lastSweep > 60_000) {
        for (const [id, times] of hits) if ((times.at(-1) ?? 0) <= cutoff) hits.delete(id);
        lastSweep = t;
      }
      let times = hits.get(clientId);
      if (!times) hits.set(clientId, (times = []));
      let drop = 0;
      while (drop < times.length && (times[drop] ?? 0) <= cutoff) drop++;
      if (drop) times.splice(0, drop);
      times.push(t);
      return times.length <= limitPerSecond;
    },
  };
}
