import { randomBytes } from "crypto";
import fs from "fs";
import path from "path";
import type { Photo } from "./photos";
import { isDue, type RequestRecord, type StoredRequest } from "./record";
import { isReference } from "./reference";

/**
 * Where requests are kept until they are delivered and their retention is over. A record is
 * written with its photos before any e-mail is attempted; after that only the record changes.
 */
export type RequestStore = {
  /** "directory /srv/site/.requests" or "Netlify Blobs": for logs and the owner's command. */
  describe: string;
  /** Writes a new record and its photos (photos first: a record never names photos that are not there). */
  create(record: RequestRecord, photos: readonly Photo[]): Promise<void>;
  /** Writes a record's new state. */
  update(record: RequestRecord): Promise<void>;
  /**
   * Takes a due pending request for one sending attempt, atomically: of two callers at the same
   * moment (two jobs, the job and the owner's resend) one gets it, held until `until`, and the other
   * gets undefined. `force` takes it whatever its state or time (the owner's resend).
   */
  claim(reference: string, now: Date, until: Date, force?: boolean): Promise<StoredRequest | undefined>;
  /** A record and its photos, or undefined for an unknown reference. */
  get(reference: string): Promise<StoredRequest | undefined>;
  /** Every record (without photos), oldest first. Unreadable entries are reported, not thrown. */
  list(): Promise<RequestRecord[]>;
  /** Deletes a record and its photos. */
  remove(reference: string): Promise<void>;
};

export type StoreLog = (message: string) => void;

const byReceived = (a: RequestRecord, b: RequestRecord) => a.receivedAt.localeCompare(b.receivedAt);

const checkedReference = (reference: string) => {
  // References name files and keys: only ever the generated form, never a path.
  if (!isReference(reference)) throw new Error(`Not a request reference: "${reference}"`);
  return reference;
};

const photoName = (index: number, ext: string) => `photo-${index + 1}.${ext}`;

/** Writes through a temporary file in the same folder and renames it: a reader sees the old file or the new one. */
async function writeAtomic(file: string, content: string | Buffer) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await fs.promises.writeFile(temporary, content, { flag: "wx" });
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * A folder (CONTACT_STORE_DIR, default .requests/): one JSON file per request (QC-7K4M-2XQ9.json)
 * and a folder of its photos (QC-7K4M-2XQ9/photo-1.jpg), every file written atomically.
 */
