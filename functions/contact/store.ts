import { randomBytes } from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import type { Photo } from "./photos";
import { isDue, newClaim, type RequestRecord, type StoredRequest } from "./record";
import { isStoreKey } from "./reference";

/**
 * Where requests are kept until they are delivered and their retention is over. A record is
 * written with its photos before any e-mail is attempted; after that only the record changes.
 */
export type RequestStore = {
  /** "directory /srv/site/.requests" or "Netlify Blobs": for logs and the owner's command. */
  describe: string;
  /**
   * Writes a new record and its photos (photos first: a record never names photos that are not there), and
   * lists it as pending. A write that fails removes what it had written.
   */
  create(record: RequestRecord, photos: readonly Photo[]): Promise<void>;
  /** Writes a record's new state, whoever holds it (the owner's tools and the tests). */
  update(record: RequestRecord): Promise<void>;
  /**
   * Writes the outcome of an attempt only if that attempt still holds the request (the record's `claim` is
   * still `claim`): an attempt that finished after another took the request over writes nothing. The status is
   * kept as the store has it (the owner may have changed it during the attempt). Returns whether it wrote.
   */
  settle(record: RequestRecord, claim: string): Promise<boolean>;
  /**
   * Takes a due pending request for one sending attempt, atomically: of two callers at the same
   * moment (two jobs, the job and the owner's resend) one gets it, held until `until` under a new
   * claim (`record.claim`), and the other gets undefined. `force` takes it whatever its state or time
   * (the owner's resend).
   */
  claim(reference: string, now: Date, until: Date, force?: boolean): Promise<StoredRequest | undefined>;
  /** A record and its photos, or undefined for an unknown reference. */
  get(reference: string): Promise<StoredRequest | undefined>;
  /** A record without its photos (the status page's lookup), or undefined for an unknown reference. */
  getRecord(reference: string): Promise<RequestRecord | undefined>;
  /**
   * Changes a record under its lock (the owner's status update): `change` gets the record as it is now and returns it
   * changed; an attempt that settles later keeps that change (settle writes a request's status as the store has it).
   * Returns the record written; throws for an unknown reference or a lock that stays busy.
   */
  change(reference: string, change: (record: RequestRecord) => RequestRecord): Promise<RequestRecord>;
  /** Every record (without photos), oldest first. Unreadable entries are reported, not thrown. */
  list(): Promise<RequestRecord[]>;
  /**
   * The pending records only, from an index kept beside the records, so the retry job's cost follows the
   * pending work and not the archive. Entries of the index whose record is no longer pending are dropped.
   */
  listPending(): Promise<RequestRecord[]>;
  /** Deletes a record and its photos. */
  remove(reference: string): Promise<void>;
  /**
   * Deletes what a crash or a failed write can leave behind, once older than `before`: photos and index
   * entries of no record, temporary files, stale locks. Returns what it removed, for the log.
   */
  removeOrphans(before: Date): Promise<string[]>;
  /** Whether the slow housekeeping (retention, orphans) is due, at most once per `everyMs`; marks it done. */
  sweepDue(now: Date, everyMs: number): Promise<boolean>;
};

export type StoreLog = (message: string) => void;

const byReceived = (a: RequestRecord, b: RequestRecord) => a.receivedAt.localeCompare(b.receivedAt);

/** An attempt's outcome with the status the store has now: an owner's change made during the attempt stays. */
const withStatusOf = (current: RequestRecord, outcome: RequestRecord): RequestRecord =>
  current.status ? { ...outcome, status: current.status } : outcome;

const checkedReference = (reference: string) => {
  // References name files and keys: only ever the generated form, never a path.
  if (!isStoreKey(reference)) throw new Error(`Not a request reference: "${reference}"`);
  return reference;
};

const photoName = (index: number, ext: string) => `photo-${index + 1}.${ext}`;

/** A lock held for milliseconds; one older than this was left by a crashed process and is taken over. */
const STALE_LOCK_MS = 60 * 1000;

/** What a lock file holds: the machine and the process that took it. */
const lockHolder = () => `${os.hostname()} ${process.pid}\n`;

