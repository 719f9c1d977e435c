import type { PageProps } from "gatsby";
import { useEffect, useState } from "react";
import type { BookingAnswer, ThankYouState } from "../../domain/answer";
import { Layout } from "../layout/layout";
import { ThankYouSteps, ThankYouUnsent } from "../sections/thank-you-sections";
import { LIVE_VISITS } from "../../page-runtime/app-rules";
import { asReference, confirmationFrom, referenceFrom } from "../../lib/reference";

export default function ThankYouPage({ data, location }: PageProps<Queries.ThankYouPageQuery>) {
  // What was booked, and the request's reference, come with the navigation from the form (the function's
  // answer); without JavaScript the reference comes in ?ref=. Both are read after the first render, so the
  // server's HTML (which knows no reference) hydrates as it is, and a reload, whose history still holds them, too.
  const [booking, setBooking] = useState<BookingAnswer>();
  const [reference, setReference] = useState<string>();
  const [shopId, setShopId] = useState<string>();
  const [confirmationHeld, setConfirmationHeld] = useState(false);
  // Whether a request is there at all: the same rule that starts the app on a first visit (page-runtime/app-rules.ts).
  const [sent, setSent] = useState(false);
  const state = location.state as ThankYouState | null;
  const search = location.search;
  useEffect(() => {
    window.scrollTo(0, 0);
    setSent(LIVE_VISITS["thank-you"].now({ search, state }));
    if (state?.booking) setBooking(state.booking);
    setReference(asReference(state?.reference) ?? referenceFrom(search));
    // The shop's id, looked up in the site's own list (an unknown value names no shop).
    setShopId(state?.booking?.shop?.id ?? new URLSearchParams(search).get("shop") ?? undefined);
    // Its address had its confirmations of the day: the page says why no e-mail comes (the plain form's ?confirmation=).
    setConfirmationHeld((state?.confirmation ?? confirmationFrom(search)) === "held");
  }, [state, search]);
  const copy = data.pagesIn!.thankYou;
  return (
    <Layout>
      {sent ? (
        <ThankYouSteps
          copy={copy}
          booking={booking}
          reference={reference}
          shopId={shopId}
          confirmationHeld={confirmationHeld}
        />
      ) : (
        <ThankYouUnsent copy={copy} />
      )}
    </Layout>
  );
}
