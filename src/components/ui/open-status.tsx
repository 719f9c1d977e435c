import { chakra, type HTMLChakraProps } from "@chakra-ui/react/styled-system";
import { useEffect, useState } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { openStatus, type OpenStatus as Status } from "../../lib/open-status";

/**
 * "Open now - closes 6pm" / "Closed - opens Mon 9am" in the shop's time zone. The server
 * HTML has an empty line of the same height; the status fills it after hydration, so there
 * is no hydration mismatch and no layout shift. It refreshes every minute.
 */
export function OpenStatus({ onDark, ...props }: HTMLChakraProps<"span"> & { onDark?: boolean }) {
  const { business } = useSiteData();
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    const update = () =>
      setStatus(openStatus(new Date(), business.openingHours, business.timeZone, business.timeZoneOffsets));
    // In an idle task of its own, not hydration's. (With the build's offset table it needs no zone data: making an
    // Intl formatter for the zone took 181 ms of one task at a phone's CPU speed.)
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const first = idle(update);
    const timer = window.setInterval(update, 60_000);
    return () => {
      cancelIdle(first);
      window.clearInterval(timer);
    };
  }, [business.openingHours, business.timeZone, business.timeZoneOffsets]);
  return (
    <chakra.span
      display="block"
      minH="1.6em"
      fontWeight="semibold"
      color={status?.open ? (onDark ? "green.200" : "green.800") : onDark ? "amber.300" : "red.800"}
      data-open-status={status ? (status.open ? "open" : "closed") : undefined}
      {...props}
    >
      {status ? status.label : "\u00a0"}
    </chakra.span>
  );
}
