/**
 * A sliding window per client address, in memory. On one server it holds across
 * requests; on serverless each warm instance keeps its own window (see README).
 */
export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const hits = new Map<string, number[]>();
  return {
    /** Records a request; returns the seconds to wait when over the limit, else 0. */
    check(key: string, now: number): number {
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
      }
      recent.push(now);
      hits.set(key, recent);
      // Forget idle clients so the map cannot grow without bound.
      if (hits.size > 10000) for (const [k, times] of hits) if (!times.some((t) => now - t < windowMs)) hits.delete(k);
      return 0;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
