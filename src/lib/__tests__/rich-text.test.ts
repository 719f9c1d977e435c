import { richLinks, richParts } from "../rich-text";

const tokens = {
  businessName: "Fix Shop",
  phone: "(704) 555-0142",
  phoneNorth: "(910) 555-0187",
  email: "shop@example.com",
  address: "1 Main St",
};

describe("richParts: a document's line with its links", () => {
  it("makes [label](/path/) a link to that page, {phone} tokens tel: links and {email} mailto:, and fills the rest", () => {
    expect(
      richParts(
        "Visit [our shop](/locations/north/) at {address}, call {phone} or {phoneNorth}, e-mail {email}.",
        tokens,
      ),
    ).toEqual([
      { text: "Visit " },
      { text: "our shop", to: "/locations/north/" },
      { text: " at 1 Main St, call " },
      { text: "(704) 555-0142", href: "tel:+17045550142" },
      { text: " or " },
      { text: "(910) 555-0187", href: "tel:+19105550187" },
      { text: ", e-mail " },
      { text: "shop@example.com", href: "mailto:shop@example.com" },
      { text: "." },
    ]);
  });

  it("keeps a text without links whole, fills tokens in a link's words, and leaves an unknown token as written", () => {
    expect(richParts("{businessName} repairs phones.", tokens)).toEqual([{ text: "Fix Shop repairs phones." }]);
    expect(richParts("[{businessName}'s prices](/pricing/)", tokens)).toEqual([
      { text: "Fix Shop's prices", to: "/pricing/" },
    ]);
    expect(richParts("Call {phoneSouth}.", tokens)).toEqual([
      { text: "Call " },
      { text: "{phoneSouth}" },
      { text: "." },
    ]);
    // Only the site's own pages: a link elsewhere stays as written.
    expect(richParts("[elsewhere](https://example.com/)", tokens)).toEqual([
      { text: "[elsewhere](https://example.com/)" },
    ]);
  });

  it("richLinks lists the pages a text links to, for the build's link check", () => {
    expect(richLinks("See [prices](/pricing/) and [the warranty](/warranty/), or call {phone}.")).toEqual([
      "/pricing/",
      "/warranty/",
    ]);
  });
});
