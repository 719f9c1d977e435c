import services from "../../data/services.json";
import site from "../../data/site.json";
import { SHOP_SCHEDULES } from "../../src/domain/booking";
import { LANGUAGES, type Lang } from "../../src/domain/language";
import { SHOPS } from "../../src/domain/shops";
import { fillTokens } from "../../src/domain/text";
import { IN } from "./confirmation-data";
import type { ContactConfig, PlainPagesCopy } from "./handle";
import { pricing } from "./pricing-data";
import { MAX_MULTIPART_BYTES } from "./multipart";
import { createRateLimiter } from "./rate-limit";
import { sharedLimiter, type StoreEnv } from "./store-env";

export type ContactEnv = {
  CONTACT_TO?: string;
  CONTACT_FROM?: string;
  CONTACT_RATE_LIMIT?: string;
  CONTACT_RATE_WINDOW_SECONDS?: string;
  /** Confirmation e-mails one inbox gets in a day (3; the browser tests' shared server raises it). */
  CONTACT_CONFIRMATIONS_PER_DAY?: string;
  /** The site's address in the links of the visitor's e-mails (`npm start` sets its own); else Netlify's URL. */
  CONTACT_SITE_URL?: string;
  /** Netlify's primary address of the site, set at build and run time. */
  URL?: string;
  /** Netlify's addresses of this deploy and of its branch (a deploy preview posts from there). */
  DEPLOY_URL?: string;
  DEPLOY_PRIME_URL?: string;
};

/** The site's address for links in e-mails: CONTACT_SITE_URL, Netlify's URL, else data/site.json's. */
export const siteUrlOf = (env: ContactEnv) =>
  (env.CONTACT_SITE_URL || env.URL || site.siteUrl).trim().replace(/\/+$/, "");

/** The function's settings: the catalogue, prices, hours and the shops' addresses from data/, overridable by environment. */
export function contactConfig(env: ContactEnv): ContactConfig {
  const domain = site.email.split("@")[1];
  return {
    catalogue: {
      services: services.services.map((s) => s.label),
      locations: site.locations.map((l) => l.name),
    },
    pricing,
    serviceByPath: Object.fromEntries(services.services.map((s) => [s.path, s.label])),
    schedules: SHOP_SCHEDULES,
    // Empty: each request goes to the inbox of its shop (shops.ts); CONTACT_TO sends them all to one address.
    to: env.CONTACT_TO || "",
    shops: SHOPS,
    from: env.CONTACT_FROM || `${site.name} website <no-reply@${domain}>`,
    businessName: site.name,
    ...plainPagesIn("en"),
    languages: Object.fromEntries(LANGUAGES.map((lang) => [lang, plainPagesIn(lang)])),
    contactPath: "/contact/",
    siteUrl: siteUrlOf(env),
    siteUrls: [env.CONTACT_SITE_URL, env.URL, env.DEPLOY_URL, env.DEPLOY_PRIME_URL, site.siteUrl].filter(
      (url): url is string => Boolean(url?.trim()),
    ),
  };
}

/** The words of the pages that answer a plain form (received or refused), in `lang` (data/pages.json and its translation). */
function plainPagesIn(lang: Lang): PlainPagesCopy {
  const { pages: copy, site: facts } = IN[lang];
  return {
    // {replyTime}: data/site.json, the one place it is promised.
    thanksCopy: {
      ...copy.thankYou,
      steps: copy.thankYou.steps.map((step) => ({
        ...step,
        text: fillTokens(step.text, { replyTime: facts.replyTime }),
      })),
    },
    refusalCopy: copy.contact.refusal,
  };
}

/** 5 requests per client address in 10 minutes unless the environment says otherwise; shared where the store is. */
export function limiterFromEnv(env: ContactEnv & StoreEnv) {
  return sharedLimiter(env, requestLimit(env), "requests");
}

const requestLimit = (env: ContactEnv) => ({
  max: Number(env.CONTACT_RATE_LIMIT || 5),
  windowMs: Number(env.CONTACT_RATE_WINDOW_SECONDS || 600) * 1000,
});

/** Confirmations to one inbox: 3 a day. More requests from it still reach the shop, without another e-mail to it. */
export const confirmationsPerInbox = (env: ContactEnv) => ({
  max: Number(env.CONTACT_CONFIRMATIONS_PER_DAY || 3),
  windowMs: 24 * 60 * 60 * 1000,
});

/** Bytes of body one client may have in memory at once: two requests with photos. */
export const READING_BYTES = 2 * MAX_MULTIPART_BYTES;
/** Bytes of refused bodies one client may send in a rate-limit window: a few requests with photos. */
export const REFUSED_BYTES = 16 * 1024 * 1024;

/**
 * The limits of one contact handler: requests per client and confirmations per inbox shared where the store is, bytes
 * of body per client in this process's memory (they are this process's to hold).
 */
export function limitsFromEnv(env: ContactEnv & StoreEnv) {
  return {
    limiter: limiterFromEnv(env),
    recipients: sharedLimiter(env, confirmationsPerInbox(env), "confirmations"),
    bodies: {
      // Held only while a body is read and checked; the window is a bound for a process that lost track of one.
      reading: createRateLimiter({ max: READING_BYTES, windowMs: 60 * 60 * 1000 }),
      refused: createRateLimiter({ max: REFUSED_BYTES, windowMs: requestLimit(env).windowMs }),
    },
  };
}
