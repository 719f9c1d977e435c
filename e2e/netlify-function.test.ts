import fs from "node:fs";
import path from "node:path";
import { startSmtpSink } from "../functions/contact/__tests__/smtp-sink";

const bundle = path.resolve(__dirname, "..", "functions-build", "send-contact-email.js");

type Handler = (event: object) => Promise<{ statusCode: number; headers: Record<string, string>; body: string }>;

describe("the built netlify-lambda function", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let handler: Handler;

  beforeAll(async () => {
    if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build\``);
    sink = await startSmtpSink();
    Object.assign(process.env, sink.env);
    process.env.CONTACT_TO = "shop@example.com";
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is CommonJS, loaded as Netlify would
    handler = require(bundle).handler as Handler;
  });

  afterAll(async () => {
    await sink.close();
    for (const key of ["SMTP_HOST", "SMTP_PORT", "SMTP_SECURE", "CONTACT_TO"]) delete process.env[key];
  });

  it("answers an API-Gateway-style POST with 200 and one message to the SMTP server", async () => {
    const response = await handler({
      httpMethod: "POST",
      headers: { "Content-Type": "application/json", "x-nf-client-connection-ip": "203.0.113.9" },
      body: JSON.stringify({
        name: "Net Lify",
        phone: "(704) 555-1111",
        email: "net@example.com",
        service: "Console Repair",
        message: "HDMI port loose",
      }),
      isBase64Encoded: false,
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ success: true });
    expect(response.headers["Cache-Control"]).toBe("no-store");
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0].subject).toBe("Service request: Console Repair - Net Lify");
    expect(sink.received[0].replyTo?.value[0].address).toBe("net@example.com");
  });

  it("accepts a base64-encoded form body and redirects with 303", async () => {
    const form = new URLSearchParams({
      name: "B64",
      phone: "7045551111",
      email: "b@example.com",
      service: "TV Repair",
      message: "m",
    }).toString();
    const response = await handler({
      httpMethod: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: Buffer.from(form).toString("base64"),
      isBase64Encoded: true,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.Location).toBe("/thank-you/");
  });

  it("answers GET with 405", async () => {
    const response = await handler({ httpMethod: "GET", headers: {} });
    expect(response.statusCode).toBe(405);
    expect(response.headers.Allow).toBe("POST");
  });
});
