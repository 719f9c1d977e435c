import { exampleSubmission } from "../../../src/domain/service-request";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Photo } from "../photos";
import { newRecord, retryPolicy, type RequestRecord } from "../record";
import { isReference, newReference } from "../reference";
import type { ServiceRequest } from "../../../src/domain/request";
import { createDirectoryStore, type RequestStore } from "../store";
import { requestStoreFor, storeKind } from "../store-env";
import { startBlobsServer } from "./blobs-server";
import { jpeg, png, tempDir } from "./fixtures";

const request: ServiceRequest = {
  submission: exampleSubmission({
    name: "Jane Doe",
    phone: "(704) 555-1234",
    email: "jane@example.com",
    service: "Cell Phone Repair",
    location: "",
    message: "Cracked screen.",
  }),
  booking: { dropoff: { id: "mail-in", label: "Mail it in" } },
};
const policy = retryPolicy({});
const record = (reference: string, receivedAt = "2026-11-22T15:00:00Z", photos: Photo[] = []): RequestRecord =>
  newRecord(reference, request, photos, new Date(receivedAt), policy);

describe("references", () => {
  it("are QC- and two groups of four Crockford base-32 characters from 40 bits", () => {
    expect(newReference(Uint8Array.from([0, 0, 0, 0, 0]))).toBe("QC-0000-0000");
    expect(newReference(Uint8Array.from([0, 0, 0, 0, 1]))).toBe("QC-0000-0001");
    expect(newReference(Uint8Array.from([255, 255, 255, 255, 255]))).toBe("QC-ZZZZ-ZZZZ");
    expect(newReference(Uint8Array.from([0x12, 0x34, 0x56, 0x78, 0x9a]))).toBe("QC-28T5-CY4T");
  });

  it("are random, never ambiguous letters, and only ever their own form", () => {
    const many = new Set(Array.from({ length: 2000 }, () => newReference()));
    expect(many.size).toBe(2000);
    for (const reference of many) {
      expect(isReference(reference)).toBe(true);
      expect(reference).not.toMatch(/[ILOU]/);
    }
    for (const bad of ["QC-0000-000", "qc-0000-0000", "QC-0000-000I", "../QC-0000-0000", "QC-0000-0000.json", 7])
      expect(isReference(bad)).toBe(false);
  });
});

