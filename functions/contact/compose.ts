import type { Submission } from "./validate";

export type MailMessage = {
  to: string;
  from: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
};

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Header-safe: no control characters, bounded length. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const headerText = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, 120);

/**
 * The e-mail the shop receives. Only Reply-To carries a visitor's value into a header,
 * as a parsed address object (never a raw string nodemailer would have to split).
 */
export function composeMessage(
  submission: Submission,
  meta: { to: string; from: string; receivedAt: Date; businessName: string },
): MailMessage {
  const rows: Array<[string, string]> = [
    ["Name", submission.name],
    ["Phone", submission.phone],
    ["E-mail", submission.email],
    ["Service needed", submission.service],
    ["Preferred location", submission.location || "No preference"],
    ["Describe the issue", submission.message],
    ["Sent from page", submission.pageUrl || "(not given)"],
    ["Submitted at (visitor's clock)", submission.submittedAt || "(not given)"],
    ["Received at (server)", meta.receivedAt.toISOString()],
  ];
  const text = [
    `New service request from the ${meta.businessName} website.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Reply to this e-mail to answer the customer.",
  ].join("\n");
  const html = [
    `<p>New service request from the ${escapeHtml(meta.businessName)} website.</p>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    "<p>Reply to this e-mail to answer the customer.</p>",
  ].join("\n");
  return {
    to: meta.to,
    from: meta.from,
    replyTo: { name: headerText(submission.name), address: submission.email },
    subject: headerText(`Service request: ${submission.service} - ${submission.name}`),
    text,
    html,
  };
}
