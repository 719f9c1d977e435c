/**
 * A sliding window per client address, in memory, over the requests the shop received: a refused
 * post (a typo, a photo too large) costs the visitor nothing. On one server it holds across requests;
 * on serverless each warm instance keeps its own window (see README).
 */
export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const hits = new Map<string, number[]>();
  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((t) => now - t < windowMs);
  return {
    /** The seconds this client must wait before its next request is taken, else 0. Records nothing. */
    wait(key: string, now: number): number {
      const times = recent(key, now);
      return times.length >= max ? Math.max(1, Math.ceil((times[0] + windowMs - now) / 1000)) : 0;
    },
    /** Counts a request the shop received (kept or sent) against its client. */
    count(key: string, now: number) {
      const times = recent(key, now);
      times.push(now);
      hits.set(key, times);
      // Forget idle clients so the map cannot grow without bound.
      if (hits.size > 10000) for (const [k, t] of hits) if (!t.some((at) => now - at < windowMs)) hits.delete(k);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
