import { graphql, type HeadFC } from "gatsby";
import { organization } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("home");

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => {
  const { business, siteUrl } = useSiteData();
  const fill = useFill();
  return (
    <Seo
      title={fill(data.pagesJson!.home.title)}
      description={business.description}
      path="/"
      jsonLd={[organization(business, siteUrl)]}
    />
  );
};

export const query = graphql`
  query HomePage {
    pagesJson {
      home {
        title
        ...HomeHero
        ...Highlights
        sections {
          id
          groups
          ...ServiceGroupSection
        }
        about {
          ...HomeAbout
        }
        contact {
          ...HomeContact
        }
      }
      reviews {
        ...ReviewsCopy
      }
    }
    reviewsJson {
      reviews {
        ...ReviewItem
      }
    }
    allService(sort: { order: ASC }) {
      nodes {
        label
        path
        group
        summary
      }
    }
  }
`;
