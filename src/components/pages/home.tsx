import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { HomeAbout, HomeContact, HomeHero, Highlights, ServiceGroupSection } from "../sections/home-sections";
import { useSiteData } from "../../hooks/use-site-data";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { groups } = useSiteData();
  const home = data.pagesJson!.home;
  const services = data.allService.nodes;
  return (
    <Layout>
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
