import { chakra, type HTMLChakraProps } from "@chakra-ui/react/styled-system";
import { useSiteData } from "../../hooks/use-site-data";
import { CHROME, type OpenHours } from "../../browser/site-chrome";

const EMPTY_LINE = { __html: "&nbsp;" };

/**
 * "Open now - closes 6pm" / "Closed - opens Mon 9am" in the shop's time zone. The server HTML has an empty line of the
 * same height, with the shop's hours in an attribute; browser/site-chrome.ts fills it in the browser (and every minute), on
 * every page and without React, so there is no hydration mismatch and no layout shift.
 */
export function OpenStatus({ onDark, ...props }: HTMLChakraProps<"span"> & { onDark?: boolean }) {
  const { business } = useSiteData();
  const hours: OpenHours = {
    hours: business.openingHours,
    timeZone: business.timeZone,
    offsets: business.timeZoneOffsets ?? undefined,
  };
  return (
    <chakra.span
      display="block"
      minH="1.6em"
      fontWeight="semibold"
      css={{
        "&[data-open-status=open]": { color: onDark ? "green.200" : "green.800" },
        "&[data-open-status=closed]": { color: onDark ? "amber.300" : "red.800" },
      }}
      {...{ [CHROME.openHours]: JSON.stringify(hours) }}
      {...props}
      // The text is browser/site-chrome.ts's: React keeps whatever the line holds, hydrating or re-rendering.
      dangerouslySetInnerHTML={EMPTY_LINE}
      suppressHydrationWarning
    />
  );
}
