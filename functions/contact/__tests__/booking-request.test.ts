import { DROPOFF_OPTIONS } from "../../../src/domain/booking";
import { SHOPS } from "../../../src/domain/shops";
import type { MailMessage } from "../compose";
import { handleContactRequest, type ContactDeps, type ContactRequest } from "../handle";
import { MAX_MULTIPART_BYTES } from "../multipart";
import { MAX_PHOTO_BYTES } from "../photos";
import { createRateLimiter } from "../rate-limit";
import { carriedBooking, checkEstimate, checkRequest, withCarriedBooking } from "../../../src/domain/request";
import {
  heic,
  jpeg,
  jpegOfSize,
  multipartBody,
  multipartRequest,
  png,
  storeDeps,
  testConfig,
  testPricing,
  withReference,
} from "./fixtures";

// Sunday 22 November 2026, 10:00 in Charlotte.
const NOW = new Date("2026-11-22T15:00:00Z");

const question = {
  name: "Jane Doe",
  phone: "(704) 555-1234",
  email: "jane@example.com",
  message: "The screen is cracked.",
};
const ids = { device: "phones", brand: "apple", model: "iphone-15", repair: "screen" };
const booked = { ...question, ...ids, dropoff: "charlotte", preferredDate: "2026-11-24", preferredTime: "afternoon" };

function setup() {
  const sent: MailMessage[] = [];
  const deps: ContactDeps = {
    config: testConfig,
    ...storeDeps(),
    // The shop's e-mails (the visitors' confirmations are tested in handle.test.ts and smtp.test.ts).
    transport: { sendMail: async (m) => void (/\.visitor@/.test(m.messageId ?? "") ? undefined : sent.push(m)) },
    limiter: createRateLimiter({ max: 100, windowMs: 600_000 }),
    now: () => NOW,
    log: () => undefined,
  };
  const send = (request: ContactRequest) => handleContactRequest(request, deps);
  return { sent, send };
}

const jsonRequest = (body: object): ContactRequest => ({
  method: "POST",
  contentType: "application/json",
  body: Buffer.from(JSON.stringify(body)),
  clientIp: "10.0.0.1",
});
const formRequest = (fields: Record<string, string>): ContactRequest => ({
  method: "POST",
  contentType: "application/x-www-form-urlencoded",
  body: Buffer.from(new URLSearchParams(fields).toString()),
  clientIp: "10.0.0.2",
});
const answer = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;

