import type { PageProps } from "gatsby";
import { useEffect, useState } from "react";
import type { BookingAnswer, ThankYouState } from "../sections/contact-form";
import { Layout } from "../layout/layout";
import { ThankYouSteps } from "../sections/thank-you-sections";
import { asReference, referenceFrom } from "../../lib/reference";

export default function ThankYouPage({ data, location }: PageProps<Queries.ThankYouPageQuery>) {
  // What was booked, and the request's reference, come with the navigation from the form (the function's
  // answer); without JavaScript the reference comes in ?ref=. Both are read after the first render, so the
  // server's HTML (which knows no reference) hydrates as it is, and a reload, whose history still holds them, too.
  const [booking, setBooking] = useState<BookingAnswer>();
  const [reference, setReference] = useState<string>();
  const [shopId, setShopId] = useState<string>();
  const state = location.state as ThankYouState | null;
  const search = location.search;
  useEffect(() => {
    window.scrollTo(0, 0);
    if (state?.booking) setBooking(state.booking);
    setReference(asReference(state?.reference) ?? referenceFrom(search));
    // The shop's id, looked up in the site's own list (an unknown value names no shop).
    setShopId(state?.booking?.shop?.id ?? new URLSearchParams(search).get("shop") ?? undefined);
  }, [state, search]);
  return (
    <Layout>
      <ThankYouSteps copy={data.pagesJson!.thankYou} booking={booking} reference={reference} shopId={shopId} />
    </Layout>
  );
}
