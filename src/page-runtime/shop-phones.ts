import { DATA } from "./attributes";

/**
 * What a phone link says and calls for each shop it can be for: [id, tel: address, its words]; the first is the main
 * shop's. Written by the server on the contact page's phone links (static-parts/contact-sections.tsx).
 */
export type ShopPhones = Array<[id: string, href: string, text: string]>;

/**
 * Makes every shop-following phone link of the page (`data-shop-phones`) say and call the shop `id`'s number, or the
 * main shop's: the request form (sections/contact-form.tsx) calls it whenever the request's shop changes (a Book link's
 * drop-off, a shop page's link, the visitor's choice, the visit's address). The form's app starts at load when the
 * address carries a choice and on the first touch otherwise, so the numbers follow before anyone could act on them.
 */
export function fillShopPhones(id: string, root: ParentNode = document) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${DATA.shopPhones}]`)) {
    const shops = JSON.parse(link.getAttribute(DATA.shopPhones)!) as ShopPhones;
    const [, href, text] = shops.find(([shop]) => shop === id) ?? shops[0];
    if (link.getAttribute("href") !== href) link.setAttribute("href", href);
    // Its words are its last text (after the phone icon).
    if (link.lastChild && link.lastChild.textContent !== text) link.lastChild.textContent = text;
  }
}
