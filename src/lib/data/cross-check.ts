import { sayIn, type PathPart, type Say } from "./editor-words";
import type { Link, NavigationData, PagesData, ServicesData } from "./types";

/**
 * A link written in a data file, with where it was written: the JSON path of its field, and for a link written in a
 * text (a post's body, a page's paragraph) which of the text's links it is, from 1.
 */
export type DataLink = { file: string; parts: PathPart[]; to: string; link?: number };

const NAVIGATION = "data/navigation.json";
const SERVICES = "data/services.json";
const PAGES = "data/pages.json";

/**
 * References between files that a JSON Schema cannot see. One problem each, in the editor's words (editor-words.ts):
 * `say` names the places (the build's over the files as read; by default over these data without their schemas).
 */
export function crossCheck(
  { navigation, services, pages }: { navigation: NavigationData; services: ServicesData; pages: PagesData },
  say: Say = sayIn([
    { file: NAVIGATION, data: navigation, schema: {} },
    { file: SERVICES, data: services, schema: {} },
    { file: PAGES, data: pages, schema: {} },
  ]),
): string[] {
  const problems: string[] = [];
  const groupIds = new Set(navigation.groups.map((g) => g.id));
  const groupChoices = navigation.groups.map((g) => `${g.label} (${g.id})`).join(", ");
  const noGroup = `is no group of the menus: choose one of ${groupChoices}`;
  const paths = new Set<string>();
  const labels = new Set<string>();

  const seenGroups = new Set<string>();
  navigation.groups.forEach((group, i) => {
    if (seenGroups.has(group.id)) {
      const first = navigation.groups.find((g) => g.id === group.id)!;
      problems.push(
        say(
          NAVIGATION,
          ["groups", i, "id"],
          `is "${group.id}", which the group ${first.label} already has: give this group an id of its own`,
        ),
      );
    }
    seenGroups.add(group.id);
  });

  services.services.forEach((service, i) => {
    if (paths.has(service.path)) {
      const first = services.services.find((s) => s.path === service.path)!;
      problems.push(
        say(
          SERVICES,
          ["services", i, "path"],
          `is ${service.path}, which the service ${first.label} already has: give this service a page address of its own`,
        ),
      );
    }
    if (labels.has(service.label)) {
      const first = services.services.find((s) => s.label === service.label)!;
      problems.push(
        say(
          SERVICES,
          ["services", i, "label"],
          `is "${service.label}", the name of the service at ${first.path} too: give each service a name of its own`,
        ),
      );
    }
    paths.add(service.path);
    labels.add(service.label);
    if (!groupIds.has(service.group))
      problems.push(say(SERVICES, ["services", i, "group"], `is "${service.group}", which ${noGroup}`));
  });

  services.services.forEach((service, i) => {
    service.related.forEach((path, j) => {
      if (path === service.path)
        problems.push(
          say(SERVICES, ["services", i, "related", j], "is this service itself: choose another service, or remove it"),
        );
      else if (!paths.has(path))
        problems.push(
          say(
            SERVICES,
            ["services", i, "related", j],
            "is no service page of the site: choose one of the services, or remove it",
          ),
        );
    });
  });

  navigation.groups.forEach((group, i) => {
    if (!services.services.some((s) => s.group === group.id))
      problems.push(
        say(
          NAVIGATION,
          ["groups", i],
          'has no service: choose this group for a service (its "Group" in Services), or remove the group',
        ),
      );
  });

  navigation.footer.groups.forEach((id, i) => {
    if (!groupIds.has(id)) problems.push(say(NAVIGATION, ["footer", "groups", i], noGroup));
  });

  pages.home.sections.forEach((section, i) => {
    section.groups.forEach((id, j) => {
      if (!groupIds.has(id)) problems.push(say(PAGES, ["home", "sections", i, "groups", j], noGroup));
    });
  });

  pages.service.otherServices.forEach((set, i) => {
    set.services.forEach((path, j) => {
      if (!paths.has(path))
        problems.push(
          say(
            PAGES,
            ["service", "otherServices", i, "services", j],
            "is no service page of the site: choose one of the services, or remove it",
          ),
        );
    });
    set.groups.forEach((id, j) => {
      if (!groupIds.has(id)) problems.push(say(PAGES, ["service", "otherServices", i, "groups", j], noGroup));
    });
  });

  return problems;
}

/** Every internal link the menus and service data write, with where each one is written. */
export function dataLinks(navigation: NavigationData, services: ServicesData): DataLink[] {
  const file = NAVIGATION;
  const list = (parts: PathPart[], links: Link[]): DataLink[] =>
    links.map((link, i) => ({ file, parts: [...parts, i, "to"], to: link.to }));
  return [
    { file, parts: ["home", "to"], to: navigation.home.to },
    { file, parts: ["contact", "to"], to: navigation.contact.to },
    { file, parts: ["quote", "to"], to: navigation.quote.to },
    ...list(["aboutMenu", "items"], navigation.aboutMenu.items),
    ...list(["businessMenu", "items"], navigation.businessMenu?.items ?? []),
    ...list(["mobileLinks"], navigation.mobileLinks),
    ...list(["footer", "contactLinks"], navigation.footer.contactLinks),
    ...list(["footer", "legal", "items"], navigation.footer.legal.items),
    { file, parts: ["footer", "sitemap", "to"], to: navigation.footer.sitemap.to },
    ...services.services.flatMap((service, i) =>
      service.related.map((to, j) => ({ file: SERVICES, parts: ["services", i, "related", j], to })),
    ),
  ];
}

/**
 * Links whose target is no page the build made, in the editor's words (`say`: the build's over the files as read;
 * by default each place named from its path alone).
 */
export function brokenLinks(links: DataLink[], routes: ReadonlySet<string>, say: Say = sayIn([])): string[] {
  return links
    .filter((link) => !routes.has(link.to.replace(/#.*$/, "").replace(/\?.*$/, "")))
    .map((link) =>
      say(
        link.file,
        link.parts,
        link.link
          ? `has a link to ${link.to} (its link ${link.link}), but the site has no page there: correct the link, or remove it`
          : `leads to ${link.to}, but the site has no page there: choose a page of the site`,
      ),
    );
}
