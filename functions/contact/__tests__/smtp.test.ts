import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { createContactHandler } from "..";
import type { ContactRequest } from "../handle";
import { startSmtpSink as startSink } from "./smtp-sink";

const body = {
  name: "Jane Doe",
  phone: "(704) 555-1234",
  email: "jane@example.com",
  service: "TV Repair",
  location: "Mount Gilead",
  message: "No picture.\nSound works. <b>not bold</b>",
  pageUrl: "http://localhost/contact/",
  submittedAt: "2026-11-22T10:00:00.000Z",
};
const request = (fields: object = body): ContactRequest => {
  const text = JSON.stringify(fields);
  return { method: "POST", contentType: "application/json", body: text, bodyBytes: text.length, clientIp: "127.0.0.1" };
};

describe("contact e-mail over real SMTP", () => {
  it("delivers every field, Reply-To and the subject", async () => {
    const sink = await startSink();
    try {
      const handle = createContactHandler({
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(sink.port),
        SMTP_SECURE: "false",
        CONTACT_TO: "shop@example.com",
      });
      const response = await handle(request());
      expect(response.status).toBe(200);
      expect(sink.received).toHaveLength(1);
      const mail = sink.received[0];
      expect(mail.subject).toBe("Service request: TV Repair - Jane Doe");
      expect(mail.replyTo?.value).toEqual([{ name: "Jane Doe", address: "jane@example.com" }]);
      expect((mail.to as { text: string }).text).toBe("shop@example.com");
      for (const value of [
        body.phone,
        body.location,
        body.pageUrl,
        body.submittedAt,
        "No picture.",
        "Sound works. <b>not bold</b>",
      ])
        expect(mail.text).toContain(value);
      expect(mail.html).toContain("&lt;b&gt;not bold&lt;/b&gt;");
      expect(mail.headers.get("bcc")).toBeUndefined();
    } finally {
      await sink.close();
    }
  });

  it("answers 502 when the SMTP server refuses the message", async () => {
    const sink = await startSink({ refuse: true });
    try {
      const handle = createContactHandler({
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(sink.port),
        SMTP_SECURE: "false",
      });
      expect((await handle(request())).status).toBe(502);
    } finally {
      await sink.close();
    }
  });

  it("answers 502 when no SMTP server is listening", async () => {
    const sink = await startSink();
    await sink.close();
    const handle = createContactHandler(sink.env);
    expect((await handle(request())).status).toBe(502);
  });
});

describe("contact e-mail to the local outbox", () => {
  it("writes a parseable .eml file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const handle = createContactHandler({ CONTACT_OUTBOX_DIR: dir });
    expect((await handle(request())).status).toBe(200);
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(path.join(dir, files[0])));
    expect(mail.subject).toBe("Service request: TV Repair - Jane Doe");
    expect(mail.replyTo?.value[0].address).toBe("jane@example.com");
    expect(mail.text).toContain("Mount Gilead");
  });
});
