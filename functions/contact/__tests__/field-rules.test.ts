import { exampleSubmission } from "../../../src/domain/service-request";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import site from "../../../data/site.json";
import { checkBooking } from "../../../src/domain/booking";
import { cleanText, composeMessage, type MailMessage } from "../compose";
import { STATUS_COPY } from "../confirmation-data";
import type { DeliveryDeps } from "../deliver";
import { FIELD_ATTRIBUTES } from "../../../src/domain/service-request";
import { newRecord, retryPolicy } from "../record";
import { checkRequest, withCarriedBooking, type ServiceRequest } from "../../../src/domain/request";
import { commandMail, runRequestsCommand } from "../requests-command";
import { changeStatus, NOTE_LIMIT, stateLabels, StatusChangeError } from "../../../src/domain/status";
import { composeUpdate } from "../status-mail";
import { createDirectoryStore } from "../store";
import { validateSubmission, type FieldName } from "../../../src/domain/service-request";
import { tempDir, testConfig, TEST_SHOPS } from "./fixtures";

// Issue 39, "No one can use the shop's forms against anyone": a name that is a name, fields that are what they say,
// and e-mails that carry no control character.

// Sunday 22 November 2026, 10:00 in Charlotte.
const NOW = new Date("2026-11-22T15:00:00Z");
const VALID = {
  name: "Jane Doe",
  phone: "(704) 555-0142",
  email: "jane@example.com",
  service: "TV Repair",
  location: "Charlotte",
  message: "The screen is cracked.",
};
const catalogue = testConfig.catalogue;
const errorsOf = (fields: Record<string, unknown>) => {
  const result = validateSubmission({ ...VALID, ...fields }, catalogue);
  return result.ok ? {} : result.errors;
};
const requestErrors = (fields: Record<string, unknown>) => {
  const result = checkRequest(fields, testConfig, NOW);
  return result.ok ? {} : result.errors;
};
const ids = { device: "phones", brand: "apple", model: "iphone-15", repair: "screen" };
const booked = {
  ...VALID,
  ...ids,
  dropoff: "on-site",
  address: "12 Elm Street, Charlotte",
  preferredDate: "2026-11-24",
};

/** Whether the plain form's own check (the name's HTML attributes, `pattern` compiled as browsers do) lets it go. */
const browserTakes = (name: string, flag: "v" | "u" = "v") => {
  const { pattern, maxLength } = FIELD_ATTRIBUTES.name as { pattern?: string; maxLength: number };
  return name !== "" && name.length <= maxLength && new RegExp(`^(?:${pattern ?? ".*"})$`, flag).test(name);
};

describe("a name that is a name", () => {
  const NOT_A_NAME = "Please enter just your name (no web or e-mail address).";
  const lures = [
    "Win $500 at https://evil.example",
    "Visit evil.example/login",
    "me@evil.example",
    "WWW.EVIL",
    "https://x",
    "bit.ly/abc",
    "Jane see t.co/x",
    "claim at 203.0.113.9",
    "Jane Doe evil.example.",
    "Go to Evil.Example now",
    "www.evil",
  ];
  it.each(lures)("refuses %p, with a sentence for a person", (name) => {
    expect(errorsOf({ name })).toEqual({ name: NOT_A_NAME });
  });

  // What a mail client would still read as an address: a full-width @ or dot, a zero-width space inside the host.
  it.each(["evil\uff0eexample", "me\uff20evil", "\uff37\uff37\uff37.evil", "evil\u200b.example", "evil\u3002example"])(
    "refuses the disguised %p",
    (name) => {
      expect(errorsOf({ name })).toEqual({ name: NOT_A_NAME });
    },
  );

  const names = [
    "Jane Doe",
    "José Núñez-García",
    "J.R. Smith",
    "Mary O'Neil",
    "李小龙",
    "Dr. A. B. Smith",
    "Ngũgĩ wa Thiong'o",
    "Renée St. Clair",
    "a".repeat(100),
  ];
  it.each(names)("takes the real name %p, and so does the browser's own check", (name) => {
    expect(errorsOf({ name })).toEqual({});
    expect(browserTakes(name, "v")).toBe(true);
    expect(browserTakes(name, "u")).toBe(true);
  });

  it("the plain form's browser refuses the issue's lures before they are sent (the rule is in the name's pattern)", () => {
    for (const name of lures.slice(0, 4)) expect([name, browserTakes(name)]).toEqual([name, false]);
  });
});