/** Every store keeps the same promises; each implementation runs this table. */
function storeContract(name: string, open: () => Promise<{ store: RequestStore; done?: () => Promise<void> }>) {
  describe(name, () => {
    let store: RequestStore;
    let done: (() => Promise<void>) | undefined;
    let photos: Photo[];
    beforeAll(async () => {
      ({ store, done } = await open());
      photos = [
        { content: await jpeg(64, 48), type: "image/jpeg", ext: "jpg" },
        { content: await png(20, 10), type: "image/png", ext: "png" },
      ];
    });
    afterAll(async () => done?.());

    it("gives back a record and its photos byte for byte", async () => {
      const kept = record("QC-0000-0001", "2026-11-22T15:00:00Z", photos);
      await store.create(kept, photos);
      const stored = await store.get("QC-0000-0001");
      expect(stored?.record).toEqual(kept);
      expect(stored?.record.photos).toEqual([
        { type: "image/jpeg", ext: "jpg", bytes: photos[0].content.length },
        { type: "image/png", ext: "png", bytes: photos[1].content.length },
      ]);
      expect(stored?.photos).toHaveLength(2);
      stored?.photos.forEach((photo, i) => {
        expect(photo.type).toBe(photos[i].type);
        expect(Buffer.compare(photo.content, photos[i].content)).toBe(0);
      });
    });

    it("updates a record's state and lists every record, oldest first", async () => {
      await store.create(record("QC-0000-0003", "2026-11-22T17:00:00Z"), []);
      await store.create(record("QC-0000-0002", "2026-11-22T16:00:00Z"), []);
      await store.update({ ...record("QC-0000-0002", "2026-11-22T16:00:00Z"), state: "sent", attempts: 1 });
      const listed = await store.list();
      expect(listed.map((r) => [r.reference, r.state])).toEqual([
        ["QC-0000-0001", "pending"],
        ["QC-0000-0002", "sent"],
        ["QC-0000-0003", "pending"],
      ]);
    });

    it("answers undefined for an unknown reference and refuses anything that is not a reference", async () => {
      expect(await store.get("QC-ZZZZ-ZZZZ")).toBeUndefined();
      await expect(store.get("../../etc/passwd")).rejects.toThrow(/Not a request reference/);
      await expect(store.create({ ...record("QC-0000-0009"), reference: "x/../y" }, [])).rejects.toThrow(
        /Not a request reference/,
      );
    });

    it("claims a due request for one attempt and holds it until the given time", async () => {
      const due = new Date("2026-11-22T18:00:00Z");
      const until = new Date("2026-11-22T18:02:00Z");
      await store.create({ ...record("QC-0000-0005", "2026-11-22T15:00:00Z"), nextAttemptAt: due.toISOString() }, []);
      expect((await store.claim("QC-0000-0005", due, until))?.record.nextAttemptAt).toBe(until.toISOString());
      expect((await store.get("QC-0000-0005"))?.record.nextAttemptAt).toBe(until.toISOString());
      expect(await store.claim("QC-0000-0005", due, until)).toBeUndefined(); // held
      expect(await store.claim("QC-0000-0005", due, until, true)).toBeDefined(); // the owner's resend
      await store.update({ ...record("QC-0000-0005"), state: "sent" });
      expect(await store.claim("QC-0000-0005", until, until)).toBeUndefined(); // sent: not due
      expect(await store.claim("QC-ZZZZ-ZZZZ", due, until)).toBeUndefined();
      await store.remove("QC-0000-0005");
    });

    it("lists the pending requests from its index, dropping what was sent since", async () => {
      expect((await store.listPending()).map((r) => r.reference)).toEqual(["QC-0000-0001", "QC-0000-0003"]);
      await store.update({ ...record("QC-0000-0003", "2026-11-22T17:00:00Z"), state: "sent", attempts: 1 });
      expect((await store.listPending()).map((r) => r.reference)).toEqual(["QC-0000-0001"]);
      await store.update(record("QC-0000-0003", "2026-11-22T17:00:00Z"));
    });

    it("writes an attempt's outcome only while that attempt holds the request", async () => {
      const kept = record("QC-0000-0006", "2026-11-22T15:00:00Z");
      await store.create(kept, []);
      const later = new Date(Date.parse(kept.nextAttemptAt!) + 1);
      const taken = await store.claim("QC-0000-0006", later, new Date(later.getTime() + 60_000));
      expect(await store.settle({ ...kept, state: "sent" }, kept.claim!)).toBe(false); // the first, too late
      expect((await store.get("QC-0000-0006"))?.record.state).toBe("pending");
      expect(await store.settle({ ...taken!.record, state: "sent", claim: undefined }, taken!.record.claim!)).toBe(
        true,
      );
      expect((await store.get("QC-0000-0006"))?.record.state).toBe("sent");
      expect((await store.listPending()).map((r) => r.reference)).not.toContain("QC-0000-0006");
      await store.remove("QC-0000-0006");
    });

    it("marks the housekeeping done at most once per period", async () => {
      const now = new Date("2026-11-22T18:00:00Z");
      expect(await store.sweepDue(now, 3_600_000)).toBe(true);
      expect(await store.sweepDue(new Date(now.getTime() + 60_000), 3_600_000)).toBe(false);
      expect(await store.sweepDue(new Date(now.getTime() + 3_600_001), 3_600_000)).toBe(true);
    });

    it("removes a record with its photos", async () => {
      await store.remove("QC-0000-0001");
      expect(await store.get("QC-0000-0001")).toBeUndefined();
      expect((await store.list()).map((r) => r.reference)).toEqual(["QC-0000-0002", "QC-0000-0003"]);
    });
  });
}

