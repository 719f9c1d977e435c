import { createHash, randomBytes } from "crypto";
import fs from "fs";
import path from "path";
import { privateDir, writeAtomic, type BlobStore } from "./store";

// The shop's desk keeps its staff, its sign-in links and its sessions where the requests are kept: the folder
// CONTACT_STORE_DIR (under desk/) or Netlify Blobs (the store "desk"), so the desk works the same under `npm start`
// and on Netlify. Links and sessions are kept under the hash of their token only: what the store holds cannot sign
// anyone in.

/** A member of staff: an e-mail address and, for one who works at one shop only, that shop's id. */
export type StaffMember = { email: string; shop?: string; addedAt: string; addedBy: string };
/** A sign-in link's facts (its token is in the e-mail only). */
export type SignInLink = { email: string; createdAt: string; expiresAt: string };
/** A signed-in browser's facts (its token is in its cookie only). */
export type Session = { email: string; createdAt: string; lastSeenAt: string };

export type DeskStore = {
  /** "directory /srv/site/.requests/desk" or "Netlify Blobs (desk)": for the owner's command. */
  describe: string;
  getStaff(email: string): Promise<StaffMember | undefined>;
  putStaff(member: StaffMember): Promise<void>;
  /** Removes a member and every session of theirs; whether they were registered. */
  removeStaff(email: string): Promise<boolean>;
  listStaff(): Promise<StaffMember[]>;
  putLink(tokenHash: string, link: SignInLink): Promise<void>;
  /** The link, taken once: of two callers at the same moment one gets it, and it is gone for both after. */
  takeLink(tokenHash: string): Promise<SignInLink | undefined>;
  putSession(tokenHash: string, session: Session): Promise<void>;
  getSession(tokenHash: string): Promise<Session | undefined>;
  removeSession(tokenHash: string): Promise<void>;
};

/** An e-mail address in its one form: trimmed, in small letters. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** A key for an e-mail address: its hash, so no address is a file name or a key in the clear. */
const emailKey = (email: string) => createHash("sha256").update(normalEmail(email)).digest("hex").slice(0, 40);

/** Hashes as keys: 64 hex digits, nothing else (never a path). */
const checkedHash = (hash: string) => {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error("Not a token hash");
  return hash;
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** The desk's part of the request folder: desk/staff, desk/links, desk/sessions, each file 0600 in 0700 folders. */
export function createDirectoryDeskStore(root: string): DeskStore {
  const dir = path.join(root, "desk");
  const file = (kind: string, key: string) => path.join(dir, kind, `${key}.json`);
  const read = async <T>(kind: string, key: string): Promise<T | undefined> => {
    try {
      return JSON.parse(await fs.promises.readFile(file(kind, key), "utf8")) as T;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  const write = async (kind: string, key: string, value: unknown) => {
    await privateDir(path.join(dir, kind));
    await writeAtomic(file(kind, key), JSON.stringify(value));
  };
  const remove = async (kind: string, key: string) => {
    try {
      await fs.promises.unlink(file(kind, key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  const list = async <T>(kind: string): Promise<T[]> => {
    const names = await fs.promises.readdir(path.join(dir, kind)).catch((error: unknown) => {
      if (isMissing(error)) return [] as string[];
      throw error;
    });
    const found = await Promise.all(
      names.filter((n) => n.endsWith(".json")).map((n) => read<T>(kind, n.slice(0, -".json".length))),
    );
    return found.filter((v): v is Awaited<T> => v !== undefined) as T[];
  };
  return {
    describe: `directory ${dir}`,
    getStaff: (email) => read<StaffMember>("staff", emailKey(email)),
    putStaff: (member) => write("staff", emailKey(member.email), member),
    async removeStaff(email) {
      const removed = await remove("staff", emailKey(email));
      for (const name of await fs.promises.readdir(path.join(dir, "sessions")).catch(() => [] as string[])) {
        const key = name.slice(0, -".json".length);
        const session = await read<Session>("sessions", key).catch(() => undefined);
        if (session && normalEmail(session.email) === normalEmail(email)) await remove("sessions", key);
      }
      return removed;
    },
    listStaff: () => list<StaffMember>("staff"),
    putLink: (hash, link) => write("links", checkedHash(hash), link),
    async takeLink(hash) {
      // The rename is the one atomic step: of two takers only one moves the file; the other finds it gone.
      const taken = path.join(dir, "links", `.${checkedHash(hash)}.${randomBytes(6).toString("hex")}.taken`);
      try {
        await fs.promises.rename(file("links", hash), taken);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        return JSON.parse(await fs.promises.readFile(taken, "utf8")) as SignInLink;
      } finally {
        await fs.promises.rm(taken, { force: true });
      }
    },
    putSession: (hash, session) => write("sessions", checkedHash(hash), session),
    getSession: (hash) => read<Session>("sessions", checkedHash(hash)),
    removeSession: async (hash) => {
      await remove("sessions", checkedHash(hash));
    },
  };
}

/** The part of a Netlify Blobs store the desk uses (as the request store's, store.ts). */
export type DeskBlobStore = Pick<BlobStore, "get" | "setJSON" | "delete" | "list">;

/**
 * Netlify Blobs: one store, keys staff/<hash of the address>, links/<hash of the token>, sessions/<hash of the token>.
 * A link is taken under a claim written only if new (the store applies that atomically), then deleted.
 */
export function createBlobsDeskStore(open: () => DeskBlobStore): DeskStore {
  const get = async <T>(key: string) => ((await open().get(key, { type: "json" })) as T | null) ?? undefined;
  return {
    describe: "Netlify Blobs (desk)",
    getStaff: (email) => get<StaffMember>(`staff/${emailKey(email)}`),
    putStaff: async (member) => {
      await open().setJSON(`staff/${emailKey(member.email)}`, member);
    },
    async removeStaff(email) {
      const store = open();
      const known = Boolean(await get<StaffMember>(`staff/${emailKey(email)}`));
      await store.delete(`staff/${emailKey(email)}`);
      for (const { key } of (await store.list({ prefix: "sessions/" })).blobs) {
        const session = await get<Session>(key);
        if (session && normalEmail(session.email) === normalEmail(email)) await store.delete(key);
      }
      return known;
    },
    async listStaff() {
      const store = open();
      const found = await Promise.all(
        (await store.list({ prefix: "staff/" })).blobs.map(({ key }) => get<StaffMember>(key)),
      );
      return found.filter((m): m is StaffMember => Boolean(m));
    },
    putLink: async (hash, link) => {
      await open().setJSON(`links/${checkedHash(hash)}`, link);
    },
    async takeLink(hash) {
      const store = open();
      const key = `links/${checkedHash(hash)}`;
      // The claim is a key written only if new, which the store applies atomically: of two takers one writes it. The
      // link goes before the claim, so a taker after both finds no link.
      const claim = `taken/${checkedHash(hash)}`;
      if (!(await store.setJSON(claim, { at: new Date().toISOString() }, { onlyIfNew: true })).modified)
        return undefined;
      try {
        const link = await get<SignInLink>(key);
        if (link) await store.delete(key);
        return link;
      } finally {
        await store.delete(claim);
      }
    },
    putSession: async (hash, session) => {
      await open().setJSON(`sessions/${checkedHash(hash)}`, session);
    },
    getSession: (hash) => get<Session>(`sessions/${checkedHash(hash)}`),
    removeSession: async (hash) => {
      await open().delete(`sessions/${checkedHash(hash)}`);
    },
  };
}