export function createDirectoryStore(dir: string, log: StoreLog = console.warn): RequestStore {
  const recordFile = (reference: string) => path.join(dir, `${checkedReference(reference)}.json`);
  const photoDir = (reference: string) => path.join(dir, checkedReference(reference));
  const read = async (file: string) => JSON.parse(await fs.promises.readFile(file, "utf8")) as RequestRecord;
  const write = (record: RequestRecord) =>
    writeAtomic(recordFile(record.reference), `${JSON.stringify(record, null, 2)}\n`);
  return {
    describe: `directory ${dir}`,
    async create(record, photos) {
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      if (photos.length) {
        await fs.promises.mkdir(photoDir(record.reference), { recursive: true, mode: 0o700 });
        await Promise.all(
          photos.map((photo, i) =>
            writeAtomic(path.join(photoDir(record.reference), photoName(i, photo.ext)), photo.content),
          ),
        );
      }
      await write(record);
    },
    update: write,
    async claim(reference, now, until, force = false) {
      // A lock file made with O_EXCL is the one test-and-set a folder offers. Held for milliseconds;
      // one left by a crashed process is older than a minute and is taken over.
      const lock = path.join(dir, `.${checkedReference(reference)}.lock`);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(lock, "wx");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const stat = await fs.promises.stat(lock).catch(() => undefined);
        if (stat && Date.now() - stat.mtimeMs > 60000) await fs.promises.rm(lock, { force: true });
        return undefined;
      }
      try {
        const stored = await this.get(reference);
        if (!stored || !(force || isDue(stored.record, now))) return undefined;
        const held = { ...stored.record, nextAttemptAt: until.toISOString() };
        await write(held);
        return { record: held, photos: stored.photos };
      } finally {
        await handle.close();
        await fs.promises.rm(lock, { force: true });
      }
    },
    async get(reference) {
      let record: RequestRecord;
      try {
        record = await read(recordFile(reference));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
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
      let names: string[];
      try {
        names = await fs.promises.readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const records: RequestRecord[] = [];
      for (const name of names) {
        if (!name.endsWith(".json") || !isReference(name.slice(0, -5))) continue;
        try {
          records.push(await read(path.join(dir, name)));
        } catch (error) {
          log(`contact store: ${path.join(dir, name)} could not be read: ${(error as Error).message}`);
        }
      }
      return records.sort(byReceived);
    },
    async remove(reference) {
      // The record first: a record is never left naming photos that are gone.
      await fs.promises.rm(recordFile(reference), { force: true });
      await fs.promises.rm(photoDir(reference), { recursive: true, force: true });
    },
  };
}

/** The part of a Netlify Blobs store this uses (@netlify/blobs' Store). */
export type BlobStore = {
  get(key: string, options: { type: "json" }): Promise<unknown>;
  setJSON(key: string, data: unknown, options: { onlyIfNew: true }): Promise<{ modified: boolean }>;
  get(key: string, options: { type: "arrayBuffer" }): Promise<ArrayBuffer | null>;
  set(key: string, data: Blob): Promise<unknown>;
  setJSON(key: string, data: unknown): Promise<unknown>;
  delete(key: string): Promise<void>;
  list(): Promise<{ blobs: Array<{ key: string }> }>;
};

/**
 * Netlify Blobs: records in one store (key: the reference), photos in another (key: reference/photo-1.jpg),
 * so listing the records never pages through photos. `open` returns the two stores for the current
 * invocation (a Lambda-style function connects each event's Blobs context first).
 */
export function createBlobsStore(
  open: () => { records: BlobStore; photos: BlobStore },
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
  return {
    describe: "Netlify Blobs",
    async create(record, photos) {
      const stores = open();
      await Promise.all(
        photos.map((photo, i) =>
          stores.photos.set(
            `${checkedReference(record.reference)}/${photoName(i, photo.ext)}`,
            new Blob([new Uint8Array(photo.content)]),
          ),
        ),
      );
      await stores.records.setJSON(checkedReference(record.reference), record);
    },
    async update(record) {
      await open().records.setJSON(checkedReference(record.reference), record);
    },
    async claim(reference, now, until, force = false) {
      // A lock entry written only if new (If-None-Match: *) is the test-and-set, as the folder's lock
      // file is. (Netlify's own API also returns ETags to compare against; the local server does not.)
      const stores = open();
      const lock = `${checkedReference(reference)}.lock`;
      const { modified } = await stores.records.setJSON(lock, { at: Date.now() }, { onlyIfNew: true });
      if (!modified) {
        const held = (await stores.records.get(lock, { type: "json" })) as { at?: number } | null;
        if (held && Date.now() - (held.at ?? 0) > 60000) await stores.records.delete(lock);
        return undefined;
      }
      try {
        const record = await readRecord(stores.records, reference);
        if (!record || !(force || isDue(record, now))) return undefined;
        const held = { ...record, nextAttemptAt: until.toISOString() };
        await stores.records.setJSON(reference, held);
        return { record: held, photos: await readPhotos(stores.photos, held) };
      } finally {
        await stores.records.delete(lock);
      }
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
        if (!isReference(key)) continue;
        try {
          const record = await readRecord(records, key);
          if (record) found.push(record);
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
      await Promise.all(
        (record?.photos ?? []).map((info, i) => stores.photos.delete(`${reference}/${photoName(i, info.ext)}`)),
      );
    },
  };
}
