import { cleanText, escapeHtml, headerText, literalHeader, type MailMessage } from "./compose";
import { fill, statusLines } from "./confirmation";
import type { Lang } from "../../src/domain/language";
import type { Shop } from "../../src/domain/shops";
import type { StatusCopy, StatusEntry } from "../../src/domain/status";
import type { Submission } from "../../src/domain/service-request";

// The visitor's e-mail when the shop moves their repair along (`npm run requests -- status`): the new state in plain
// words, the shop's note, and the status page's link. Pure: the copy, the shop and the code come in.

export type UpdateMeta = {
  reference: string;
  /** The store key of this e-mail's delivery ("QC-7K4M-2XQ9.update-3"): its Message-ID, one per change. */
  key: string;
  from: string;
  businessName: string;
  shop: Shop;
  copy: StatusCopy;
  siteUrl: string;
  /** The code of this e-mail's status link; gone once the e-mail was sent (a copy resent later links the page only). */
  code?: string;
  /** The visitor's language (`copy` is in it): the link leads to the status page in it. */
  lang?: Lang;
};

export function composeUpdate(
  submission: Submission,
  update: Omit<StatusEntry, "privateNote">,
  meta: UpdateMeta,
): MailMessage {
  const { copy, shop, reference } = meta;
  const state = copy.states[update.state];
  const values = {
    name: submission.name,
    businessName: meta.businessName,
    shop: shop.name,
    reference,
    state: state.label,
    phone: shop.phone,
  };
  const status = statusLines(reference, {
    copy: copy.email,
    siteUrl: meta.siteUrl,
    code: meta.code,
    lang: meta.lang,
  });
  const note = update.note ? `${copy.noteLabel}: ${update.note}` : undefined;
  const text = [
    fill(copy.email.updateGreeting, values),
    "",
    fill(copy.email.updateIntro, values),
    state.text,
    "",
    ...(note ? [note, ""] : []),
    ...status.text,
    `${meta.businessName}, ${shop.name}`,
    shop.address,
    shop.phone,
    "",
    fill(copy.email.updateClosing, values),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(fill(copy.email.updateGreeting, values))}</p>`,
    `<p><strong>${escapeHtml(fill(copy.email.updateIntro, values))}</strong><br>${escapeHtml(state.text)}</p>`,
    ...(update.note
      ? [
          `<p><strong>${escapeHtml(copy.noteLabel)}:</strong></p>`,
          `<p style="white-space:pre-wrap">${escapeHtml(update.note)}</p>`,
        ]
      : []),
    ...status.html,
    `<p>${[`${meta.businessName}, ${shop.name}`, shop.address, shop.phone].map(escapeHtml).join("<br>")}</p>`,
    `<p>${escapeHtml(fill(copy.email.updateClosing, values))}</p>`,
  ].join("\n");
  const host = meta.from.replace(/^.*@|>$/g, "");
  return {
    to: submission.email,
    from: meta.from,
    replyTo: { name: meta.businessName, address: shop.email },
    // The shop's words and the state's name only: nothing the visitor typed.
    subject: literalHeader(headerText(fill(copy.email.updateSubject, values))),
    messageId: `<${meta.key}@${host}>`,
    // The owner's note is typed in a terminal, where ESC and BEL are a keypress away: none is sent.
    text: cleanText(text),
    html: cleanText(html),
  };
}
