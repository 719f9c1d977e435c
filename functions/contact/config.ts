import pages from "../../data/pages.json";
import services from "../../data/services.json";
import site from "../../data/site.json";
import { SHOP_SCHEDULES } from "./booking";
import { SHOPS } from "./shops";
import type { ContactConfig } from "./handle";
import { pricing } from "./pricing-data";
import { createRateLimiter } from "./rate-limit";

export type ContactEnv = {
  CONTACT_TO?: string;
  CONTACT_FROM?: string;
  CONTACT_RATE_LIMIT?: string;
  CONTACT_RATE_WINDOW_SECONDS?: string;
  /** The site's address in the links of the visitor's e-mails (`npm start` sets its own); else Netlify's URL. */
  CONTACT_SITE_URL?: string;
  /** Netlify's primary address of the site, set at build and run time. */
  URL?: string;
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
    thankYouPath: "/thank-you/",
    contactPath: "/contact/",
    refusalCopy: pages.contact.refusal,
    siteUrl: siteUrlOf(env),
  };
}

/** 5 requests per client address in 10 minutes unless the environment says otherwise. */
export function limiterFromEnv(env: ContactEnv) {
  return createRateLimiter({
    max: Number(env.CONTACT_RATE_LIMIT || 5),
    windowMs: Number(env.CONTACT_RATE_WINDOW_SECONDS || 600) * 1000,
  });
}
