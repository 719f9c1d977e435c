import { exampleSubmission } from "../../../src/domain/service-request";
import { composeConfirmation } from "../confirmation";
import { CONFIRMATION } from "../confirmation-data";
import { TEST_SHOPS } from "./fixtures";

const submission = exampleSubmission({
  name: 'Jane "<b>" Doe',
  phone: "(704) 555-1234",
  email: "jane@example.com",
  service: "Cell Phone Repair",
  location: "",
  message: "Screen cracked <script>alert(1)</script>",
});
const estimate = {
  family: { singular: "phone" },
  brand: { label: "Apple" },
  model: { label: "iPhone 14" },
  repair: { label: "Screen replacement" },
  price: { from: 159, to: 219, quote: false, time: "same day", sameDay: true, inStock: true, warrantyDays: 180 },
  shown: { name: "iPhone 14 screen replacement", text: "$159-$219" },
};
const meta = {
  reference: "QC-7K4M-2XQ9",
  from: "Queen City Tech Repair website <no-reply@example.com>",
  businessName: "Queen City Tech Repair",
  shop: TEST_SHOPS[1],
  copy: CONFIRMATION.copy,
  estimateNote: "Every price is an estimate.",
};

describe("the visitor's confirmation", () => {
  it("goes to the address typed, from the site's sender, with Reply-To the shop's inbox and its own Message-ID", () => {
    const message = composeConfirmation(submission, { estimate }, meta);
    expect(message.to).toBe("jane@example.com");
    expect(message.from).toBe(meta.from);
    expect(message.replyTo).toEqual({ name: "Queen City Tech Repair", address: "mtg@example.com" });
    expect(message.messageId).toBe("<QC-7K4M-2XQ9.visitor@example.com>");
    // The subject names the shop and the reference, and nothing the visitor typed.
    expect(message.subject).toContain("Mount Gilead");
    expect(message.subject).toContain("QC-7K4M-2XQ9");
    expect(message.subject).not.toMatch(/Jane|Screen|cracked/);
  });

  it("says what was asked, the estimate with its note, and the shop's phone and address, in text and HTML", () => {
    const message = composeConfirmation(submission, { estimate }, meta);
    for (const part of [
      "QC-7K4M-2XQ9",
      "Cell Phone Repair",
      "iPhone 14 (Apple phone)",
      "Screen replacement",
      "$159-$219, typically same day. Every price is an estimate.",
      TEST_SHOPS[1].phone,
      TEST_SHOPS[1].address,
    ])
      expect([part, message.text.includes(part), message.html.includes(part)]).toEqual([part, true, true]);
    // The visitor's words stay with the shop: the e-mail says so, in the shop's words, and never repeats them.
    expect(message.text).toContain(`${CONFIRMATION.copy.messageLabel}: ${CONFIRMATION.copy.messageText}`);
    expect(message.text + message.html).not.toMatch(/Screen cracked|alert\(1\)/);
    expect(message.html).not.toContain("<script>");
    // The name is the one thing typed that it carries (the checks allow only a name), escaped in the HTML.
    expect(message.html).toContain("Jane &quot;&lt;b&gt;&quot; Doe");
    expect(message.attachments).toBeUndefined();
  });

  it.each([
    ["mount-gilead", CONFIRMATION.copy.steps.dropoff],
    ["mail-in", CONFIRMATION.copy.steps.mailIn],
    ["on-site", CONFIRMATION.copy.steps.onSite],
  ])("for %s lists the steps the thank-you page shows", (id, steps) => {
    const booking = {
      dropoff: { id, label: id, ...(id === "mount-gilead" && { address: TEST_SHOPS[1].address }) },
      ...(id === "on-site" && { address: "12 Elm St, Troy, NC 27371" }),
      preferredDate: "2026-03-10",
      preferredTime: "morning" as const,
    };
    const message = composeConfirmation(submission, { booking }, meta);
    expect(message.text).toContain(steps.heading);
    for (const step of steps.steps) expect(message.text).toContain(`- ${step}`);
    expect(message.text).toContain("Tuesday, March 10, 2026");
    // The post goes to the shop's address.
    if (id === "mail-in") expect(message.text).toContain(TEST_SHOPS[1].address);
    // A visit's address is the visitor's own words: the e-mail names it in the shop's (failed on main: it echoed it).
    if (id === "on-site") {
      expect(message.text + message.html).not.toContain("12 Elm St");
      expect(message.text).toContain(CONFIRMATION.copy.visitAddressText);
    }
  });

  it("says the time window the visitor chose, with or without a day, as the shop's e-mail does", () => {
    const window = { preferredTime: "afternoon" as const, preferredTimeLabel: "Afternoon (12pm-6pm)" };
    const without = composeConfirmation(
      submission,
      { booking: { dropoff: { id: "on-site", label: "Visit" }, ...window } },
      meta,
    );
    expect(without.text).toContain(`${CONFIRMATION.copy.whenLabel}: Afternoon (12pm-6pm)`);
    const withDay = composeConfirmation(submission, { booking: { preferredDate: "2026-03-10", ...window } }, meta);
    expect(withDay.text).toContain(`${CONFIRMATION.copy.whenLabel}: Tuesday, March 10, 2026, Afternoon (12pm-6pm)`);
  });

  it("attaches the calendar file when there is one, and says so", () => {
    const calendar = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n";
    const message = composeConfirmation(submission, {}, { ...meta, calendar });
    expect(message.attachments).toEqual([
      {
        filename: "QC-7K4M-2XQ9.ics",
        content: Buffer.from(calendar),
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ]);
    expect(message.text).toContain(CONFIRMATION.copy.calendarText);
  });
});
