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
  /** The page title, instead of the template in pages.json, when that would be too long. */
  title?: string;
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

/** Each top-level entry of pages.json is one page's copy; its `title` is that page's title. */
export type PagesData = { home: { title: string; sections: HomeSection[] }; service: { title: string } };

export type SiteLocation = { streetAddress: string; city: string; region: string; postalCode: string };

/** The facts of data/site.json the {tokens} are filled from. */
export type SiteFacts = { name: string; phone: string; email: string; locations: SiteLocation[] };

export type DocumentData = { path: string; title: string };
