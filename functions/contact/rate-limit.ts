import { createHash, randomUUID } from "crypto";

/**
 * Sliding windows per key (a client's address, an inbox). A use is taken when it is admitted, in one atomic step
 * (check and record together), and given back if what it admitted is then refused: requests sent at the same time
 * cannot all pass a check that none of them has recorded yet.
 */

export type Limit = { max: number; windowMs: number };

/** A use taken from a window: `release` gives it back (the request it admitted was refused). */
export type Slot = { release(): Promise<void> };

export type Taken = { ok: true; slot: Slot } | { ok: false; wait: number };

export type RateLimiter = {
  readonly limit: Limit;
  /** Takes `weight` (1) of `key`'s window if it fits, atomically; else the seconds to wait until it would. */
  take(key: string, now: number, weight?: number): Promise<Taken>;
};

/** A limit in memory can also be asked without taking, and charged whether it fits or not (what a refusal cost). */
export type MemoryRateLimiter = RateLimiter & {
  /** The seconds before `key` may take `weight` more, else 0. Records nothing. */
  wait(key: string, now: number, weight?: number): number;
  /** Records `weight` of use, fitting or not. */
  add(key: string, now: number, weight: number): void;
};

/** One use of a window in memory: when, how much, and an id to give it back by. */
type Entry = { at: number; weight: number; id: string };

/** Seconds until `weight` more fits under `max`, as the oldest entries leave the window; 0 when it fits now. */
function secondsUntilFits(entries: readonly Entry[], { max, windowMs }: Limit, now: number, weight: number) {
  let used = entries.reduce((total, e) => total + e.weight, 0);
  if (used + weight <= max) return 0;
  for (const entry of [...entries].sort((a, b) => a.at - b.at)) {
    used -= entry.weight;
    if (used + weight <= max) return Math.max(1, Math.ceil((entry.at + windowMs - now) / 1000));
  }
  return Math.max(1, Math.ceil(windowMs / 1000));
}

/**
 * A limit in this process's memory: atomic, as each take runs in one turn of the event loop. Right for one long-lived
 * server (`npm start`) and for what is this process's own (the bytes it holds); a serverless function's instances
 * each have their own memory, so the limits they share live in Blobs (createBlobRateLimiter).
 */
export function createRateLimiter(limit: Limit): MemoryRateLimiter {
  const windows = new Map<string, Entry[]>();
  const recent = (key: string, now: number) => (windows.get(key) ?? []).filter((e) => now - e.at < limit.windowMs);
  return {
    limit,
    async take(key, now, weight = 1) {
      const current = recent(key, now);
      const wait = secondsUntilFits(current, limit, now, weight);
      if (wait > 0) return { ok: false, wait };
      const id = randomUUID();
      windows.set(key, [...current, { at: now, weight, id }]);
      // Forget idle keys so the map cannot grow without bound.
      if (windows.size > 10000)
        for (const [k, entries] of windows) if (!entries.some((e) => now - e.at < limit.windowMs)) windows.delete(k);
      const release = async () => {
        const left = (windows.get(key) ?? []).filter((e) => e.id !== id);
        if (left.length) windows.set(key, left);
        else windows.delete(key);
      };
      return { ok: true, slot: { release } };
    },
    wait: (key, now, weight = 1) => secondsUntilFits(recent(key, now), limit, now, weight),
    add(key, now, weight) {
      windows.set(key, [...recent(key, now), { at: now, weight, id: randomUUID() }]);
    },
  };
}

/** The part of a Netlify Blobs store the shared limits use (@netlify/blobs' Store): reads with ETags, conditional writes. */
export type ConditionalBlobStore = {
  getWithMetadata(key: string, options: { type: "json" }): Promise<{ data: unknown; etag?: string } | null>;
  setJSON(
    key: string,
    data: unknown,
    options: { onlyIfNew: true } | { onlyIfMatch: string },
  ): Promise<{ modified: boolean }>;
  delete(key: string): Promise<void>;
};

/**
 * A limit in Netlify Blobs, shared by every instance of the functions. A key's window is `max` numbered places, each
 * an entry that holds when it was taken. A take reads them all, then claims a free or expired place with a
 * conditional write (only if new; only if its ETag is still the one read), which the store applies atomically: two
 * takes can never both win a place, so at most `max` requests pass in a window, however many arrive at once. A read
 * that lags the store (Netlify's eventual reads) can only make a claim fail, never let one through twice. Key names
 * are hashed: no client address or inbox is written in the clear. `open` gives the store of the current invocation (a
 * Lambda-style function connects each event's Blobs context first).
 */
export function createBlobRateLimiter(
  limit: Limit,
  open: () => ConditionalBlobStore,
  { prefix }: { prefix: string },
): RateLimiter {
  return {
    limit,
    async take(key, now, weight = 1) {
      if (weight !== 1) throw new Error("a limit in Blobs counts requests, one at a time");
      const store = open();
      const base = `${prefix}/${createHash("sha256").update(key).digest("hex").slice(0, 40)}`;
      const names = Array.from({ length: limit.max }, (_, i) => `${base}/${i}`);
      const places = await Promise.all(names.map((name) => store.getWithMetadata(name, { type: "json" })));
      const takenAt = (i: number) => (places[i]?.data as { at?: unknown } | null)?.at;
      const live = (i: number) => {
        const at = takenAt(i);
        return typeof at === "number" && now - at < limit.windowMs;
      };
      const id = randomUUID();
      for (const [i, name] of names.entries()) {
        if (live(i)) continue;
        const place = places[i];
        const written = await store.setJSON(
          name,
          { at: now, id },
          place?.etag ? { onlyIfMatch: place.etag } : { onlyIfNew: true },
        );
        if (written.modified) return { ok: true, slot: { release: () => store.delete(name) } };
      }
      // Every place is held (or was claimed under us): the wait is until the oldest one known expires.
      const oldest = Math.min(...names.map((_, i) => (live(i) ? (takenAt(i) as number) : now)));
      return { ok: false, wait: Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000)) };
    },
  };
}
