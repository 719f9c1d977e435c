import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import {
  HomeAbout,
  HomeContact,
  HomeHero,
  Highlights,
  ServiceGroupSection,
} from "../components/sections/home-sections";
import { localBusiness } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { groups } = useSiteData();
  const home = data.pagesJson!.home;
  const services = data.allService.nodes;
  return (
    <Layout>
      <HomeHero heading={home.heading} shopLabel={home.shopLabel} callLabel={home.callLabel} />
      <Highlights items={home.highlights} />
      {home.sections.map((section, i) => (
        <ServiceGroupSection
          key={section.id}
          id={section.id}
          heading={section.heading}
          intro={section.intro}
          alt={i % 2 === 1}
          groups={section.groups.map((id) => ({
            id,
            label: groups.byId(id)?.label ?? id,
            services: services.filter((s) => s.group === id),
          }))}
        />
      ))}
      <HomeAbout {...home.about} />
      <HomeContact {...home.contact} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => {
  const { business, siteUrl } = useSiteData();
  const fill = useFill();
  return (
    <Seo
      title={fill(data.pagesJson!.home.title)}
      description={business.description}
      path="/"
      jsonLd={[localBusiness(business, siteUrl)]}
    />
  );
};

export const query = graphql`
  query HomePage {
    pagesJson {
      home {
        title
        heading
        shopLabel
        callLabel
        highlights {
          anchor
          title
          text
        }
        sections {
          id
          heading
          intro
          groups
        }
        about {
          heading
          intro
          points
        }
        contact {
          heading
          text
          callLabel
          requestLabel
        }
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