describe("fields that are what they say", () => {
  describe("a name needs a letter", () => {
    it.each([
      ["\u200b", "U+200B"],
      ["\u200b \u200c\u2060", "zero-width characters and spaces"],
      ["\ufeff\u200b", "U+FEFF and U+200B"],
      ["\u2060 \u2060", "U+2060"],
    ])("%p (%s) is refused as an empty name", (name) => {
      expect(errorsOf({ name })).toEqual({ name: "Please enter your name." });
    });

    it.each(["12345", "...", "-- '' --", "42 !"])("%p (no letter) is refused", (name) => {
      expect(errorsOf({ name })).toEqual({ name: "Please enter your name." });
    });

    it("the browser refuses a name without a letter too", () => {
      expect(browserTakes("12345")).toBe(false);
      expect(browserTakes("\u200b\u200c")).toBe(false);
    });
  });

  describe("one line means one line", () => {
    const SINGLE: Array<[FieldName, string]> = [
      ["name", "Jane Doe"],
      ["phone", "704 555 0142"],
      ["email", "jane@example.com"],
      ["service", "TV Repair"],
      ["location", "Charlotte"],
      ["pageUrl", "https://shop.example/contact/"],
      ["submittedAt", "2026-11-22T15:00:00Z"],
    ];
    const BREAKS = [
      ["\u2028", "U+2028"],
      ["\u2029", "U+2029"],
      ["\u0085", "NEL"],
      ["\u000b", "VT"],
      ["\u000c", "FF"],
    ];
    for (const [field, value] of SINGLE)
      it.each(BREAKS)(`${field} with %p (%s) inside is refused: "Must be on one line."`, (brk) => {
        const broken = `${value.slice(0, 4)}${brk}${value.slice(4)}`;
        expect(errorsOf({ [field]: broken })[field]).toBe("Must be on one line.");
      });

    it("a visit's address with a line separator is refused as one of two lines", () => {
      for (const [brk] of BREAKS) {
        const result = checkBooking({ dropoff: "on-site", address: `12 Elm Street${brk}Charlotte` }, NOW);
        expect(result).toEqual({ ok: false, errors: { address: "Please write the address on one line." } });
      }
    });

    it("the phone's pattern no longer takes a line or paragraph separator (the browser's check and the server's)", () => {
      expect(FIELD_ATTRIBUTES.phone.pattern).not.toMatch(/2028|2029/);
      expect(new RegExp(`^(?:${FIELD_ATTRIBUTES.phone.pattern})$`, "v").test("704\u2028555\u20290142")).toBe(false);
    });
  });

  describe("one value where one is expected", () => {
    const ONE_VALUE = "Please send one value for this field.";
    const SUBMISSION_FIELDS: FieldName[] = [
      "name",
      "phone",
      "email",
      "service",
      "location",
      "message",
      "pageUrl",
      "submittedAt",
    ];
    it.each(SUBMISSION_FIELDS)("%s: a list, an object, a number or a boolean is refused, naming the field", (field) => {
      for (const value of [["Jane Doe", "Jane Doe"], [], { first: "Jane" }, 42, true])
        expect([field, value, errorsOf({ [field]: value })[field]]).toEqual([field, value, ONE_VALUE]);
    });

    it("a JSON null counts as absent", () => {
      expect(errorsOf({ pageUrl: null, submittedAt: null, location: null })).toEqual({});
      expect(errorsOf({ name: null })).toEqual({ name: "Please enter your name." });
    });

    it("a booked repair with one value in each field passes", () => {
      expect(requestErrors({ ...booked, preferredTime: "afternoon" })).toEqual({});
    });

    it.each(["device", "brand", "model", "repair", "dropoff", "address", "preferredDate", "preferredTime"])(
      "%s of a booked repair: a list (a repeated key of a plain form) is refused, naming the field",
      (field) => {
        const value = field === "preferredTime" ? "afternoon" : booked[field as keyof typeof booked];
        const fields = { ...booked, preferredTime: "afternoon", [field]: [value, value] };
        expect(requestErrors(fields)).toEqual({ [field]: ONE_VALUE });
        expect(requestErrors({ ...fields, [field]: { value } })).toEqual({ [field]: ONE_VALUE });
      },
    );

    it("a preferred date sent as a list is not dropped silently", () => {
      const result = checkRequest({ ...booked, dropoff: "charlotte", preferredDate: ["2026-11-24"] }, testConfig, NOW);
      expect(result).toEqual({ ok: false, errors: { preferredDate: ONE_VALUE } });
    });

    it("a service sent as a list is refused, not replaced by the booked repair's", () => {
      expect(requestErrors({ ...VALID, ...ids, service: ["TV Repair", "Laptop Repair"] })).toEqual({
        service: ONE_VALUE,
      });
    });

    it("a booking carried by the page's address does not replace a list the form sent", () => {
      const filled = withCarriedBooking(
        { ...VALID, device: ["phones", "tvs"], dropoff: ["charlotte"] },
        {
          ...ids,
          dropoff: "charlotte",
        },
      );
      expect(filled.device).toEqual(["phones", "tvs"]);
      expect(filled.dropoff).toEqual(["charlotte"]);
      expect(requestErrors(filled)).toMatchObject({ device: ONE_VALUE, dropoff: ONE_VALUE });
    });
  });
});

