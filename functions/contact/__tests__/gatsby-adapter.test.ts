import { REFERENCE_PATTERN } from "../../../src/domain/fields";
import { jpeg, multipartBody, tempDir, withReference } from "./fixtures";
import { BOOKED, MAIN_SHOP, OTHER_SERVICE, SERVICE } from "./site-data";
import { startSmtpSink } from "./smtp-sink";

/** A response object with the parts of Gatsby's (express's) response the adapter uses. */
function fakeResponse() {
  const res = {
    statusCode: 0,
    headers: {} as Record<string, string>,
    body: "",
    setHeader(name: string, value: string) {
      res.headers[name] = value;
    },
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    send(body: string) {
      res.body = body;
      return res;
    },
  };
  return res;
}

describe("the Gatsby Function adapter over real SMTP", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    Object.assign(process.env, sink.env, { CONTACT_STORE_DIR: tempDir("store") });
  });

  afterAll(async () => {
    await sink.close();
    for (const key of ["SMTP_HOST", "SMTP_PORT", "SMTP_SECURE", "CONTACT_STORE_DIR"]) delete process.env[key];
  });

  it("sends the raw body it is given and answers with the core's status and headers", async () => {
    const { default: sendContactEmail } = await import("../gatsby-function");
    const body = Buffer.from(
      JSON.stringify({
        name: "Gats By",
        phone: "(704) 555-2222",
        email: "g@example.com",
        service: SERVICE,
        message: "Fan noise",
      }),
    );
    const res = fakeResponse();
    await sendContactEmail(
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        socket: { remoteAddress: "127.0.0.1" },
      } as never,
      res as never,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["Cache-Control"]).toBe("no-store");
    expect(JSON.parse(res.body)).toEqual({
      success: true,
      confirmation: "sent",
      reference: expect.stringMatching(REFERENCE_PATTERN),
      booking: {
        photos: 0,
        shop: expect.objectContaining({ id: MAIN_SHOP.id, phone: MAIN_SHOP.phone }),
      },
    });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0].subject).toMatch(
      withReference(`Service request [${MAIN_SHOP.name}]: ${SERVICE} - Gats By`),
    );
  });

  it("passes a multipart body with a photo as bytes, and the Accept header", async () => {
    const { default: sendContactEmail, config } = await import("../gatsby-function");
    // JSON and urlencoded bodies as bytes; multipart is left to the multer Gatsby runs first.
    expect(config.bodyParser).toEqual({ raw: { type: "application/*", limit: "6mb" } });
    const photo = await jpeg();
    const { body, contentType } = await multipartBody(
      {
        name: "Gats By",
        phone: "(704) 555-2222",
        email: "g@example.com",
        message: "Cracked",
        ...BOOKED.ids,
      },
      [{ content: photo }],
    );
    const send = async (accept: string) => {
      const res = fakeResponse();
      await sendContactEmail(
        {
          method: "POST",
          headers: { "content-type": contentType, accept },
          body,
          socket: { remoteAddress: "127.0.0.2" },
        } as never,
        res as never,
      );
      return res;
    };
    const res = await send("application/json");
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).booking.photos).toBe(1);
    const mail = sink.received[sink.received.length - 1];
    expect(mail.subject).toMatch(withReference(`Service request [${MAIN_SHOP.name}]: ${BOOKED.name} - Gats By`));
    expect(mail.attachments[0].content.equals(photo)).toBe(true);
    // The plain form (no Accept: application/json) gets a page with its reference and its shop.
    const plain = await send("text/html");
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toMatch(/<strong>QC-[0-9A-Z]{4}-[0-9A-Z]{4}<\/strong>/);
    expect(plain.body).toContain(`, ${MAIN_SHOP.name}</strong>`);
  });

  it("takes a form that Gatsby's multer already parsed: fields in req.body, photos in req.files", async () => {
    const { default: sendContactEmail } = await import("../gatsby-function");
    const photo = await jpeg();
    const request = (files: object[], service: string | string[] = SERVICE) =>
      ({
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", accept: "application/json" },
        body: Object.assign(Object.create(null), {
          name: "Mul Ter",
          phone: "(704) 555-3333",
          email: "m@example.com",
          service,
          message: "Fan",
        }),
        files,
        socket: { remoteAddress: "127.0.0.3" },
      }) as never;
    const res = fakeResponse();
    await sendContactEmail(
      request([
        { fieldname: "photos", originalname: "a.jpg", buffer: photo },
        { fieldname: "other", originalname: "b.txt", buffer: Buffer.from("x") },
      ]),
      res as never,
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).booking).toEqual({
      photos: 1,
      shop: expect.objectContaining({ id: MAIN_SHOP.id }),
    });
    const mail = sink.received[sink.received.length - 1];
    expect(mail.subject).toMatch(withReference(`Service request [${MAIN_SHOP.name}]: ${SERVICE} - Mul Ter`));
    expect(mail.attachments.map((a) => a.filename)).toEqual(["photo-1.jpg"]);

    const renamed = fakeResponse();
    await sendContactEmail(
      request([{ fieldname: "photos", originalname: "x.jpg", buffer: Buffer.from("text") }]),
      renamed as never,
    );
    expect(renamed.statusCode).toBe(415);

    // A field given twice is a list, where one value is expected: refused, naming the field (on main: the last won).
    const twice = fakeResponse();
    await sendContactEmail(request([], [OTHER_SERVICE, SERVICE]), twice as never);
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(JSON.parse(twice.body).errors)).toEqual(["service"]);
  });

  it("keeps one rate-limit window across reloads of the module, as gatsby serve reloads it per request", async () => {
    jest.resetModules();
    const first = await import("../gatsby-function");
    jest.resetModules();
    const second = await import("../gatsby-function");
    expect(first).not.toBe(second);
    const statuses: number[] = [];
    // Only requests the shop received count (five by default); a refused one costs nothing.
    const valid = {
      name: "Win Dow",
      phone: "(704) 555-3333",
      email: "w@example.com",
      service: SERVICE,
      message: "x",
    };
    for (const fields of [{}, valid, valid, valid, valid, valid, valid]) {
      const res = fakeResponse();
      await (statuses.length % 2 ? first : second).default(
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: Buffer.from(JSON.stringify(fields)),
          socket: { remoteAddress: "10.1.1.1" },
        } as never,
        res as never,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 200, 200, 200, 200, 200, 429]);
  });
});
