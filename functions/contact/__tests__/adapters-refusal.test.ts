import { handler } from "../../send-contact-email";
import sendContactEmail from "../gatsby-function";

// Both adapters hand the core's answer on as it is: a refused plain form gets the same page from each.
describe("a refused plain form through each adapter", () => {
  const form = new URLSearchParams({
    name: "Both Ways",
    phone: "12",
    email: "both@example.com",
    service: "TV Repair",
    message: "No picture.",
  }).toString();

  it("is the same 400 page from the Gatsby Function and from the Netlify function", async () => {
    const res = { statusCode: 0, headers: {} as Record<string, string>, body: "" };
    await sendContactEmail(
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: Buffer.from(form),
        socket: { remoteAddress: "127.0.0.9" },
      } as never,
      {
        setHeader: (name: string, value: string) => void (res.headers[name] = value),
        status(code: number) {
          res.statusCode = code;
          return this;
        },
        send: (body: string) => void (res.body = body),
      } as never,
    );
    const netlify = await handler({
      httpMethod: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: form,
    });

    expect(res.statusCode).toBe(400);
    expect(netlify.statusCode).toBe(400);
    expect(res.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(netlify.headers).toEqual(res.headers);
    expect(netlify.body).toBe(res.body);
    expect(res.body).toContain("Please enter a valid phone number (at least 7 digits).");
  });
});
