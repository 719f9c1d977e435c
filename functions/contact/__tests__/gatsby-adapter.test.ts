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
    Object.assign(process.env, sink.env);
  });

  afterAll(async () => {
    await sink.close();
    for (const key of ["SMTP_HOST", "SMTP_PORT", "SMTP_SECURE"]) delete process.env[key];
  });

  it("sends the raw body it is given and answers with the core's status and headers", async () => {
    const { default: sendContactEmail } = await import("../gatsby-function");
    const body = Buffer.from(
      JSON.stringify({
        name: "Gats By",
        phone: "(704) 555-2222",
        email: "g@example.com",
        service: "Laptop Repair",
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
    expect(JSON.parse(res.body)).toEqual({ success: true });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0].subject).toBe("Service request: Laptop Repair - Gats By");
  });

  it("keeps one rate-limit window across reloads of the module, as gatsby serve reloads it per request", async () => {
    jest.resetModules();
    const first = await import("../gatsby-function");
    jest.resetModules();
    const second = await import("../gatsby-function");
    expect(first).not.toBe(second);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = fakeResponse();
      await (i % 2 ? first : second).default(
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: Buffer.from("{}"),
          socket: { remoteAddress: "10.1.1.1" },
        } as never,
        res as never,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
