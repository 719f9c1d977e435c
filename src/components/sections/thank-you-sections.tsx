import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { hoursIn, useSiteData } from "../../hooks/use-site-data";
import { usePageLanguage } from "../../hooks/use-page-language";
import { requestServiceHref } from "../../lib/contact-link";
import { formatHours } from "../../domain/hours";
import { ButtonLink, CallButton, TextLink } from "../ui/links";
import type { BookingAnswer } from "../../domain/answer";
import { PageTitle } from "../ui/page-title";

export const fragment = graphql`
  fragment ThankYouSteps on PagesJsonThankYou {
    heading
    intro
    referenceLabel
    referenceHint
    noReference
    stepsHeading
    steps {
      title
      text
    }
    homeLabel
    anotherLabel
    confirmationHeldText
    booked {
      heading
      estimateLabel
      dropoffLabel
      dateLabel
      photosLabel
      calendarLabel
      estimateText
      shopLinkLabel
      mailInLinkLabel
      dropoff {
        heading
        steps
      }
      mailIn {
        heading
        steps
      }
      onSite {
        heading
        steps
      }
    }
  }

  fragment ThankYouDirect on PagesJsonThankYou {
    directHeading
    directText
  }
`;

type BookedCopy = Queries.ThankYouStepsFragment["booked"];

