import { Container } from "@chakra-ui/react/container";
import { chakra } from "@chakra-ui/react/styled-system";
import { DATA } from "../../page-runtime/attributes";
import { useSiteData } from "../../hooks/use-site-data";
import { dayIn } from "../../domain/dates";
import { SiteLink } from "../ui/links";

/**
 * "Closed early today at 2pm": data/site.json's notice, on every page between its days (in the shop's time zone).
 * The server HTML shows it when the build's day is one of them; page-runtime/site-chrome.ts shows or hides it by the day
 * the page is read, so a page built before or kept after still says the right thing.
 */
export function SiteNotice() {
  const { business } = useSiteData();
  const notice = business.notice;
  if (!notice) return null;
  const today = dayIn(business.timeZone);
  return (
    <chakra.div
      role="note"
      hidden={!(notice.from <= today && today <= notice.through)}
      layerStyle="dark"
      color="white"
      fontSize="sm"
      py="2"
      {...{ [DATA.siteNotice]: `${notice.from} ${notice.through} ${business.timeZone}` }}
    >
      <Container maxW="7xl">
        {notice.text}
        {notice.linkTo && notice.linkLabel && (
          <>
            {" "}
            <SiteLink to={notice.linkTo} color="inherit" textDecoration="underline" fontWeight="semibold">
              {notice.linkLabel}
            </SiteLink>
          </>
        )}
      </Container>
    </chakra.div>
  );
}
