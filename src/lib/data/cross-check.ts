import type { Link, NavigationData, PagesData, ServicesData } from "./types";

/** A link written in a data file, with where it was written. */
export type DataLink = { file: string; entry: string; to: string };

/** References between files that a JSON Schema cannot see. One line per problem. */
export function crossCheck({
  navigation,
  services,
  pages,
}: {
  navigation: NavigationData;
  services: ServicesData;
  pages: PagesData;
}): string[] {
  const problems: string[] = [];
  const groupIds = new Set(navigation.groups.map((g) => g.id));
  const paths = new Set<string>();
  const labels = new Set<string>();

  const seenGroups = new Set<string>();
  navigation.groups.forEach((group, i) => {
    if (seenGroups.has(group.id))
      problems.push(
        `data/navigation.json: entry groups[${i}] "${group.label}", field "id" repeats the id "${group.id}"`,
      );
    seenGroups.add(group.id);
  });

  services.services.forEach((service, i) => {
    const entry = `services[${i}] "${service.label}" (${service.path})`;
    if (paths.has(service.path))
      problems.push(`data/services.json: entry ${entry}, field "path" is used by another service`);
    if (labels.has(service.label))
      problems.push(`data/services.json: entry ${entry}, field "label" is used by another service`);
    paths.add(service.path);
    labels.add(service.label);
    if (!groupIds.has(service.group))
      problems.push(
        `data/services.json: entry ${entry}, field "group" names "${service.group}", which is not a group id in data/navigation.json (${[...groupIds].join(", ")})`,
      );
  });

  services.services.forEach((service, i) => {
    service.related.forEach((path, j) => {
      const entry = `services[${i}] "${service.label}" (${service.path})`;
      if (path === service.path)
        problems.push(`data/services.json: entry ${entry}, field "related[${j}]" points at the service itself`);
      else if (!paths.has(path))
        problems.push(
          `data/services.json: entry ${entry}, field "related[${j}]" names ${path}, which is no service's path`,
        );
    });
  });

  navigation.groups.forEach((group, i) => {
    if (!services.services.some((s) => s.group === group.id))
      problems.push(
        `data/navigation.json: entry groups[${i}] "${group.label}", field "id": no service in data/services.json belongs to this group`,
      );
  });

  navigation.footer.groups.forEach((id, i) => {
    if (!groupIds.has(id))
      problems.push(`data/navigation.json: entry footer, field "groups[${i}]" names "${id}", which is not a group id`);
  });

  pages.home.sections.forEach((section, i) => {
    section.groups.forEach((id, j) => {
      if (!groupIds.has(id))
        problems.push(
          `data/pages.json: entry home.sections[${i}] "${section.heading}", field "groups[${j}]" names "${id}", which is not a group id in data/navigation.json`,
        );
    });
  });

  pages.service.otherServices.forEach((set, i) => {
    const entry = `service.otherServices[${i}] "${set.id}"`;
    set.services.forEach((path, j) => {
      if (!paths.has(path))
        problems.push(
          `data/pages.json: entry ${entry}, field "services[${j}]" names ${path}, which is no service's path`,
        );
    });
    set.groups.forEach((id, j) => {
      if (!groupIds.has(id))
        problems.push(
          `data/pages.json: entry ${entry}, field "groups[${j}]" names "${id}", which is not a group id in data/navigation.json`,
        );
    });
  });

  return problems;
}

/** Every internal link the menus and service data write, with where each one is written. */
export function dataLinks(navigation: NavigationData, services: ServicesData): DataLink[] {
  const file = "data/navigation.json";
  const list = (entry: string, links: Link[]): DataLink[] =>
    links.map((link, i) => ({ file, entry: `${entry}[${i}] "${link.label}"`, to: link.to }));
  return [
    { file, entry: `home "${navigation.home.label}"`, to: navigation.home.to },
    { file, entry: `contact "${navigation.contact.label}"`, to: navigation.contact.to },
    { file, entry: "quote", to: navigation.quote.to },
    ...list("aboutMenu.items", navigation.aboutMenu.items),
    ...list("businessMenu.items", navigation.businessMenu?.items ?? []),
    ...list("mobileLinks", navigation.mobileLinks),
    ...list("footer.contactLinks", navigation.footer.contactLinks),
    ...list("footer.legal.items", navigation.footer.legal.items),
    { file, entry: `footer.sitemap "${navigation.footer.sitemap.label}"`, to: navigation.footer.sitemap.to },
    ...services.services.flatMap((service, i) =>
      service.related.map((to, j) => ({
        file: "data/services.json",
        entry: `services[${i}] "${service.label}" related[${j}]`,
        to,
      })),
    ),
  ];
}

/** Links whose target is no page the build made. */
export function brokenLinks(links: DataLink[], routes: ReadonlySet<string>): string[] {
  return links
    .filter((link) => !routes.has(link.to.replace(/#.*$/, "").replace(/\?.*$/, "")))
    .map(
      (link) => `${link.file}: entry ${link.entry}, field "to" points at ${link.to}, but the site has no page there`,
    );
}
