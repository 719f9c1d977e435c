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
    <Layout staticContent>
      <HomeHero copy={home} />
      <Highlights copy={home} />
      {home.sections.map((section, i) => (
        <ServiceGroupSection
          key={section.id}
          copy={section}
          alt={i % 2 === 1}
          groups={section.groups.map((id) => ({
            id,
            label: groups.byId(id)?.label ?? id,
            services: services.filter((s) => s.group === id),
          }))}
        />
      ))}
      <HomeAbout copy={home.about} />
      <HomeContact copy={home.contact} />
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
