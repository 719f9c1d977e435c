/** The shapes of the data files, as the build's pure helpers see them. */
export type Link = { label: string; to: string };
export type Menu = { label: string; items: Link[] };

export type NavigationGroup = { id: string; label: string; desktop: boolean; mobile: boolean };

export type NavigationData = {
  groups: NavigationGroup[];
  home: Link;
  aboutMenu: Menu;
  contact: Link;
  mobileLinks: Link[];
  footer: { contactLinks: Link[]; groups: string[]; legal: Menu; sitemap: Link };
};

export type Faq = { question: string; answer: string };

export type ServiceEntry = {
  label: string;
  path: string;
  kind: "sales" | "other";
  group: string;
  summary: string;
  intro: string;
  whatWeDo: string[];
  faqs: Faq[];
  related: string[];
};

export type ServicesData = { services: ServiceEntry[] };

export type HomeSection = { id: string; heading: string; intro: string; groups: string[] };

export type PagesData = { home: { sections: HomeSection[] } };
