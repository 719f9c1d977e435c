/** What a service page needs to pick its copy: the service's path and menu group. */
export type ServicePlace = { path: string; group: string };

/** A set of copy for services that are not repairs (pages.json service.otherServices). */
export type OtherServiceCopy = { services: readonly string[]; groups: readonly string[] };

/**
 * The copy set of a service that is not a repair: the first set naming its path, else the first naming its group;
 * undefined for a repair service, which keeps the repair copy (warranty, "tell us what is wrong").
 */
export function otherServiceCopy<T extends OtherServiceCopy>(sets: readonly T[], service: ServicePlace): T | undefined {
  return (
    sets.find((set) => set.services.includes(service.path)) ?? sets.find((set) => set.groups.includes(service.group))
  );
}