/** What the visitor booked, from the function's answer, and what happens next for that choice. */
function Booked({
  copy,
  booking,
  shopId,
  reference,
}: {
  copy: BookedCopy;
  booking: BookingAnswer;
  shopId?: string;
  reference?: string;
}) {
  const { business } = useSiteData();
  const { lang } = usePageLanguage();
  const fill = useFill();
  const kind = booking.dropoff?.id;
  const next = kind === "mail-in" ? copy.mailIn : kind === "on-site" ? copy.onSite : kind ? copy.dropoff : null;
  const location = business.locations.find((l) => l.id === (shopId ?? kind));
  const rows: Array<[string, string]> = [];
  if (booking.estimate)
    rows.push([
      copy.estimateLabel,
      `${booking.estimate.name}: ${booking.estimate.price} (${fill(copy.estimateText, { time: booking.estimate.time, days: String(booking.estimate.warrantyDays) })})`,
    ]);
  if (booking.dropoff)
    rows.push([copy.dropoffLabel, [booking.dropoff.label, booking.address].filter(Boolean).join(": ")]);
  if (booking.when) rows.push([copy.dateLabel, booking.when]);
  if (booking.photos) rows.push([copy.photosLabel, String(booking.photos)]);
  if (!rows.length) return null;
  return (
    <chakra.section aria-labelledby="booked-heading" mt="8" p="5" layerStyle="card.lg">
      <Heading as="h2" id="booked-heading" size="xl" mb="3">
        {copy.heading}
      </Heading>
      <chakra.dl display="grid" gap="2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <chakra.dt fontWeight="bold">{label}</chakra.dt>
            <chakra.dd>{value}</chakra.dd>
          </div>
        ))}
      </chakra.dl>
      {booking.calendar && (
        // The same file the confirmation e-mail attaches, from the function's answer: no second request.
        <ButtonLink
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(booking.calendar)}`}
          download={`${reference ?? "repair"}.ics`}
          variant="outline"
          colorPalette="brand"
          mt="4"
        >
          {copy.calendarLabel}
        </ButtonLink>
      )}
      {next && (
        <>
          <Heading as="h3" size="lg" mt="5" mb="2">
            {next.heading}
          </Heading>
          <chakra.ul ps="5" display="grid" gap="1" listStyleType="disc">
            {next.steps.map((step) => (
              <li key={step}>{fill(step)}</li>
            ))}
          </chakra.ul>
          {location && (
            <chakra.p mt="3">
              {business.name} {location.name}, {location.streetAddress}, {location.city}, {location.region}{" "}
              {location.postalCode} · {hoursIn(formatHours(location.openingHours), lang).join(" · ")} ·{" "}
              <TextLink to={`/locations/${location.id}/`}>{copy.shopLinkLabel}</TextLink>
            </chakra.p>
          )}
          {kind === "mail-in" && (
            <chakra.p mt="3">
              <TextLink to="/mail-in-repair/">{copy.mailInLinkLabel}</TextLink>
            </chakra.p>
          )}
        </>
      )}
    </chakra.section>
  );
}

type ReferenceCopy = Pick<Queries.ThankYouStepsFragment, "referenceLabel" | "referenceHint" | "noReference">;

/**
 * The request's reference, large and selected whole with one click, to quote on the phone. Without it (no
 * JavaScript, or an answer without one) a sentence says how we find the request all the same.
 */
function Reference({ copy, reference }: { copy: ReferenceCopy; reference?: string }) {
  return (
    <chakra.div mt="6" p="5" bg="page.alt" borderRadius="lg" borderStartWidth="4px" borderColor="brand.600">
      {reference ? (
        <>
          <chakra.p fontSize="lg">
            {copy.referenceLabel}{" "}
            <chakra.strong
              display="inline-block"
              fontFamily="mono"
              fontSize={{ base: "2xl", md: "3xl" }}
              letterSpacing="wider"
              color="brand.800"
              userSelect="all"
            >
              {reference}
            </chakra.strong>
          </chakra.p>
          <chakra.p mt="1">{copy.referenceHint}</chakra.p>
        </>
      ) : (
        <chakra.p>{copy.noReference}</chakra.p>
      )}
    </chakra.div>
  );
}

export type ThankYouStepsProps = {
  copy: Queries.ThankYouStepsFragment;
  booking?: BookingAnswer;
  /** The request's reference, once the page has read it from the navigation or ?ref=. */
  reference?: string;
  /** The shop the request went to (the answer's, or ?shop= without JavaScript): its phone is the one to call. */
  shopId?: string;
  /** No confirmation e-mail went out: its address had its three of the day. */
  confirmationHeld?: boolean;
};

/** After a request: its reference, what happens next, numbered, and the ways on. */
export function ThankYouSteps(props: ThankYouStepsProps) {
  return (
    <Container maxW="3xl" py={{ base: "12", md: "20" }}>
      <PageTitle>{props.copy.heading}</PageTitle>
      <ThankYouBody {...props} />
    </Container>
  );
}

/** The page after a request below its heading. */
function ThankYouBody({ copy, booking, reference, shopId, confirmationHeld }: ThankYouStepsProps) {
  const { navigation, business } = useSiteData();
  const shop = business.locations.find((l) => l.id === shopId);
  const fill = useFill();
  return (
    <>
      <chakra.p mt="3" fontSize="lg">
        {fill(copy.intro)}
      </chakra.p>
      <Reference copy={copy} reference={reference} />
      {confirmationHeld && (
        <chakra.p mt="4" role="status">
          {copy.confirmationHeldText}
        </chakra.p>
      )}
      {booking && <Booked copy={copy.booked} booking={booking} shopId={shopId} reference={reference} />}
      <Heading as="h2" size="xl" mt="10" mb="4">
        {copy.stepsHeading}
      </Heading>
      <chakra.ol listStyleType="none" display="grid" gap="4">
        {copy.steps.map((step, i) => (
          <chakra.li key={step.title} display="flex" gap="4" p="4" bg="page.alt" borderRadius="lg">
            <chakra.span
              flexShrink={0}
              w="9"
              h="9"
              borderRadius="full"
              bg="brand.600"
              color="white"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontWeight="bold"
              aria-hidden="true"
            >
              {i + 1}
            </chakra.span>
            <span>
              <chakra.strong display="block">{step.title}</chakra.strong>
              {fill(step.text)}
            </span>
          </chakra.li>
        ))}
      </chakra.ol>
      <Flex gap="3" mt="10" wrap="wrap">
        <CallButton
          label={fill(navigation.actions.call, shop ? { phone: shop.phone } : undefined)}
          phone={shop?.phone}
          size="lg"
        />
        <ButtonLink to={navigation.home.to} size="lg" variant="outline">
          {copy.homeLabel}
        </ButtonLink>
        <ButtonLink to={navigation.contact.to} size="lg" variant="ghost">
          {copy.anotherLabel}
        </ButtonLink>
      </Flex>
    </>
  );
}

/**
 * /thank-you/ without a request (no reference in the address or the history entry): how to send one, never "received".
 * This is the server's HTML, so it is what a direct visit sees; the app replaces it when a request is there. Without
 * JavaScript the page cannot read its address, and nearly every such visit is the plain form's redirect: the
 * <noscript> parts (the heading after a request, the page below it) show, and the direct visit's parts hide, by CSS
 * (a <noscript> has children only without scripting). One h1 either way.
 */
export function ThankYouUnsent({ copy }: { copy: Queries.ThankYouStepsFragment & Queries.ThankYouDirectFragment }) {
  const { navigation } = useSiteData();
  const fill = useFill();
  return (
    <Container
      maxW="3xl"
      py={{ base: "12", md: "20" }}
      css={{ "&:has(noscript > *) [data-unsent]": { display: "none" } }}
    >
      <PageTitle>
        <span data-unsent="">{copy.directHeading}</span>
        <noscript>
          <span>{copy.heading}</span>
        </noscript>
      </PageTitle>
      <div data-unsent="">
        <chakra.p mt="3" fontSize="lg">
          {fill(copy.directText)}
        </chakra.p>
        <Flex gap="3" mt="8" wrap="wrap">
          <ButtonLink to={requestServiceHref(navigation.contact.to)} size="lg" colorPalette="brand">
            {navigation.actions.requestService}
          </ButtonLink>
          <CallButton label={fill(navigation.actions.call)} size="lg" />
          <ButtonLink to={navigation.quote.to} size="lg" variant="outline">
            {navigation.actions.getPrice}
          </ButtonLink>
        </Flex>
      </div>
      <noscript>
        <ThankYouBody copy={copy} />
      </noscript>
    </Container>
  );
}
