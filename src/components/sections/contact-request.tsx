import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { dropoffOptions } from "../../domain/dropoff";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { absoluteUrl } from "../../lib/seo";
import { StartsOnIntent } from "../../page-runtime/static-page";
import type { PageMode } from "../../page-runtime/page-modes";
import { classNames } from "../../theme/static/class-names";
import { pathIn } from "../../domain/language";
import { spanishDropoff } from "../../domain/spanish";
import { usePageLanguage } from "../../hooks/use-page-language";
import { ContactForm } from "./contact-form";

export const fragment = graphql`
  fragment ContactRequest on PagesJsonContact {
    formHeading
    formIntro
    submitLabel
    sendingLabel
    privacyNote
    privacyLinkLabel
    failureTitle
    failureText
    rateLimitedText
    notReceivedText
    booking {
      ...ContactBookingCopy
    }
  }
`;

const cx = classNames("cf");

export type ContactRequestProps = {
  copy: Queries.ContactRequestFragment;
  services: ReadonlyArray<{ label: string; path: string; group: string }>;
  /** Each service's name in the page's language, by its path. */
  serviceNames: Readonly<Record<string, string>>;
  pricing: Queries.EstimatePricingFragment | null;
  /** The card beside the form (a static part of the page: static-parts/contact-sections.tsx). */
  card: ReactNode;
  /** The page's mode (page-modes.ts): the form starts the app on intent. */
  mode: PageMode;
};

/**
 * The request form (#request) beside the card with the phone, hours and service area. Plain elements with static
 * classes (theme/static/contact.ts): the browser hydrates the form without Chakra's runtime.
 */
export function ContactRequest({ copy, services, serviceNames, pricing, card, mode }: ContactRequestProps) {
  const { business, siteUrl, scheduleOf } = useSiteData();
  const fill = useFill();
  const { lang } = usePageLanguage();
  const dropoffs = dropoffOptions(business.locations).map((option) =>
    lang === "es"
      ? { ...option, label: spanishDropoff(option.id, business.locations.find((l) => l.id === option.id)?.name ?? "") }
      : option,
  );
  // A failure's text names the phone of the shop the request is for ({when} is filled when it happens).
  const byShop = (text: string) =>
    Object.fromEntries(business.locations.map((l) => [l.id, fill(text, { phone: l.phone })]));
  return (
    <div className={cx("section")}>
      <div className={cx("columns")}>
        <div id="request" className={cx("anchor")}>
          <StartsOnIntent mode={mode}>
            <ContactForm
              heading={copy.formHeading}
              intro={copy.formIntro}
              submitLabel={copy.submitLabel}
              sendingLabel={copy.sendingLabel}
              privacyNote={copy.privacyNote}
              privacyLinkLabel={copy.privacyLinkLabel}
              privacyPath="/privacy-policy/"
              failureTitle={copy.failureTitle}
              failureText={byShop(copy.failureText)}
              rateLimitedText={byShop(copy.rateLimitedText)}
              notReceivedText={byShop(copy.notReceivedText)}
              phones={Object.fromEntries(business.locations.map((l) => [l.id, l.phone]))}
              services={services}
              serviceNames={serviceNames}
              lang={lang}
              bookingCopy={copy.booking}
              pricing={pricing}
              dropoffs={dropoffs}
              locations={business.locations.map((l) => ({
                id: l.id,
                name: l.name,
                servedTowns: l.servedTowns,
                servedZips: l.servedZips,
              }))}
              schedules={Object.fromEntries(business.locations.map((l) => [l.id, scheduleOf(l)]))}
              timeZoneOffsets={business.timeZoneOffsets}
              thankYouPath={pathIn("/thank-you/", lang)}
              formPath={pathIn("/contact/", lang)}
              pageUrl={absoluteUrl(siteUrl, pathIn("/contact/", lang))}
            />
          </StartsOnIntent>
        </div>
        {card}
      </div>
    </div>
  );
}
