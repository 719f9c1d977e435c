import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { ContactConfig, ContactRequest } from "../handle";
import type { Pricing } from "../../../src/domain/pricing";
import { retryPolicy } from "../record";
import { newReference } from "../reference";
import type { Shop } from "../../../src/domain/shops";
import { createDirectoryStore } from "../store";

/** A small price list of its own, so the logic tests do not follow the shop's prices in data/pricing-families/. */
export const testPricing: Pricing = {
  estimateNote: "Every price is an estimate.",
  families: [
    {
      id: "phones",
      label: "Phones",
      singular: "phone",
      repairs: [
        { id: "screen", label: "Screen replacement", description: "d", service: "/cell-phone-repair/" },
        {
          id: "battery",
          label: "Battery replacement",
          description: "d",
          service: "/cell-phone-repair/",
          default: { from: 69, to: 99, time: "same day", sameDay: true, inStock: true, warrantyDays: 180 },
        },
        {
          id: "water-damage",
          label: "Water damage",
          description: "d",
          service: "/cell-phone-repair/",
          default: { quote: true, time: "2-3 days", inStock: true, warrantyDays: 30 },
        },
      ],
      brands: [
        {
          id: "apple",
          label: "Apple",
          models: [
            {
              id: "iphone-15",
              label: "iPhone 15",
              year: 2023,
              prices: [
                {
                  repair: "screen",
                  from: 179,
                  to: 229,
                  time: "same day",
                  sameDay: true,
                  inStock: true,
                  warrantyDays: 180,
                },
              ],
            },
          ],
        },
      ],
      highlights: [],
    },
  ],
};

/** Two shops, each with its own inbox (used when `to` is empty: requests go to their shop). */
export const TEST_SHOPS: readonly Shop[] = [
  {
    id: "charlotte",
    name: "Charlotte",
    email: "charlotte@example.com",
    phone: "(704) 555-0100",
    address: "1 Main St, Charlotte, NC 28202",
  },
  {
    id: "mount-gilead",
    name: "Mount Gilead",
    email: "mtg@example.com",
    phone: "(910) 555-0100",
    address: "2 Main St, Mount Gilead, NC 27306",
  },
];

/** The function's settings over the test price list, the shop's hours (Mon-Sat) in America/New_York. */
export const testConfig: ContactConfig = {
  catalogue: {
    services: ["TV Repair", "Laptop Repair", "Cell Phone Repair"],
    locations: ["Charlotte", "Mount Gilead"],
  },
  pricing: testPricing,
  serviceByPath: { "/cell-phone-repair/": "Cell Phone Repair", "/tv-repair/": "TV Repair" },
  schedules: {
    main: "charlotte",
    byLocation: Object.fromEntries(
      ["charlotte", "mount-gilead"].map((id) => [
        id,
        {
          hours: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((day) => ({
            day,
            opens: "09:00",
            closes: "18:00",
          })),
          special: [],
          timeZone: "America/New_York",
        },
      ]),
    ),
  },
  to: "shop@example.com",
  shops: TEST_SHOPS,
  from: "Site <no-reply@example.com>",
  businessName: "Shop",
  thanksCopy: {
    title: "Your request | {businessName}",
    heading: "Thank you!",
    intro: "A technician will look at it shortly.",
    referenceLabel: "Your reference:",
    referenceHint: "Quote it when you call.",
    confirmationHeldText: "No confirmation e-mail this time.",
    stepsHeading: "What happens next",
    steps: [{ title: "Quick review", text: "We review your request soon." }],
    homeLabel: "Back to home",
    anotherLabel: "Submit another request",
    booked: {
      heading: "What you asked for",
      estimateLabel: "Estimate",
      dropoffLabel: "Getting the device to us",
      dateLabel: "Preferred day",
      photosLabel: "Photos sent",
    },
  },
  contactPath: "/contact/",
  refusalCopy: {
    title: "Not sent | {businessName}",
    heading: "Not sent yet",
    backText: "Use your browser's Back button: your form keeps what you typed.",
    laterText: "Nothing to change: go back and send it again later.",
    formLinkLabel: "Open an empty form",
    callText: "Or call",
  },
};

export type TestFile = { name?: string; content: Buffer; type?: string };

/**
 * A multipart/form-data body as a browser's FormData encodes it (Node's own encoder), with the files in
 * the `photos` field.
 */
export async function multipartBody(
  fields: Record<string, string>,
  files: readonly TestFile[] = [],
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      "photos",
      new Blob([new Uint8Array(file.content)], { type: file.type ?? "image/jpeg" }),
      file.name ?? "photo.jpg",
    );
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type")!,
  };
}

/** The request the page's script sends: multipart, asking for a JSON answer. */
export async function multipartRequest(
  fields: Record<string, string>,
  files: readonly TestFile[] = [],
  extra: Partial<ContactRequest> = {},
): Promise<ContactRequest> {
  const { body, contentType } = await multipartBody(fields, files);
  return { method: "POST", contentType, accept: "application/json", body, clientIp: "10.0.0.3", ...extra };
}

/** Real image bytes, made by sharp. */
export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
export const png = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 200, b: 40 } } })
    .png()
    .toBuffer();
export const webp = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 40, b: 200 } } })
    .webp()
    .toBuffer();

/**
 * A HEIC photo as the parser reads it: an ISO-BMFF file of brand heic with its image's dimensions (ispe).
 * sharp's prebuilt libvips cannot encode HEVC, so this is its AVIF (the same HEIF container) under that brand.
 */
export async function heic(width = 40, height = 30) {
  const avif = await sharp({ create: { width, height, channels: 3, background: { r: 90, g: 90, b: 90 } } })
    .heif({ compression: "av1" })
    .toBuffer();
  const file = Buffer.from(avif);
  file.write("heic", 8, "latin1"); // the ftyp box's major brand
  return file;
}

/** A real JPEG padded after its end marker to exactly `bytes` bytes (viewers ignore what follows the image). */
export async function jpegOfSize(bytes: number): Promise<Buffer> {
  const image = await jpeg(640, 480);
  return Buffer.concat([image, Buffer.alloc(bytes - image.length, 0)]);
}

/** A fresh folder under the system's temporary directory (removed by the caller, or left for the OS). */
export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `qctr-${prefix}-`));

/**
 * What the handler needs to keep requests: a directory store in a fresh folder (the real filesystem),
 * the default retry policy, and references counted up from QC-0000-0001 so tests can name them.
 */
export function storeDeps() {
  const dir = tempDir("store");
  const store = createDirectoryStore(dir, () => undefined);
  let count = 0;
  return {
    dir,
    store,
    openStore: () => store,
    policy: retryPolicy({}),
    newReference: () => newReference(Uint8Array.from([0, 0, 0, 0, ++count])),
  };
}

/** An e-mail subject followed by a request's reference, "... - Jane Doe (QC-7K4M-2XQ9)". */
export const withReference = (subject: string) =>
  new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(QC-[0-9A-Z]{4}-[0-9A-Z]{4}\\)$`);
