import fs from "node:fs";
import path from "node:path";
import type { Photo } from "../photos";
import { newRecord, retryPolicy, type RequestRecord } from "../record";
import { isReference, newReference } from "../reference";
import type { ServiceRequest } from "../request";
import { createDirectoryStore, type RequestStore } from "../store";
import { requestStoreFor, storeKind } from "../store-env";
import { startBlobsServer } from "./blobs-server";
import { jpeg, png, tempDir } from "./fixtures";

const request: ServiceRequest = {
  submission: {
    name: "Jane Doe",
    phone: "(704) 555-1234",
    email: "jane@example.com",
    service: "Cell Phone Repair",
    location: "",
    message: "Cracked screen.",
    pageUrl: "",
    submittedAt: "",
  },
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

  it("writes one JSON file per request and a folder of its photos, with no temporary file left", async () => {
    const own = tempDir("dir-store");
    const store = createDirectoryStore(own);
    const photo = { content: await jpeg(30, 30), type: "image/jpeg", ext: "jpg" };
    await store.create(record("QC-0000-0001", "2026-11-22T15:00:00Z", [photo]), [photo]);
    expect(fs.readdirSync(own).sort()).toEqual(["QC-0000-0001", "QC-0000-0001.json"]);
    expect(fs.readdirSync(path.join(own, "QC-0000-0001"))).toEqual(["photo-1.jpg"]);
    expect(fs.readFileSync(path.join(own, "QC-0000-0001", "photo-1.jpg")).equals(photo.content)).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(own, "QC-0000-0001.json"), "utf8")).state).toBe("pending");
    await store.remove("QC-0000-0001");
    expect(fs.readdirSync(own)).toEqual([]);
  });

  it("lets one of several callers at the same moment claim a due request (the lock file is O_EXCL)", async () => {
    const store = createDirectoryStore(tempDir("dir-store"));
    const due = new Date("2026-11-22T18:00:00Z");
    await store.create({ ...record("QC-0000-0001"), nextAttemptAt: due.toISOString() }, []);
    const claims = await Promise.all(Array.from({ length: 8 }, () => store.claim("QC-0000-0001", due, due)));
    expect(claims.filter(Boolean)).toHaveLength(1);
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
