import { chakra, type HTMLChakraProps } from "@chakra-ui/react/styled-system";
import { upcomingClosures } from "../../domain/open-status";
import { spanishClosures } from "../../domain/open-status-es";
import { useSiteData } from "../../hooks/use-site-data";
import { usePageLanguage } from "../../hooks/use-page-language";
import { CHROME, type OpenHours } from "../../page-runtime/site-chrome";

const EMPTY_LINE = { __html: "&nbsp;" };

/** A location's hours (the main one's when none is named) as the site chrome reads them: its week and exceptions. */
function useOpenHours(locationId?: string): string {
  const { business, scheduleOf } = useSiteData();
  const location = business.locations.find((l) => l.id === locationId) ?? business.locations[0];
  const hours: OpenHours = { schedule: scheduleOf(location), offsets: business.timeZoneOffsets ?? undefined };
  return JSON.stringify(hours);
}

/**
 * "Open now - closes 6pm" / "Closed - opens Mon 9am" / "Closed today: Thanksgiving. Opens Friday 9am" in the shop's
 * time zone. The server HTML has an empty line of the same height, with the location's hours in an attribute;
 * page-runtime/site-chrome.ts fills it in the browser (and every minute), on every page and without React, so there is no
 * hydration mismatch and no layout shift.
 */
export function OpenStatus({
  onDark,
  locationId,
  ...props
}: HTMLChakraProps<"span"> & { onDark?: boolean; locationId?: string }) {
  const hours = useOpenHours(locationId);
  return (
    <chakra.span
      display="block"
      minH="1.6em"
      fontWeight="semibold"
      css={{
        "&[data-open-status=open]": { color: onDark ? "green.200" : "green.800" },
        "&[data-open-status=closed]": { color: onDark ? "amber.300" : "red.800" },
      }}
      {...{ [CHROME.openHours]: hours }}
      {...props}
      // The text is page-runtime/site-chrome.ts's: React keeps whatever the line holds, hydrating or re-rendering.
      dangerouslySetInnerHTML={EMPTY_LINE}
      suppressHydrationWarning
    />
  );
}

/**
 * Today, on the first screen: "Open now - closes 6pm", or while the shop is closed (a closure, a Sunday, after hours)
 * what to do about it: "Closed today for Thanksgiving. Send a request and we call you tomorrow from 9am." The server
 * HTML keeps the lines it can take empty (it cannot know when it is read), so filling it moves nothing (CLS); the site
 * chrome (page-runtime/site-chrome.ts) fills it. Without JavaScript the closures of the coming weeks, as the build saw
 * them and dated so they stay true, are written in a <noscript> instead.
 */
export function ClosedNow({ locationId, ...props }: HTMLChakraProps<"span"> & { locationId?: string }) {
  const { business, scheduleOf } = useSiteData();
  const { lang } = usePageLanguage();
  const location = business.locations.find((l) => l.id === locationId) ?? business.locations[0];
  const coming = (lang === "es" ? spanishClosures : upcomingClosures)(new Date(), scheduleOf(location), undefined, 21, {
    dated: true,
  });
  return (
    <>
      <OpenStatus
        onDark
        locationId={location.id}
        minH={{ base: "4.8em", md: "3.2em" }}
        {...{ [CHROME.closedNow]: "" }}
        {...props}
      />
      {coming.length > 0 && (
        <noscript>
          <chakra.p fontWeight="semibold" data-closures-at-build="" color="amber.300">
            {coming.map((line) => `${line}.`).join(" ")}
          </chakra.p>
        </noscript>
      )}
    </>
  );
}

/**
 * "Closed Thursday, November 26 (Thanksgiving)." during the 7 days before a location's closure (or other hours):
 * hidden in the server HTML, which cannot know the day it is read; page-runtime/site-chrome.ts shows it when one is near.
 */
export function ClosureNotice({
  locationId,
  label,
  ...props
}: HTMLChakraProps<"div"> & { locationId?: string; label: string }) {
  const hours = useOpenHours(locationId);
  return (
    <chakra.div
      role="status"
      hidden
      p="4"
      borderRadius="lg"
      bg="amber.50"
      borderStartWidth="4px"
      borderColor="amber.500"
      {...{ [CHROME.closureNotice]: hours }}
      {...props}
    >
      <chakra.strong display="block">{label}</chakra.strong>
      <chakra.p suppressHydrationWarning />
    </chakra.div>
  );
}