/**
 * Whether `holder` (a lock file's text) names a process of this machine that is gone (killed, crashed): its lock is
 * taken over at once instead of after STALE_LOCK_MS. A lock of another machine (a shared folder), one not written yet
 * or a process that lives (or a new one that got its number) waits for the minute.
 */
function holderGone(holder: string) {
  const named = /^(.+) (\d+)\n$/.exec(holder);
  if (!named || named[1] !== os.hostname()) return false;
  try {
    process.kill(Number(named[2]), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** How long `settle` waits for a lock that a claim holds for a moment. */
const SETTLE_WAIT_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Files of personal data: read and written by the server's user only. */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** A name for a temporary file beside `file`: hidden, and ending in .tmp so housekeeping knows it. */
const temporaryName = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);

/**
 * Writes through a temporary file in the same folder (0600) and renames it: a reader sees the old file or
 * the new one, never half of one; a write that fails (a full disk) removes its temporary file.
 */
export async function writeAtomic(file: string, content: string | Buffer) {
  const temporary = temporaryName(file);
  try {
    await fs.promises.writeFile(temporary, content, { flag: "wx", mode: FILE_MODE });
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

/** Makes a folder for personal data (0700), and narrows one an older version made wider. */
export async function privateDir(dir: string) {
  await fs.promises.mkdir(dir, { recursive: true, mode: DIR_MODE });
  await fs.promises.chmod(dir, DIR_MODE);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** A folder's entries, or none when it does not exist. */
async function entries(dir: string): Promise<fs.Dirent[]> {
  try {
    return await fs.promises.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** When a file or folder was last changed (ms), or undefined when it is gone. */
const changedAt = async (file: string) => (await fs.promises.stat(file).catch(() => undefined))?.mtimeMs;

/**
 * A folder (CONTACT_STORE_DIR, default .requests/): one JSON file per request (QC-7K4M-2XQ9.json),
 * a folder of its photos (QC-7K4M-2XQ9/photo-1.jpg), and an empty file per pending request in
 * pending/ (the retry job's index); every file written atomically, 0600 in 0700 folders.
 */
export function createDirectoryStore(dir: string, log: StoreLog = console.warn): RequestStore {
  const recordFile = (reference: string) => path.join(dir, `${checkedReference(reference)}.json`);
  const photoDir = (reference: string) => path.join(dir, checkedReference(reference));
  const pendingDir = path.join(dir, "pending");
  const pendingMark = (reference: string) => path.join(pendingDir, checkedReference(reference));
  const lockFile = (reference: string) => path.join(dir, `.${checkedReference(reference)}.lock`);
  const read = async (file: string) => JSON.parse(await fs.promises.readFile(file, "utf8")) as RequestRecord;
  const write = async (record: RequestRecord) => {
    await writeAtomic(recordFile(record.reference), `${JSON.stringify(record, null, 2)}\n`);
    // The index follows the record: a mark left by a crash here is dropped by the next listPending.
    if (record.state !== "pending") await fs.promises.rm(pendingMark(record.reference), { force: true });
  };
  const readRecord = async (reference: string) => {
    try {
      return await read(recordFile(reference));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  /**
   * Runs `work` holding the request's lock file (made with O_EXCL, the one test-and-set a folder offers).
   * Busy: waits up to `waitMs`, then gives up (undefined). A lock whose process is gone (holderGone), or older than a
   * minute, is a crashed process's.
   */
  async function withLock<T>(reference: string, waitMs: number, work: () => Promise<T>): Promise<T | undefined> {
    const lock = lockFile(reference);
    const until = Date.now() + waitMs;
    let handle: fs.promises.FileHandle | undefined;
    for (;;) {
      try {
        handle = await fs.promises.open(lock, "wx", FILE_MODE);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const since = await changedAt(lock);
        const stale = since !== undefined && Date.now() - since > STALE_LOCK_MS;
        if (stale || holderGone(await fs.promises.readFile(lock, "utf8").catch(() => "")))
          await fs.promises.rm(lock, { force: true });
        else if (Date.now() >= until) return undefined;
        else await sleep(20);
      }
    }
    try {
      await handle.writeFile(lockHolder());
      return await work();
    } finally {
      await handle.close();
      await fs.promises.rm(lock, { force: true });
    }
  }

  /** The index rebuilt from the records once, for a store an older version wrote (it had no pending/). */
  async function indexOnce() {
    const done = path.join(pendingDir, ".indexed");
    if ((await changedAt(done)) !== undefined) return;
    await privateDir(dir);
    await fs.promises.mkdir(pendingDir, { recursive: true, mode: DIR_MODE });
    for (const record of await this_.list())
      if (record.state === "pending") await writeAtomic(pendingMark(record.reference), "");
    await writeAtomic(done, "");
  }

  // The folders are made (and narrowed) once per store, not per request; made again if removed since.
  let folders: Promise<void> | undefined;
  const makeFolders = () =>
    (folders ??= (async () => {
      await privateDir(dir);
      await fs.promises.mkdir(pendingDir, { recursive: true, mode: DIR_MODE });
    })().catch((error: unknown) => {
      folders = undefined;
      throw error;
    }));

  const this_: RequestStore = {
    describe: `directory ${dir}`,
    async create(record, photos) {
      const writeAll = async () => {
        // The index first: a crash after it leaves a mark of no record, which housekeeping removes; a record
        // written first and not indexed would never be retried. The mark is empty: nothing in it can be
        // half-written, so it needs no temporary name.
        await fs.promises.writeFile(pendingMark(record.reference), "", { mode: FILE_MODE });
        if (photos.length) {
          await fs.promises.mkdir(photoDir(record.reference), { recursive: true, mode: DIR_MODE });
          await Promise.all(
            photos.map((photo, i) =>
              writeAtomic(path.join(photoDir(record.reference), photoName(i, photo.ext)), photo.content),
            ),
          );
        }
        await write(record);
      };
      try {
        await makeFolders();
        try {
          await writeAll();
        } catch (error) {
          if (!isMissing(error)) throw error;
          // A folder was removed since this store made it (by hand, or a clean-up): made again, once.
          folders = undefined;
          await makeFolders();
          await writeAll();
        }
      } catch (error) {
        await fs.promises.rm(recordFile(record.reference), { force: true });
        await fs.promises.rm(photoDir(record.reference), { recursive: true, force: true });
        await fs.promises.rm(pendingMark(record.reference), { force: true });
        throw error;
      }
    },
    update: write,
    async settle(record, claim) {
      const written = await withLock(record.reference, SETTLE_WAIT_MS, async () => {
        const current = await readRecord(record.reference);
        if (!current || current.claim !== claim) return false;
        await write(withStatusOf(current, record));
        return true;
      });
      if (written === undefined) throw new Error(`The lock of ${record.reference} stayed busy`);
      return written;
    },
    async change(reference, change) {
      const written = await withLock(reference, SETTLE_WAIT_MS, async () => {
        const current = await readRecord(reference);
        if (!current) throw new Error(`No request ${reference} in the store (${dir})`);
        const next = change(current);
        await write(next);
        return next;
      });
      if (written === undefined) throw new Error(`The lock of ${reference} stayed busy`);
      return written;
    },
    getRecord: readRecord,
    async claim(reference, now, until, force = false) {
      const held = await withLock(reference, 0, async () => {
        const stored = await this_.get(reference);
        if (!stored || !(force || isDue(stored.record, now))) return undefined;
        const record = { ...stored.record, nextAttemptAt: until.toISOString(), claim: newClaim() };
        await write(record);
        return { record, photos: stored.photos };
      });
      return held ?? undefined;
    },
    async get(reference) {
      const record = await readRecord(reference);
      if (!record) return undefined;
      const photos = await Promise.all(
        record.photos.map(async (info, i) => ({
          type: info.type,
          ext: info.ext,
          content: await fs.promises.readFile(path.join(photoDir(reference), photoName(i, info.ext))),
        })),
      );
      return { record, photos };
    },
    async list() {
      const records: RequestRecord[] = [];
      for (const entry of await entries(dir)) {
        const name = entry.name;
        if (!entry.isFile() || !name.endsWith(".json") || !isStoreKey(name.slice(0, -5))) continue;
        try {
          records.push(await read(path.join(dir, name)));
        } catch (error) {
          log(`contact store: ${path.join(dir, name)} could not be read: ${(error as Error).message}`);
        }
      }
      return records.sort(byReceived);
    },
    async listPending() {
      await indexOnce();
      const records: RequestRecord[] = [];
      for (const entry of await entries(pendingDir)) {
        if (!isStoreKey(entry.name)) continue;
        let record: RequestRecord | undefined;
        try {
          record = await readRecord(entry.name);
        } catch (error) {
          log(`contact store: ${recordFile(entry.name)} could not be read: ${(error as Error).message}`);
          continue;
        }
        // No record yet (being created, or a crash: housekeeping removes an old mark) or no longer pending.
        if (record && record.state !== "pending") await fs.promises.rm(pendingMark(entry.name), { force: true });
        else if (record) records.push(record);
      }
      return records.sort(byReceived);
    },
    async remove(reference) {
      // The record first: a record is never left naming photos that are gone.
      await fs.promises.rm(recordFile(reference), { force: true });
      await fs.promises.rm(photoDir(reference), { recursive: true, force: true });
      await fs.promises.rm(pendingMark(reference), { force: true });
    },
    async removeOrphans(before) {
      const removed: string[] = [];
      const old = async (file: string) => ((await changedAt(file)) ?? Infinity) < before.getTime();
      const drop = async (file: string) => {
        await fs.promises.rm(file, { recursive: true, force: true });
        removed.push(path.relative(dir, file));
      };
      const hasRecord = async (reference: string) => (await changedAt(recordFile(reference))) !== undefined;
      for (const entry of await entries(dir)) {
        const file = path.join(dir, entry.name);
        if (entry.name.endsWith(".tmp") || /^\.QC-.*\.lock$/.test(entry.name)) {
          if (await old(file)) await drop(file);
        } else if (entry.isDirectory() && isStoreKey(entry.name)) {
          if (!(await hasRecord(entry.name))) {
            if (await old(file)) await drop(file);
          } else
            for (const inner of await entries(file))
              if (inner.name.endsWith(".tmp") && (await old(path.join(file, inner.name))))
                await drop(path.join(file, inner.name));
        }
      }
      for (const entry of await entries(pendingDir)) {
        const file = path.join(pendingDir, entry.name);
        if (
          (entry.name.endsWith(".tmp") || (isStoreKey(entry.name) && !(await hasRecord(entry.name)))) &&
          (await old(file))
        )
          await drop(file);
      }
      return removed;
    },
    async sweepDue(now, everyMs) {
      const marker = path.join(dir, ".last-sweep");
      const last = await changedAt(marker);
      if (last !== undefined && now.getTime() - last < everyMs) return false;
      await privateDir(dir);
      await writeAtomic(marker, now.toISOString());
      await fs.promises.utimes(marker, now, now);
      return true;
    },
  };
  return this_;
}

/** The part of a Netlify Blobs store this uses (@netlify/blobs' Store). */
export type BlobStore = {
  get(key: string, options: { type: "json" }): Promise<unknown>;
  get(key: string, options: { type: "arrayBuffer" }): Promise<ArrayBuffer | null>;
  getMetadata(key: string): Promise<{ metadata: Record<string, unknown> } | null>;
  setJSON(key: string, data: unknown, options?: { onlyIfNew?: true }): Promise<{ modified: boolean }>;
  set(key: string, data: Blob, options?: { metadata?: Record<string, unknown> }): Promise<unknown>;
  delete(key: string): Promise<void>;
  list(options?: { prefix?: string }): Promise<{ blobs: Array<{ key: string }> }>;
};

/** Set once the pending index was built from the records (a store an older version wrote had none). */
const INDEXED_KEY = "pending-indexed";
const SWEEP_KEY = "last-sweep";

/**
 * Netlify Blobs: records in one store (key: the reference), photos in another (key: reference/photo-1.jpg,
 * with the time written as metadata), so listing the records never pages through photos, and the pending
 * index in a third (key: the reference), so the retry job lists only the pending work. The locks are keys of
 * their own in the records store. `open` returns the stores for the current invocation (a Lambda-style
 * function connects each event's Blobs context first).
 */
export function createBlobsStore(
  open: () => { records: BlobStore; photos: BlobStore; pending: BlobStore },
  log: StoreLog = console.warn,
): RequestStore {
  const readRecord = async (records: BlobStore, reference: string) =>
    (await records.get(checkedReference(reference), { type: "json" })) as RequestRecord | null;
  const readPhotos = (photos: BlobStore, record: RequestRecord) =>
    Promise.all(
      record.photos.map(async (info, i) => {
        const bytes = await photos.get(`${record.reference}/${photoName(i, info.ext)}`, { type: "arrayBuffer" });
        if (!bytes) throw new Error(`Photo ${i + 1} of ${record.reference} is missing from the store`);
        return { type: info.type, ext: info.ext, content: Buffer.from(bytes) };
      }),
    );
  const write = async (stores: { records: BlobStore; pending: BlobStore }, record: RequestRecord) => {
    await stores.records.setJSON(checkedReference(record.reference), record);
    if (record.state !== "pending") await stores.pending.delete(record.reference);
  };
  /**
   * Runs `work` holding the request's lock entry, written only if new (If-None-Match: *), the test-and-set
   * as the folder's lock file is. Busy: waits up to `waitMs`, then gives up (undefined).
   */
  async function withLock<T>(
    records: BlobStore,
    reference: string,
    waitMs: number,
    work: () => Promise<T>,
  ): Promise<T | undefined> {
    const lock = `${checkedReference(reference)}.lock`;
    const until = Date.now() + waitMs;
    for (;;) {
      const { modified } = await records.setJSON(lock, { at: Date.now() }, { onlyIfNew: true });
      if (modified) break;
      const held = (await records.get(lock, { type: "json" })) as { at?: number } | null;
      if (held && Date.now() - (held.at ?? 0) > STALE_LOCK_MS) await records.delete(lock);
      else if (Date.now() >= until) return undefined;
      else await sleep(50);
    }
    try {
      return await work();
    } finally {
      await records.delete(lock);
    }
  }
  const store: RequestStore = {
    describe: "Netlify Blobs",
    async create(record, photos) {
      const stores = open();
      const reference = checkedReference(record.reference);
      const photoKeys = photos.map((photo, i) => `${reference}/${photoName(i, photo.ext)}`);
      try {
        await stores.pending.setJSON(reference, { at: record.receivedAt });
        await Promise.all(
          photos.map((photo, i) =>
            stores.photos.set(photoKeys[i], new Blob([new Uint8Array(photo.content)]), {
              metadata: { at: record.receivedAt },
            }),
          ),
        );
        await stores.records.setJSON(reference, record);
      } catch (error) {
        await Promise.allSettled([
          stores.records.delete(reference),
          stores.pending.delete(reference),
          ...photoKeys.map((key) => stores.photos.delete(key)),
        ]);
        throw error;
      }
    },
    async update(record) {
      await write(open(), record);
    },
    async settle(record, claim) {
      const stores = open();
      const written = await withLock(stores.records, record.reference, SETTLE_WAIT_MS, async () => {
        const current = await readRecord(stores.records, record.reference);
        if (!current || current.claim !== claim) return false;
        await write(stores, withStatusOf(current, record));
        return true;
      });
      if (written === undefined) throw new Error(`The lock of ${record.reference} stayed busy`);
      return written;
    },
    async change(reference, change) {
      const stores = open();
      const written = await withLock(stores.records, reference, SETTLE_WAIT_MS, async () => {
        const current = await readRecord(stores.records, reference);
        if (!current) throw new Error(`No request ${reference} in Netlify Blobs`);
        const next = change(current);
        await write(stores, next);
        return next;
      });
      if (written === undefined) throw new Error(`The lock of ${reference} stayed busy`);
      return written;
    },
    async getRecord(reference) {
      return (await readRecord(open().records, reference)) ?? undefined;
    },
    async claim(reference, now, until, force = false) {
      const stores = open();
      const held = await withLock(stores.records, reference, 0, async () => {
        const record = await readRecord(stores.records, reference);
        if (!record || !(force || isDue(record, now))) return undefined;
        const next = { ...record, nextAttemptAt: until.toISOString(), claim: newClaim() };
        await stores.records.setJSON(reference, next);
        return { record: next, photos: await readPhotos(stores.photos, next) };
      });
      return held ?? undefined;
    },
    async get(reference) {
      const stores = open();
      const record = await readRecord(stores.records, reference);
      return record ? { record, photos: await readPhotos(stores.photos, record) } : undefined;
    },
    async list() {
      const { records } = open();
      const { blobs } = await records.list();
      const found: RequestRecord[] = [];
      for (const { key } of blobs) {
        if (!isStoreKey(key)) continue;
        try {
          const record = await readRecord(records, key);
          if (record) found.push(record);
        } catch (error) {
          log(`contact store: Netlify Blobs entry ${key} could not be read: ${(error as Error).message}`);
        }
      }
      return found.sort(byReceived);
    },
    async listPending() {
      const { records, pending } = open();
      if (!(await records.get(INDEXED_KEY, { type: "json" }))) {
        for (const record of await store.list())
          if (record.state === "pending") await pending.setJSON(record.reference, { at: record.receivedAt });
        await records.setJSON(INDEXED_KEY, { at: new Date().toISOString() });
      }
      const found: RequestRecord[] = [];
      for (const { key } of (await pending.list()).blobs) {
        if (!isStoreKey(key)) continue;
        try {
          const record = await readRecord(records, key);
          if (record && record.state !== "pending") await pending.delete(key);
          else if (record) found.push(record);
        } catch (error) {
          log(`contact store: Netlify Blobs entry ${key} could not be read: ${(error as Error).message}`);
        }
      }
      return found.sort(byReceived);
    },
    async remove(reference) {
      const stores = open();
      const record = await readRecord(stores.records, reference);
      await stores.records.delete(checkedReference(reference));
      await stores.pending.delete(reference);
      await Promise.all(
        (record?.photos ?? []).map((info, i) => stores.photos.delete(`${reference}/${photoName(i, info.ext)}`)),
      );
    },
    async removeOrphans(before) {
      const stores = open();
      const removed: string[] = [];
      const known = new Set((await stores.records.list()).blobs.map(({ key }) => key).filter((key) => isStoreKey(key)));
      const olderThan = (at: unknown) => !(typeof at === "string" || typeof at === "number") || +new Date(at) < +before;
      for (const { key } of (await stores.photos.list()).blobs) {
        if (known.has(key.split("/")[0])) continue;
        // Photos written before their record: kept a day, in case the record is being written now.
        const meta = await stores.photos.getMetadata(key);
        if (meta && olderThan(meta.metadata.at)) {
          await stores.photos.delete(key);
          removed.push(`photos/${key}`);
        }
      }
      for (const { key } of (await stores.pending.list()).blobs) {
        if (known.has(key)) continue;
        const entry = (await stores.pending.get(key, { type: "json" })) as { at?: unknown } | null;
        if (entry && olderThan(entry.at)) {
          await stores.pending.delete(key);
          removed.push(`pending/${key}`);
        }
      }
      for (const { key } of (await stores.records.list()).blobs) {
        if (!/^QC-.*\.lock$/.test(key)) continue;
        const entry = (await stores.records.get(key, { type: "json" })) as { at?: unknown } | null;
        if (entry && olderThan(entry.at)) {
          await stores.records.delete(key);
          removed.push(key);
        }
      }
      return removed;
    },
    async sweepDue(now, everyMs) {
      const { records } = open();
      const last = (await records.get(SWEEP_KEY, { type: "json" })) as { at?: number } | null;
      if (last?.at !== undefined && now.getTime() - last.at < everyMs) return false;
      await records.setJSON(SWEEP_KEY, { at: now.getTime() });
      return true;
    },
  };
  return store;
}
