import type { Link, NavigationGroup, ServiceEntry } from "./data/types";

export type MenuGroup = { id: string; label: string; items: Link[] };

type ServiceLink = Pick<ServiceEntry, "label" | "path" | "group">;

/** The services of a group, as menu links, in the order of services.json. */
export function groupItems(groupId: string, services: readonly ServiceLink[]): Link[] {
  return services.filter((s) => s.group === groupId).map((s) => ({ label: s.label, to: s.path }));
}

export function buildGroups(navigation: { groups: readonly NavigationGroup[] }, services: readonly ServiceLink[]) {
  const all: Array<MenuGroup & { desktop: boolean; mobile: boolean }> = navigation.groups.map((g) => ({
    ...g,
    items: groupItems(g.id, services),
  }));
  return {
    all,
    /** Dropdowns of the desktop header. */
    desktop: all.filter((g) => g.desktop),
    /** Accordion items of the mobile menu. */
    mobile: all.filter((g) => g.mobile),
    byId: (id: string) => all.find((g) => g.id === id),
  };
}
