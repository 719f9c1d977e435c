import { SPANISH_PATHS } from "../../domain/language";
import { alternatesOf, sitemapPages } from "../sitemap";

describe("sitemap rules", () => {
  const pages = sitemapPages({
    pages: [
      "/",
      "/contact/",
      "/locations/",
      "/blog/",
      "/thank-you/",
      "/status/",
      "/about/",
      "/sitemap/",
      "/privacy-policy/",
      "/terms-of-service/",
      "/tv-repair/",
      "/refurbished-computers/",
      "/pricing/",
      "/pricing/phones/",
      "/pricing/tvs/",
      "/pricing/phones/apple/iphone-15/",
      "/warranty/",
      "/mail-in-repair/",
      "/blog/a-post/",
      "/blog/10/",
      "/blog/2/",
      "/404/",
      "/404.html",
      "/dev-404-page/",
      "/tv-repair/",
    ].map((path) => ({ path })),
    services: [
      { path: "/tv-repair/", kind: "other" },
      { path: "/refurbished-computers/", kind: "sales" },
    ],
    posts: [{ slug: "a-post", published: "2024-03-14" }],
  });
  const rule = (path: string) => pages.find((p) => p.path === path);

  it.each([
    ["/", 1.0, "daily"],
    ["/contact/", 0.9, "monthly"],
    ["/locations/", 0.8, "monthly"],
    ["/blog/", 0.8, "weekly"],
    ["/thank-you/", 0.3, "yearly"],
    ["/refurbished-computers/", 0.7, "weekly"],
    ["/tv-repair/", 0.8, "monthly"],
    ["/blog/a-post/", 0.7, "monthly"],
    ["/blog/2/", 0.6, "weekly"],
    ["/blog/10/", 0.6, "weekly"],
    ["/about/", 0.5, "yearly"],
    ["/sitemap/", 0.5, "yearly"],
    ["/privacy-policy/", 0.5, "yearly"],
    ["/pricing/", 0.8, "monthly"],
    ["/pricing/phones/", 0.8, "monthly"],
    ["/pricing/phones/apple/iphone-15/", 0.7, "monthly"],
    ["/warranty/", 0.6, "monthly"],
    ["/mail-in-repair/", 0.6, "monthly"],
  ])("%s gets priority %d, %s", (path, priority, changefreq) => {
    expect(rule(path)).toMatchObject({ priority, changefreq });
  });

  it("gives posts their date as lastmod", () => {
    expect(rule("/blog/a-post/")?.lastmod).toBe("2024-03-14");
  });

  it("leaves out not-found pages and lists every page once", () => {
    const paths = pages.map((p) => p.path);
    expect(paths).not.toEqual(expect.arrayContaining(["/404/"]));
    expect(paths.some((p) => p.includes("404"))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(20);
  });

  it("leaves out the repair status page: each of its answers is one visitor's, and it says noindex", () => {
    expect(pages.map((p) => p.path)).not.toContain("/status/");
  });

  it("lists the price pages in their own group, after the main pages and before the services", () => {
    expect(pages.filter((p) => p.group === "price").map((p) => p.path)).toEqual([
      "/pricing/",
      "/pricing/phones/",
      "/pricing/tvs/",
      "/pricing/phones/apple/iphone-15/",
    ]);
    const groups = pages.map((p) => p.group).filter((g, i, all) => all.indexOf(g) === i);
    expect(groups).toEqual(["main", "price", "service", "post"]);
  });

  it("lists the blog's list pages with the main pages, in page order", () => {
    const blog = pages.filter((p) => p.path === "/blog/" || /^\/blog\/\d+\/$/.test(p.path));
    expect(blog.map((p) => [p.path, p.group])).toEqual([
      ["/blog/", "main"],
      ["/blog/2/", "main"],
      ["/blog/10/", "main"],
    ]);
  });
});

describe("the sitemap's pages in two languages", () => {
  const pairs = Object.entries(SPANISH_PATHS);
  const pages = sitemapPages({
    pages: ["/", "/tv-repair/", ...pairs.flat()].map((path) => ({ path })),
    services: [{ path: "/tv-repair/", kind: "other" }],
    posts: [],
  });
  const listed = pages.map((page) => page.path);

  it.each(pairs)("%s and %s name each other (xhtml:link), with x-default the English one", (english, spanish) => {
    for (const path of [english, spanish].filter((p) => listed.includes(p)))
      expect(pages.find((page) => page.path === path)?.alternates).toEqual([
        { lang: "en", path: english },
        { lang: "es", path: spanish },
        { lang: "x-default", path: english },
      ]);
  });

  it.each(pairs)("%s's Spanish page %s follows its rules: listed alike, with its priority", (english, spanish) => {
    const [en, es] = [english, spanish].map((path) => pages.find((page) => page.path === path));
    expect(Boolean(es)).toBe(Boolean(en));
    if (en) expect([es?.priority, es?.changefreq]).toEqual([en.priority, en.changefreq]);
  });

  it("a page in one language names no alternate", () => {
    expect(pages.find((page) => page.path === "/tv-repair/")?.alternates).toBeUndefined();
    expect(alternatesOf("/about/")).toBeUndefined();
  });

  it("the Spanish status page is left out, as the English one", () => {
    expect(listed).not.toContain(SPANISH_PATHS["/status/"]);
  });

  it("a page made from data/ is paired by the counterparts its context names, and listed by its English page's rules", () => {
    const service = { en: "/tv-repair/", es: "/es/reparacion-de-televisores/" };
    const shop = { en: "/locations/charlotte/", es: "/es/ubicaciones/charlotte/" };
    const made = sitemapPages({
      pages: [service, shop].flatMap((alternates) =>
        [alternates.en, alternates.es].map((path) => ({ path, pageContext: { alternates } })),
      ),
      services: [{ path: "/tv-repair/", kind: "other" }],
      posts: [],
    });
    for (const pair of [service, shop]) {
      const [en, es] = [pair.en, pair.es].map((path) => made.find((page) => page.path === path)!);
      expect([es.group, es.priority, es.changefreq]).toEqual([en.group, en.priority, en.changefreq]);
      for (const page of [en, es])
        expect(page.alternates).toEqual([
          { lang: "en", path: pair.en },
          { lang: "es", path: pair.es },
          { lang: "x-default", path: pair.en },
        ]);
    }
    expect(made.find((page) => page.path === service.es)?.group).toBe("service");
  });
});
