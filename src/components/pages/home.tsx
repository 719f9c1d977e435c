import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { HomeAbout, HomeContact, HomeHero, Highlights, ServiceGroupSection } from "../sections/home-sections";
import { Reviews } from "../sections/reviews-section";
import { useSiteData } from "../../hooks/use-site-data";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { business, groups } = useSiteData();
  const home = data.pagesIn!.home;
  const reviewsCopy = data.pagesIn!.reviews;
  const services = data.servicesIn;
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
      <Reviews
        band
        copy={reviewsCopy}
        reviews={data.reviewsJson?.reviews ?? []}
        heading={reviewsCopy.heading}
        shops={business.locations}
      />
      <HomeContact copy={home.contact} />
    </Layout>
  );
}
