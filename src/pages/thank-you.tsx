import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useEffect, useState } from "react";
import type { BookingAnswer } from "../components/sections/contact-form";
import { Layout } from "../components/layout/layout";
import { ThankYouSteps } from "../components/sections/thank-you-sections";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";

export default function ThankYouPage({ data, location }: PageProps<Queries.ThankYouPageQuery>) {
  // What was booked comes with the navigation from the form (the function's answer). It is read
  // after the first render, so a reload, whose history still holds it, hydrates the same HTML.
  const [booking, setBooking] = useState<BookingAnswer>();
  const state = location.state as { booking?: BookingAnswer } | null;
  useEffect(() => {
    window.scrollTo(0, 0);
    if (state?.booking) setBooking(state.booking);
  }, [state]);
  return (
    <Layout>
      <ThankYouSteps copy={data.pagesJson!.thankYou} booking={booking} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.ThankYouPageQuery> = ({ data }) => {
  const fill = useFill();
  const copy = data.pagesJson!.thankYou;
  return <Seo title={fill(copy.title)} description={copy.description} path="/thank-you/" noindex />;
};

export const query = graphql`
  query ThankYouPage {
    pagesJson {
      thankYou {
        title
        description
        ...ThankYouSteps
      }
    }
  }
`;
