import pages from "../../../data/pages.json";
import { contactConfig } from "../config";
import { handleContactRequest, type ContactDeps, type ContactRequest } from "../handle";
import { createRateLimiter } from "../rate-limit";
import { REFUSAL_PAGE_POLICY, refusalHeaders, refusalHtml, waitPhrase } from "../refusal-page";
import { storeDeps, testConfig } from "./fixtures";

const context = {
  copy: pages.contact.refusal,
  businessName: "Queen City Tech Repair",
  shop: { name: "Charlotte", phone: "(704) 555-0142" },
  formHref: "/contact/?device=phones&brand=apple#request",
};

describe("the page that answers a refused plain form", () => {
  const html = refusalHtml({ status: 400, problems: ["Please enter a phone number.", 'Use <b> & "quotes"'] }, context);

  it("names every problem, escaped", () => {
    expect(html).toContain("<li>Please enter a phone number.</li>");
    expect(html).toContain("<li>Use &lt;b&gt; &amp; &quot;quotes&quot;</li>");
  });

  it("sends the visitor back with the browser's history, which keeps the form as typed; no script does it", () => {
    expect(html).toContain("Use your browser&#39;s Back button: your form keeps what you typed.");
    expect(html).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
    expect(html).toContain('<a href="/contact/?device=phones&amp;brand=apple#request">Open an empty request form</a>');
  });

  it("asks to correct only what it names: a refusal with nothing to correct says to send again later, or to call", () => {
    const back = (status: 400 | 403 | 413 | 415 | 429 | 502) =>
      /<p class="back">([^<]*)<\/p>/.exec(refusalHtml({ status, problems: ["Problem."] }, context))?.[1];
    const [correct, later] = [context.copy.backText, context.copy.laterText].map((text) => text.replace(/'/g, "&#39;"));
    for (const status of [400, 413, 415] as const) expect(back(status)).toBe(correct);
    for (const status of [429, 502] as const) expect(back(status)).toBe(later);
    // A post from another site's page: no form of ours to go back to, only the link to our form.
    expect(back(403)).toBeUndefined();
    expect(refusalHtml({ status: 403, problems: ["Problem."] }, context)).toContain("Open an empty request form");
  });

  it("gives the shop's phone as a tel: link, and its own title", () => {
    expect(html).toContain('<a href="tel:+17045550142">(704) 555-0142</a>');
    expect(html).toContain("<title>Your request was not sent | Queen City Tech Repair</title>");
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport"');
  });

  it("is HTML under a policy that allows no script, and never cached", () => {
    const headers = refusalHeaders({ status: 429, problems: [], retryAfter: 240 });
    expect(headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(headers["Content-Security-Policy"]).toBe(REFUSAL_PAGE_POLICY);
    expect(REFUSAL_PAGE_POLICY).toMatch(/default-src 'none'/);
    expect(REFUSAL_PAGE_POLICY).not.toMatch(/script-src/);
    expect(headers["Retry-After"]).toBe("240");
    expect(refusalHeaders({ status: 400, problems: [] })["Retry-After"]).toBeUndefined();
  });

  it.each([
    [30, "in about a minute"],
    [60, "in about a minute"],
    [61, "in about 2 minutes"],
    [600, "in about 10 minutes"],
  ])("says a wait of %d s as %p", (seconds, phrase) => {
    expect(waitPhrase(seconds)).toBe(phrase);
  });

  it("takes its words from data/pages.json", () => {
    expect(contactConfig({}).refusalCopy).toBe(pages.contact.refusal);
  });
});

describe("the function's answers to a plain form it refuses", () => {
  const deps = (): ContactDeps => ({
    config: testConfig,
    ...storeDeps(),
    transport: { sendMail: async () => undefined },
    limiter: createRateLimiter({ max: 100, windowMs: 600_000 }),
    now: () => new Date("2026-11-22T15:00:00Z"),
    log: () => undefined,
  });
  const form = (fields: Record<string, string>): ContactRequest => ({
    method: "POST",
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from(new URLSearchParams(fields).toString()),
    clientIp: "10.0.0.3",
  });
  const valid = { name: "Jane", phone: "(704) 555-1234", email: "jane@example.com", message: "Broken." };

  it("gives the phone of the shop the form named", async () => {
    const response = await handleContactRequest(form({ ...valid, phone: "1", location: "Mount Gilead" }), deps());
    expect(response.status).toBe(400);
    expect(response.body).toContain(testConfig.shops[1].phone);
    expect(response.body).not.toContain(testConfig.shops[0].phone);
  });

  it("answers a body over 16 KB with a 413 page", async () => {
    const response = await handleContactRequest(form({ ...valid, message: "a".repeat(17_000) }), deps());
    expect(response.status).toBe(413);
    expect(response.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("too long (16 KB at most)");
  });

  it("still answers a JSON post with JSON", async () => {
    const response = await handleContactRequest(
      { ...form({}), contentType: "application/json", body: Buffer.from(JSON.stringify({ ...valid, phone: "1" })) },
      deps(),
    );
    expect(response.status).toBe(400);
    expect(response.headers["Content-Type"]).toBe("application/json; charset=utf-8");
  });
});
