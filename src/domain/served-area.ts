// Which shop's area an address is in, from the towns and ZIP codes each shop serves (data/site.json). Apart from
// shops.ts so the form can route a visit without loading the site's data.

/** A shop's area as data/site.json gives it: the towns and ZIP codes it serves. */
export type ServedArea = {
  id: string;
  servedTowns?: readonly string[] | null;
  servedZips?: readonly (string | null)[] | null;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The shop whose area an address is in: the ZIP code it ends with (the last five digits standing alone, a ZIP+4's
 * first five), else the town it names last ("12 Charlotte St, Troy, NC" is in Troy), as whole words in any case.
 * None when it names no served ZIP or town: the request then goes by the page it came from, or to the main shop.
 */
export function shopServing(address: string, areas: readonly ServedArea[]): string | undefined {
  const zips = [...address.matchAll(/(?<![0-9])([0-9]{5})(?:-[0-9]{4})?(?![0-9])/g)].map((m) => m[1]);
  const zip = zips[zips.length - 1];
  const byZip = zip ? areas.find((a) => a.servedZips?.includes(zip)) : undefined;
  if (byZip) return byZip.id;
  let best: { id: string; at: number } | undefined;
  for (const area of areas)
    for (const town of area.servedTowns ?? []) {
      const found = [
        ...address.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(town.trim())}(?![\\p{L}\\p{N}])`, "giu")),
      ];
      const at = found.length ? found[found.length - 1].index! : -1;
      if (at >= 0 && (!best || at > best.at)) best = { id: area.id, at };
    }
  return best?.id;
}