describe("checkEstimate: the estimate is recomputed from our prices", () => {
  it("is absent when no id is given", () => {
    expect(checkEstimate({ device: " ", brand: "" }, testPricing)).toEqual({ ok: true });
  });

  it("takes the price from the price list, never the one the browser sends", () => {
    const result = checkEstimate({ ...ids, price: "$1", from: 1, to: 2, quote: true, warrantyDays: 999 }, testPricing);
    expect(result.ok && result.estimate?.price).toEqual({
      from: 179,
      to: 229,
      quote: false,
      time: "same day",
      sameDay: true,
      inStock: true,
      warrantyDays: 180,
    });
  });

  it("uses the family default where the model has no row", () => {
    const result = checkEstimate({ ...ids, repair: "battery" }, testPricing);
    expect(result.ok && result.estimate?.price).toMatchObject({ from: 69, to: 99 });
  });

  it.each([
    ["device", { device: "spaceships" }, "Please choose a device from the list."],
    ["brand", { brand: "nokia" }, "Please choose a phone brand from the list."],
    ["model", { model: "iphone-3g" }, "Please choose one of the Apple models from the list."],
    ["repair", { repair: "keyboard" }, "Please choose a repair we offer for the iPhone 15."],
  ])("names the unknown %s", (field, change, message) => {
    expect(checkEstimate({ ...ids, ...change }, testPricing)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it.each([
    [{ device: "phones" }, "brand", "Please choose a brand."],
    [{ device: "phones", brand: "apple", repair: "screen" }, "model", "Please choose a model."],
    [{ repair: "screen" }, "device", "Please choose a device."],
    [{ device: "phones", brand: "apple", model: "iphone-15" }, "repair", "Please choose a repair."],
  ])("needs all four ids: %j lacks %s", (given, field, message) => {
    expect(checkEstimate(given, testPricing)).toEqual({ ok: false, errors: { [field]: message } });
  });
});

describe("checkRequest", () => {
  it("names the service of the booked repair when none was chosen", () => {
    const result = checkRequest({ ...question, ...ids }, testConfig, NOW);
    expect(result.ok && result.value.submission.service).toBe("Cell Phone Repair");
  });

  it("keeps a service the visitor chose, checked as before", () => {
    const result = checkRequest({ ...question, ...ids, service: "TV Repair" }, testConfig, NOW);
    expect(result.ok && result.value.submission.service).toBe("TV Repair");
    expect(checkRequest({ ...question, ...ids, service: "Brain Surgery" }, testConfig, NOW)).toEqual({
      ok: false,
      errors: { service: "Please choose a service from the list." },
    });
  });

  it("needs no message with a booked repair (the estimate says what is wrong), but does for a plain question", () => {
    const result = checkRequest({ ...question, ...ids, message: "" }, testConfig, NOW);
    expect(result.ok && result.value.submission.message).toBe("");
    expect(checkRequest({ ...question, service: "TV Repair", message: " " }, testConfig, NOW)).toEqual({
      ok: false,
      errors: { message: "Please describe the issue." },
    });
    // An estimate that does not resolve makes no message optional.
    const unknown = checkRequest({ ...question, ...ids, model: "nope", message: "" }, testConfig, NOW);
    expect(unknown.ok ? [] : Object.keys(unknown.errors)).toEqual(["message", "model"]);
  });

  it("still needs a service for a plain question", () => {
    expect(checkRequest(question, testConfig, NOW)).toEqual({
      ok: false,
      errors: { service: "Please choose the service you need." },
    });
  });

  it("gives every error at once, the form's own fields first", () => {
    const result = checkRequest(
      { ...question, email: "x", ...ids, model: "nope", dropoff: "on-site", preferredDate: "2026-11-29" },
      testConfig,
      NOW,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(["email", "model", "address", "preferredDate"]);
  });
});

describe("a booked repair, as JSON", () => {
  it("answers the booking as recomputed and e-mails the estimate from the data", async () => {
    const { send, sent } = setup();
    const response = await send(jsonRequest({ ...booked, price: "$1", from: "1", to: "1" }));
    expect(response.status).toBe(200);
    expect(answer(response)).toEqual({
      success: true,
      confirmation: "sent",
      reference: "QC-0000-0001",
      booking: {
        estimate: {
          name: "iPhone 15 screen replacement",
          price: "$179-$229",
          time: "same day",
          warrantyDays: 180,
          sameDay: true,
        },
        dropoff: { id: "charlotte", label: "Drop off at Charlotte" },
        when: "Tuesday, November 24, 2026, Afternoon (12pm-6pm)",
        photos: 0,
        shop: {
          id: "charlotte",
          name: "Charlotte",
          phone: "(704) 555-0100",
          address: "1 Main St, Charlotte, NC 28202",
        },
        // The visit's calendar file, as the confirmation attaches it: the thank-you page offers it.
        calendar: expect.stringMatching(
          /^BEGIN:VCALENDAR\r\n[\s\S]*DTSTART;TZID=America\/New_York:20261124T120000\r\n/,
        ),
      },
    });
    const [mail] = sent;
    expect(mail.subject).toMatch(withReference("Service request [Charlotte]: iPhone 15 screen replacement - Jane Doe"));
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Cell Phone Repair");
      expect(part).toContain("iPhone 15 (Apple phone)");
      expect(part).toContain("Screen replacement");
      expect(part).toContain("$179-$229, typically same day, 180-day warranty.");
      expect(part).toContain("The visitor saw this price on the website");
      expect(part).toContain("It is an estimate");
      expect(part).toContain(`${DROPOFF_OPTIONS[0].label} (${DROPOFF_OPTIONS[0].address})`);
      expect(part).toContain("Tuesday, November 24, 2026");
      expect(part).toContain("Afternoon");
      expect(part).not.toContain("$1,");
    }
    expect(mail.text).toMatch(/^Estimate shown to the visitor: \$179-\$229/m);
    expect(mail.attachments).toBeUndefined();
  });

  it("answers an on-site visit with its address, and a quote-only repair as such", async () => {
    const { send, sent } = setup();
    const response = await send(
      jsonRequest({ ...question, ...ids, repair: "water-damage", dropoff: "on-site", address: "1 Main St, Matthews" }),
    );
    expect(answer(response)).toEqual({
      success: true,
      confirmation: "sent",
      reference: "QC-0000-0001",
      booking: {
        estimate: {
          name: "iPhone 15 water damage",
          price: "Free diagnostic, then a quote",
          time: "2-3 days",
          warrantyDays: 30,
          sameDay: false,
        },
        dropoff: { id: "on-site", label: "We come to you" },
        address: "1 Main St, Matthews",
        photos: 0,
        shop: {
          id: "charlotte",
          name: "Charlotte",
          phone: "(704) 555-0100",
          address: "1 Main St, Charlotte, NC 28202",
        },
      },
    });
    expect(sent[0].text).toContain("Address for the visit: 1 Main St, Matthews");
    expect(sent[0].text).toContain("How the device gets to us: We come to you\n");
  });

  it.each(["device", "brand", "model", "repair"])("answers 400 naming an unknown %s", async (field) => {
    const { send, sent } = setup();
    const response = await send(jsonRequest({ ...booked, [field]: "unknown-id" }));
    expect(response.status).toBe(400);
    expect(Object.keys(answer(response).errors as object)).toEqual([field]);
    expect(sent).toHaveLength(0);
  });

  it.each([
    ["2026-11-21", "Please choose a day after today."],
    ["2026-12-14", "Please choose a day within the next 21 days."],
    ["2026-11-29", "We are closed on Sunday, November 29, 2026. Please choose another day."],
  ])("answers 400 for the date %s", async (preferredDate, message) => {
    const { send } = setup();
    const response = await send(jsonRequest({ ...booked, preferredDate }));
    expect(response.status).toBe(400);
    expect(answer(response)).toEqual({ success: false, errors: { preferredDate: message } });
  });

  it("answers 400 for a date with a mail-in repair", async () => {
    const { send } = setup();
    const response = await send(jsonRequest({ ...booked, dropoff: "mail-in" }));
    expect(response.status).toBe(400);
    expect((answer(response).errors as Record<string, string>).preferredDate).toMatch(/^Mail-in repairs need no date/);
  });
});

describe("the plain form (no JavaScript)", () => {
  it("books with an urlencoded post and lands on a page of its reference, booking and shop", async () => {
    const { send, sent } = setup();
    const response = await send(formRequest(booked));
    expect(response.status).toBe(200);
    // What /thank-you/ shows with its script: the reference, the estimate, the way and the day, the shop.
    expect(response.body).toContain("<strong>QC-0000-0001</strong>");
    expect(response.body).toContain("iPhone 15 screen replacement");
    expect(response.body).toContain("Drop off at Charlotte");
    expect(response.body).toMatch(/<th>Preferred day<\/th><td>[A-Z][a-z]+day, /);
    expect(sent[0].subject).toMatch(
      withReference("Service request [Charlotte]: iPhone 15 screen replacement - Jane Doe"),
    );
  });

  it.each([
    [{ preferredDate: "2026-11-29" }, "We are closed on Sunday, November 29, 2026. Please choose another day."],
    [{ model: "nope" }, "Please choose one of the Apple models from the list."],
    [{ dropoff: "on-site" }, "Please enter the address where we should come."],
  ])("answers %j with a page that says what the server refused", async (change, problem) => {
    const { send } = setup();
    const response = await send(formRequest({ ...booked, ...change }));
    expect(response.status).toBe(400);
    expect(response.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain(`<li>${problem}</li>`);
  });

  // The static page cannot copy a Book link's address into the form; the browser names that page in the Referer.
  const bookedFrom = (query: string) => ({ referer: `https://www.example.com/contact/?${query}#request` });
  const bookLink = "device=phones&brand=apple&model=iphone-15&repair=screen&dropoff=mail-in";

  it("takes the estimate and drop-off of the Book link the form was opened from", async () => {
    const { send, sent } = setup();
    const response = await send({ ...formRequest({ ...question, service: "", dropoff: "" }), ...bookedFrom(bookLink) });
    expect(response.body).toContain("<strong>QC-0000-0001</strong>");
    expect(sent[0].subject).toMatch(
      withReference("Service request [Charlotte]: iPhone 15 screen replacement - Jane Doe"),
    );
    expect(sent[0].text).toContain("$179-$229");
    expect(sent[0].text).toMatch(/Mail it in/);
  });

  it("keeps the visitor's own drop-off over the Book link's, and ignores a JSON post's Referer", async () => {
    const { send, sent } = setup();
    await send({ ...formRequest({ ...booked, dropoff: "charlotte" }), ...bookedFrom(bookLink) });
    expect(sent[0].text).toMatch(/Drop off at Charlotte/);
    expect(sent[0].text).not.toMatch(/Mail it in/);
    await send({ ...jsonRequest({ ...question, service: "Other / not sure" }), ...bookedFrom(bookLink) });
    expect(sent[1].subject).toMatch(withReference("Service request [Charlotte]: Other / not sure - Jane Doe"));
  });

  it("needs no message when the Book link the form was opened from carries an estimate", async () => {
    const { send, sent } = setup();
    const response = await send({
      ...formRequest({ ...question, message: "", service: "", dropoff: "" }),
      ...bookedFrom(bookLink),
    });
    expect(response.status).toBe(200);
    expect(sent[0].text).toContain("Describe the issue: (not given)");
  });

  it("links the refusal page to the form with the Book link's choices, so a new try carries them", async () => {
    const { send, sent } = setup();
    const response = await send({ ...formRequest({ ...question, phone: "12" }), ...bookedFrom(bookLink) });
    expect(response.status).toBe(400);
    expect(response.body).toContain(`href="/contact/?${bookLink.replace(/&/g, "&amp;")}#request"`);
    expect(sent).toHaveLength(0);
  });

  it("posts multipart with photos and lands on the page of its reference, its photos counted", async () => {
    const { send, sent } = setup();
    const response = await send(await multipartRequest(booked, [{ content: await jpeg() }], { accept: "text/html" }));
    expect(response.status).toBe(200);
    expect(response.body).toContain("<th>Photos sent</th><td>1</td>");
    expect(sent[0].attachments).toHaveLength(1);
  });

  it.each([
    [415, "Only photos can be attached", [{ name: "x.jpg", content: Buffer.from("text") }]],
    [400, "at most 3 photos", [1, 2, 3, 4].map(() => ({ content: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) }))],
  ])("answers a multipart post with a %d page: %s", async (status, problem, files) => {
    const { send, sent } = setup();
    const response = await send(await multipartRequest(booked, files, { accept: "text/html,*/*" }));
    expect(response.status).toBe(status);
    expect(response.body).toContain(problem);
    expect(sent).toHaveLength(0);
  });

  it("answers an oversized multipart post with a 413 page that names the photos", async () => {
    const { send } = setup();
    const response = await send({
      ...(await multipartRequest(booked, [{ content: await jpegOfSize(MAX_MULTIPART_BYTES + 1) }])),
      accept: "",
    });
    expect(response.status).toBe(413);
    expect(response.body).toContain("The photos are too large");
  });
});

describe("photos with the request (multipart, answered as JSON)", () => {
  it("attaches each photo under our own name and its sniffed type", async () => {
    const { send, sent } = setup();
    const [a, b] = await Promise.all([jpeg(), png()]);
    const response = await send(
      await multipartRequest(booked, [
        { name: "../../etc/passwd.jpg", content: a, type: "image/png" },
        { name: "IMG 2.png", content: b, type: "image/png" },
      ]),
    );
    expect(response.status).toBe(200);
    expect((answer(response).booking as { photos: number }).photos).toBe(2);
    expect(sent[0].attachments).toEqual([
      { filename: "photo-1.jpg", content: a, contentType: "image/jpeg" },
      { filename: "photo-2.png", content: b, contentType: "image/png" },
    ]);
    expect(sent[0].text).toContain("Photos: 2 attached");
  });

  it("takes a HEIC photo by its magic bytes", async () => {
    const { send, sent } = setup();
    const response = await send(
      await multipartRequest(booked, [{ name: "IMG_1.HEIC", content: await heic(), type: "" }]),
    );
    expect(response.status).toBe(200);
    expect(sent[0].attachments?.[0]).toMatchObject({ filename: "photo-1.heic", contentType: "image/heic" });
  });

  it("answers 415 for a text file named x.jpg", async () => {
    const { send, sent } = setup();
    const response = await send(
      await multipartRequest(booked, [{ name: "x.jpg", content: Buffer.from("hello"), type: "image/jpeg" }]),
    );
    expect(response.status).toBe(415);
    expect(answer(response)).toEqual({
      success: false,
      errors: { photos: "Photo 1 (x.jpg) is not a photo. Only photos can be attached (JPEG, PNG, WebP or HEIC)." },
    });
    expect(sent).toHaveLength(0);
  });

  it("answers 400 for a fourth photo", async () => {
    const { send } = setup();
    const image = await jpeg(8, 8);
    const response = await send(
      await multipartRequest(
        booked,
        [1, 2, 3, 4].map(() => ({ content: image })),
      ),
    );
    expect(response.status).toBe(400);
    expect(answer(response)).toEqual({ success: false, errors: { photos: "Please choose at most 3 photos." } });
  });

  it("answers 413 for more than 4 MB of photos, and for a body over 4.5 MB before reading it", async () => {
    const { send, sent } = setup();
    const half = await jpegOfSize(MAX_PHOTO_BYTES / 2 + 1);
    const parsed = await send(await multipartRequest(booked, [{ content: half }, { content: half }]));
    expect(parsed.status).toBe(413);
    expect(Object.keys(answer(parsed).errors as object)).toEqual(["photos"]);

    const huge = await send(await multipartRequest(booked, [{ content: await jpegOfSize(MAX_MULTIPART_BYTES) }]));
    expect(huge.status).toBe(413);
    expect(answer(huge)).toEqual(answer(parsed));
    expect(sent).toHaveLength(0);
  });

  it("ignores an empty file input and books without photos", async () => {
    const { send, sent } = setup();
    const response = await send(await multipartRequest(booked, [{ name: "", content: Buffer.alloc(0), type: "" }]));
    expect(response.status).toBe(200);
    expect((answer(response).booking as { photos: number }).photos).toBe(0);
    expect(sent[0].attachments).toBeUndefined();
  });

  it("validates the fields of a multipart post as any other", async () => {
    const { send } = setup();
    const response = await send(await multipartRequest({ ...booked, email: "nope" }, [{ content: await jpeg() }]));
    expect(response.status).toBe(400);
    expect(answer(response)).toEqual({ success: false, errors: { email: "Please enter a valid e-mail address." } });
  });

  it("pretends success for a filled honeypot and sends nothing", async () => {
    const { send, sent } = setup();
    const response = await send(await multipartRequest({ ...booked, website: "http://spam.example" }));
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(0);
  });

  it("answers 400 for a broken multipart body", async () => {
    const { send } = setup();
    const { body } = await multipartBody(booked);
    const response = await send({
      method: "POST",
      contentType: "multipart/form-data; boundary=not-the-one",
      accept: "application/json",
      body,
      clientIp: "10.0.0.9",
    });
    expect(response.status).toBe(400);
  });
});

describe("carriedBooking: a Book link's choices, read from the Referer of the plain form", () => {
  const from = (query: string, path = "/contact/") =>
    carriedBooking(`https://shop.example${path}?${query}`, "/contact/", testPricing);

  it("takes a known estimate and drop-off", () => {
    expect(from("device=phones&brand=apple&model=iphone-15&repair=screen&dropoff=on-site")).toEqual({
      ...ids,
      dropoff: "on-site",
    });
  });

  it("takes the shop of the page the link was on, by its id, as the location field's value (its name)", () => {
    for (const shop of SHOPS)
      expect(from(`dropoff=on-site&location=${shop.id}`)).toEqual({ dropoff: "on-site", location: shop.name });
    expect(withCarriedBooking({ location: "" }, { location: SHOPS[0].name })).toEqual({ location: SHOPS[0].name });
    // The visitor's own choice wins.
    expect(withCarriedBooking({ location: "Elsewhere" }, { location: SHOPS[0].name })).toEqual({
      location: "Elsewhere",
    });
  });

  it.each([
    ["an unknown model", "device=phones&brand=apple&model=iphone-99&repair=screen"],
    ["three ids of four", "device=phones&brand=apple&model=iphone-15"],
    ["an unknown drop-off", "dropoff=teleport"],
    ["an unknown shop", "location=atlantis"],
    ["a price in the address", "price=1"],
  ])("ignores %s", (_, query) => {
    expect(from(query)).toEqual({});
  });

  it("reads nothing from another page, a missing or a broken Referer", () => {
    expect(from("device=phones&brand=apple&model=iphone-15&repair=screen", "/get-a-quote/")).toEqual({});
    expect(carriedBooking(undefined, "/contact/", testPricing)).toEqual({});
    expect(carriedBooking("not a url", "/contact/", testPricing)).toEqual({});
  });

  it("fills only what the form left empty", () => {
    const carried = { ...ids, dropoff: "mail-in" };
    expect(withCarriedBooking({ dropoff: "" }, carried)).toEqual(carried);
    expect(withCarriedBooking({ model: "iphone-14", dropoff: "charlotte" }, carried)).toEqual({
      model: "iphone-14",
      dropoff: "charlotte",
    });
  });
});