const request: ServiceRequest = {
  submission: exampleSubmission({ ...VALID, pageUrl: "", submittedAt: "" }),
  booking: {},
};
const labels = stateLabels(STATUS_COPY);

describe("the owner's notes", () => {
  const record = newRecord("QC-0000-0001", request, [], NOW, retryPolicy({}));

  it("take 2,000 characters at most, the customer's and the private one", () => {
    expect(NOTE_LIMIT).toBe(2000);
    for (const key of ["note", "privateNote"] as const) {
      expect(() => changeStatus(record, { state: "booked", [key]: "a".repeat(2000) }, NOW, labels)).not.toThrow();
      const change = () => changeStatus(record, { state: "booked", [key]: "a".repeat(2001) }, NOW, labels);
      expect(change).toThrow(StatusChangeError);
      expect(change).toThrow(
        key === "note"
          ? "The note is 2,001 characters long: please keep it to 2,000."
          : "The private note is 2,001 characters long: please keep it to 2,000.",
      );
    }
  });

  it("the owner's command refuses a longer one and changes nothing", async () => {
    const store = createDirectoryStore(tempDir("notes"));
    await store.create(record, []);
    const sent: MailMessage[] = [];
    const delivery: DeliveryDeps = {
      mail: { to: "shop@example.com", from: "Site <no-reply@example.com>", businessName: "Shop" },
      transport: { sendMail: async (m: MailMessage) => void sent.push(m) },
      policy: retryPolicy({}),
      now: () => NOW,
      log: () => undefined,
    };
    const lines: string[] = [];
    const run = (...argv: string[]) => runRequestsCommand(argv, { store, delivery, out: (l) => void lines.push(l) });
    expect(await run("status", "QC-0000-0001", "booked", "--note", "b".repeat(2500))).toBe(1);
    expect(lines.join("\n")).toBe("Not changed: The note is 2,500 characters long: please keep it to 2,000.");
    expect((await store.get("QC-0000-0001"))!.record.status!.history).toHaveLength(1);
    expect(sent).toEqual([]);
  });
});