describe("the directory store", () => {
  const dir = tempDir("dir-store");
  storeContract("contract", async () => ({ store: createDirectoryStore(dir) }));

  it("keeps personal data private: 0600 files in 0700 folders, also in a folder an older version made 0755", async () => {
    const own = tempDir("modes");
    fs.chmodSync(own, 0o755);
    const store = createDirectoryStore(own);
    const photo = { content: await jpeg(30, 30), type: "image/jpeg", ext: "jpg" };
    await store.create(record("QC-0000-0001", "2026-11-22T15:00:00Z", [photo]), [photo]);
    const mode = (file: string) => fs.statSync(path.join(own, file)).mode & 0o777;
    expect([mode("."), mode("QC-0000-0001"), mode("pending")]).toEqual([0o700, 0o700, 0o700]);
    expect([mode("QC-0000-0001.json"), mode("QC-0000-0001/photo-1.jpg")]).toEqual([0o600, 0o600]);
  });

  it("a write that fails (a full disk) leaves nothing behind: no record, no photo, no temporary file", async () => {
    const own = tempDir("full");
    const store = createDirectoryStore(own);
    const photo = { content: await jpeg(30, 30), type: "image/jpeg", ext: "jpg" };
    const real = fs.promises.writeFile;
    const spy = jest.spyOn(fs.promises, "writeFile").mockImplementation(async (file, data, options) => {
      // The record's write runs out of space half way, as on a full disk.
      if (String(file).includes("QC-0000-0001.json")) {
        await real(file, String(data).slice(0, 40), options);
        throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
      }
      return real(file, data, options);
    });
    try {
      await expect(store.create(record("QC-0000-0001", "2026-11-22T15:00:00Z", [photo]), [photo])).rejects.toThrow(
        /ENOSPC/,
      );
    } finally {
      spy.mockRestore();
    }
    expect(fs.readdirSync(own)).toEqual(["pending"]);
    expect(fs.readdirSync(path.join(own, "pending"))).toEqual([]);
  });

  it("removes what a crash left, once a day old: photos of no record, temporary files, stale locks and index entries", async () => {
    const own = tempDir("orphans");
    const store = createDirectoryStore(own);
    const photo = { content: await jpeg(30, 30), type: "image/jpeg", ext: "jpg" };
    await store.create(record("QC-0000-0001", "2026-11-22T15:00:00Z", [photo]), [photo]);
    const write = (file: string, content = "x") => {
      fs.mkdirSync(path.dirname(path.join(own, file)), { recursive: true });
      fs.writeFileSync(path.join(own, file), content);
    };
    write("QC-0000-0002/photo-1.jpg"); // a crash after the photos, before the record
    write("QC-0000-0002/.photo-2.jpg.abc.tmp");
    write(".QC-0000-0003.json.def.tmp"); // a record cut by kill -9
    write("QC-0000-0001/.photo-2.png.123.tmp"); // beside a kept request's photo
    write(".QC-0000-0004.lock");
    write("pending/QC-0000-0005");
    write("QC-0000-0006/photo-1.jpg"); // an orphan, but written just now
    const old = new Date(Date.now() - 2 * 24 * 3_600_000);
    for (const file of [
      "QC-0000-0002",
      ".QC-0000-0003.json.def.tmp",
      "QC-0000-0001/.photo-2.png.123.tmp",
      ".QC-0000-0004.lock",
      "pending/QC-0000-0005",
    ])
      fs.utimesSync(path.join(own, file), old, old);
    const removed = await store.removeOrphans(new Date(Date.now() - 24 * 3_600_000));
    expect(removed.sort()).toEqual(
      [
        ".QC-0000-0003.json.def.tmp",
        ".QC-0000-0004.lock",
        "QC-0000-0001/.photo-2.png.123.tmp",
        "QC-0000-0002",
        "pending/QC-0000-0005",
      ].sort(),
    );
    expect(fs.readdirSync(own).sort()).toEqual(["QC-0000-0001", "QC-0000-0001.json", "QC-0000-0006", "pending"]);
    expect(fs.readdirSync(path.join(own, "QC-0000-0001"))).toEqual(["photo-1.jpg"]);
  });

  it("builds the pending index once from the records of a store written before it had one", async () => {
    const own = tempDir("old-store");
    const store = createDirectoryStore(own);
    await store.create(record("QC-0000-0001"), []);
    await store.create(record("QC-0000-0002"), []);
    fs.rmSync(path.join(own, "pending"), { recursive: true });
    await store.create(record("QC-0000-0003"), []); // a new request arrives before the retry job's first run
    expect((await store.listPending()).map((r) => r.reference).sort()).toEqual([
      "QC-0000-0001",
      "QC-0000-0002",
      "QC-0000-0003",
    ]);
  });

  it("writes one JSON file per request and a folder of its photos, with no temporary file left", async () => {
    const own = tempDir("dir-store");
    const store = createDirectoryStore(own);
    const photo = { content: await jpeg(30, 30), type: "image/jpeg", ext: "jpg" };
    await store.create(record("QC-0000-0001", "2026-11-22T15:00:00Z", [photo]), [photo]);
    expect(fs.readdirSync(own).sort()).toEqual(["QC-0000-0001", "QC-0000-0001.json", "pending"]);
    expect(fs.readdirSync(path.join(own, "pending"))).toEqual(["QC-0000-0001"]); // the retry job's index
    expect(fs.readdirSync(path.join(own, "QC-0000-0001"))).toEqual(["photo-1.jpg"]);
    expect(fs.readFileSync(path.join(own, "QC-0000-0001", "photo-1.jpg")).equals(photo.content)).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(own, "QC-0000-0001.json"), "utf8")).state).toBe("pending");
    await store.remove("QC-0000-0001");
    expect(fs.readdirSync(own)).toEqual(["pending"]);
    expect(fs.readdirSync(path.join(own, "pending"))).toEqual([]);
  });

  it("lets one of several callers at the same moment claim a due request (the lock file is O_EXCL)", async () => {
    const store = createDirectoryStore(tempDir("dir-store"));
    const due = new Date("2026-11-22T18:00:00Z");
    await store.create({ ...record("QC-0000-0001"), nextAttemptAt: due.toISOString() }, []);
    const claims = await Promise.all(Array.from({ length: 8 }, () => store.claim("QC-0000-0001", due, due)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("takes over at once a lock whose process has ended (kill -9), and leaves a living or a distant holder's lock", async () => {
    const own = tempDir("dir-store");
    const store = createDirectoryStore(own);
    const due = new Date("2026-11-22T18:00:00Z");
    await store.create({ ...record("QC-0000-0001"), nextAttemptAt: due.toISOString() }, []);
    const lock = path.join(own, ".QC-0000-0001.lock");
    const ended = spawnSync(process.execPath, ["-e", ""]).pid;
    for (const holder of [`${os.hostname()} ${process.pid}`, `another-machine ${ended}`, ""]) {
      fs.writeFileSync(lock, holder && `${holder}\n`);
      expect(await store.claim("QC-0000-0001", due, due)).toBeUndefined();
    }
    fs.writeFileSync(lock, `${os.hostname()} ${ended}\n`);
    expect(await store.claim("QC-0000-0001", due, due)).toBeDefined();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it("reports a file it cannot read and lists the rest", async () => {
    const own = tempDir("dir-store");
    const logs: string[] = [];
    const store = createDirectoryStore(own, (m) => void logs.push(m));
    await store.create(record("QC-0000-0001"), []);
    fs.writeFileSync(path.join(own, "QC-0000-0002.json"), "{ half a reco");
    fs.writeFileSync(path.join(own, "notes.txt"), "not a request");
    expect((await store.list()).map((r) => r.reference)).toEqual(["QC-0000-0001"]);
    expect(logs).toEqual([expect.stringMatching(/QC-0000-0002\.json could not be read/)]);
  });

  it("fails to create when the folder cannot be made, and lists nothing for a folder not made yet", async () => {
    const file = path.join(tempDir("dir-store"), "a-file");
    fs.writeFileSync(file, "");
    await expect(createDirectoryStore(path.join(file, "requests")).create(record("QC-0000-0001"), [])).rejects.toThrow(
      /ENOTDIR|EEXIST/,
    );
    expect(await createDirectoryStore(path.join(tempDir("dir-store"), "later")).list()).toEqual([]);
  });
});

describe("Netlify Blobs (the package's own local server on loopback)", () => {
  storeContract("contract", async () => {
    const server = await startBlobsServer();
    const store = requestStoreFor(server.env);
    expect(store.describe).toBe("Netlify Blobs");
    return { store, done: server.stop };
  });

  it("removes photos and index entries of no record once a day old, and keeps a fresh one", async () => {
    const server = await startBlobsServer();
    try {
      const store = requestStoreFor(server.env);
      const { getStore } = await import("@netlify/blobs");
      const open = (name: string) =>
        getStore({
          name,
          siteID: server.env.NETLIFY_SITE_ID,
          token: server.env.NETLIFY_AUTH_TOKEN,
          apiURL: server.env.NETLIFY_BLOBS_API_URL,
        });
      const photo = { content: await jpeg(20, 20), type: "image/jpeg", ext: "jpg" };
      await store.create(record("QC-0000-0001", "2026-11-22T15:00:00Z", [photo]), [photo]);
      const old = { at: "2026-11-20T15:00:00Z" };
      await open("contact-request-photos").set("QC-0000-0002/photo-1.jpg", new Blob(["x"]), { metadata: old });
      await open("contact-request-photos").set("QC-0000-0003/photo-1.jpg", new Blob(["x"]), {
        metadata: { at: "2026-11-22T14:00:00Z" },
      });
      await open("contact-requests-pending").setJSON("QC-0000-0004", old);
      await open("contact-requests").setJSON("QC-0000-0005.lock", { at: Date.parse(old.at) });
      const removed = await store.removeOrphans(new Date("2026-11-21T15:00:00Z"));
      expect(removed.sort()).toEqual(["QC-0000-0005.lock", "pending/QC-0000-0004", "photos/QC-0000-0002/photo-1.jpg"]);
      expect((await open("contact-request-photos").list()).blobs.map((b) => b.key).sort()).toEqual([
        "QC-0000-0001/photo-1.jpg",
        "QC-0000-0003/photo-1.jpg",
      ]);
    } finally {
      await server.stop();
    }
  });

  // The local server checks If-None-Match and then writes, so it cannot show two racing claims (Netlify's
  // service does the test-and-set atomically); it shows that a claim held by someone else is refused.
  it("refuses a claim while another caller holds the request's lock", async () => {
    const server = await startBlobsServer();
    try {
      const store = requestStoreFor(server.env);
      const due = new Date("2026-11-22T18:00:00Z");
      await store.create({ ...record("QC-0000-0001"), nextAttemptAt: due.toISOString() }, []);
      const { getStore } = await import("@netlify/blobs");
      const records = getStore({
        name: "contact-requests",
        siteID: server.env.NETLIFY_SITE_ID,
        token: server.env.NETLIFY_AUTH_TOKEN,
        apiURL: server.env.NETLIFY_BLOBS_API_URL,
      });
      await records.setJSON("QC-0000-0001.lock", { at: Date.now() });
      expect(await store.claim("QC-0000-0001", due, due)).toBeUndefined();
      await records.delete("QC-0000-0001.lock");
      expect(await store.claim("QC-0000-0001", due, due)).toBeDefined();
      expect((await records.list()).blobs.map((b) => b.key)).toEqual(["QC-0000-0001"]);
    } finally {
      await server.stop();
    }
  });

  it("refuses a wrong token: the store's writes fail, so the handler falls back to sending", async () => {
    const server = await startBlobsServer("the-right-one");
    try {
      const store = requestStoreFor({ ...server.env, NETLIFY_AUTH_TOKEN: "a-wrong-one" });
      await expect(store.create(record("QC-0000-0001"), [])).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });
});

describe("which store", () => {
  const context = Buffer.from(JSON.stringify({ edgeURL: "https://edge", token: "t", siteID: "s" })).toString("base64");
  it.each([
    [{}, "directory"],
    [{ CONTACT_STORE_DIR: "/srv/requests" }, "directory"],
    [{ NETLIFY_BLOBS_CONTEXT: context }, "netlify-blobs"],
    [{ NETLIFY_SITE_ID: "s", NETLIFY_AUTH_TOKEN: "t" }, "netlify-blobs"],
    [{ NETLIFY_SITE_ID: "s" }, "directory"],
    [{ NETLIFY_BLOBS_CONTEXT: context, CONTACT_STORE: "directory" }, "directory"],
  ])("%j -> %s", (env, kind) => {
    expect(storeKind(env)).toBe(kind);
  });

  it("names a wrong CONTACT_STORE", () => {
    expect(() => storeKind({ CONTACT_STORE: "s3" })).toThrow(
      /CONTACT_STORE must be "directory" or "netlify-blobs", not "s3"/,
    );
  });

  it("defaults to .requests/ in the working directory", () => {
    expect(requestStoreFor({}).describe).toBe(`directory ${path.resolve(".requests")}`);
  });
});
