/**
 * The services whose requests offer photos: device repairs and board work, told from the data as the menu groups of
 * the services that a device family's repair names (data/pricing-families, each repair's `service`). Visits, remote
 * help, sales and marketing are in other groups: a photo of a network problem or of a website helps no one.
 */
export function photoServices(
  services: ReadonlyArray<{ path: string; group: string }>,
  families: ReadonlyArray<{ repairs: ReadonlyArray<{ service: string }> }>,
): Set<string> {
  const named = new Set(families.flatMap((family) => family.repairs.map((repair) => repair.service)));
  const groups = new Set(services.filter((service) => named.has(service.path)).map((service) => service.group));
  return new Set(services.filter((service) => groups.has(service.group)).map((service) => service.path));
}
