import pages from "../../data/pages.json";
import site from "../../data/site.json";
import type { StatusCopy } from "../../src/domain/status";
import { fillTokens } from "../../src/domain/text";
import type { ConfirmationCopy } from "./confirmation";
import { pricing } from "./pricing-data";

/** What the visitor's confirmation needs besides the request and the shops: its words and the estimate note. */
export type ConfirmationSettings = {
  copy: ConfirmationCopy;
  estimateNote: string;
};

/** When the shop answers ({replyTime}: data/site.json, the one place it is promised), filled in once. */
const promised = (text: string) => fillTokens(text, { replyTime: site.replyTime });
const stepsOf = ({ heading, steps }: { heading: string; steps: string[] }) => ({ heading, steps: steps.map(promised) });

/** From data/: pages.json's contact.confirmation and the thank-you page's booking steps, pricing.json's note. */
export const CONFIRMATION: ConfirmationSettings = {
  copy: {
    ...pages.contact.confirmation,
    intro: promised(pages.contact.confirmation.intro),
    steps: {
      dropoff: stepsOf(pages.thankYou.booked.dropoff),
      mailIn: stepsOf(pages.thankYou.booked.mailIn),
      onSite: stepsOf(pages.thankYou.booked.onSite),
    },
  },
  estimateNote: pricing.estimateNote,
};

/** The status page's words and its e-mails' (pages.json status). */
export const STATUS_COPY: StatusCopy = pages.status;

/** The site's address for the links of e-mails, when the environment names none (data/site.json siteUrl). */
export const SITE_URL: string = site.siteUrl;