describe("e-mails carry no control character", () => {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not be there
  const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

  it("cleanText keeps tab, line feed and carriage return and drops every other C0, DEL and C1 control", () => {
    expect(cleanText("a\u001b[2Jb\u0007c\td\ne\r\nf\u0000\u007f\u0085\u009b31mg")).toBe("a[2Jbc\td\ne\r\nf31mg");
    expect(cleanText("José Núñez 李小龙 \u2014 ok")).toBe("José Núñez 李小龙 \u2014 ok");
  });

  it("an owner's note's ESC and BEL do not reach the visitor's update e-mail (text and HTML)", () => {
    const message = composeUpdate(
      request.submission,
      { state: "ready", at: NOW.toISOString(), note: "Ready\u001b[31m now\u0007, bring the charger.\u009b" },
      {
        reference: "QC-0000-0001",
        key: "QC-0000-0001.update-1",
        from: "Site <no-reply@example.com>",
        businessName: "Shop",
        shop: TEST_SHOPS[0],
        copy: STATUS_COPY,
        siteUrl: "https://shop.example",
      },
    );
    for (const part of [message.text, message.html, message.subject]) expect(part).not.toMatch(CONTROLS);
    expect(message.text).toContain("Ready[31m now, bring the charger.");
    expect(message.html).toContain("Ready[31m now, bring the charger.");
  });

  it("a stored request's control characters do not reach the shop's e-mail (text and HTML)", () => {
    // Written past the function's checks, as an older version or a hand-edited store could hold it.
    const message = composeMessage(
      {
        ...request.submission,
        name: "Jane\u001b]0;pwned\u0007 Doe",
        message: "line one\r\nline\u0000 two\u001b[2J",
        pageUrl: "https://x\u0085",
      },
      { to: "shop@example.com", from: "Site <no-reply@example.com>", receivedAt: NOW, businessName: "Shop" },
    );
    for (const part of [message.text, message.html, message.subject, message.replyTo.name])
      expect(part).not.toMatch(CONTROLS);
    expect(message.text).toContain("line one\r\nline two[2J");
  });
});

describe("the owner's command links to the site it runs beside", () => {
  it("uses CONTACT_SITE_URL, else npm start's own address on the local folder, else the live site", () => {
    expect(commandMail({ CONTACT_SITE_URL: "http://localhost:9123/" }).siteUrl).toBe("http://localhost:9123");
    // `npm start` sets CONTACT_SITE_URL to its own address in its own process only: the command, in another shell,
    // on the same folder, links where that server's retries link.
    expect(commandMail({}).siteUrl).toBe("http://localhost:9000");
    expect(commandMail({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
    expect(commandMail({ URL: "https://live.example" }).siteUrl).toBe("http://localhost:9000");
    // On the live site's Blobs: the live site's address.
    const live = { NETLIFY_SITE_ID: "site", NETLIFY_AUTH_TOKEN: "token" };
    expect(commandMail(live).siteUrl).toBe(site.siteUrl);
    expect(commandMail({ ...live, URL: "https://live.example" }).siteUrl).toBe("https://live.example");
    expect(commandMail({ ...live, CONTACT_SITE_URL: "https://staging.example" }).siteUrl).toBe(
      "https://staging.example",
    );
  });

  it("npm run requests -- status: the update e-mail of a request kept by npm start links to npm start's server", async () => {
    const dir = tempDir("command-links");
    const store = createDirectoryStore(path.join(dir, "requests"));
    await store.create(
      { ...newRecord("QC-0000-0001", request, [], NOW, retryPolicy({})), state: "sent", nextAttemptAt: undefined },
      [],
    );
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(CONTACT_|URL$|NETLIFY_|SMTP_|PORT$)/.test(key)),
    );
    execFileSync("npm", ["run", "-s", "requests", "--", "status", "QC-0000-0001", "booked"], {
      cwd: path.resolve(__dirname, "../../.."),
      env: {
        ...env,
        PORT: "9123",
        CONTACT_STORE_DIR: path.join(dir, "requests"),
        CONTACT_OUTBOX_DIR: path.join(dir, "outbox"),
      },
      encoding: "utf8",
      stdio: "pipe",
    });
    const [eml] = fs.readdirSync(path.join(dir, "outbox")).filter((f) => f.endsWith(".eml"));
    const text = fs.readFileSync(path.join(dir, "outbox", eml), "utf8").replace(/=\r?\n/g, "");
    expect(text).toContain("http://localhost:9123/status/#r=3DQC-0000-0001");
    expect(text).not.toContain(site.siteUrl);
  }, 30_000);
});
