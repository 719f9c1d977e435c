import { globalCss } from "../global-css";
import { getServerSystem } from "../server";
import { layoutSheet } from "../static/layout";
import { classCss } from "../static/static-css";

const system = getServerSystem();

// The parts rendered near the screen (static/layout.ts, `nearScreen`): a page's bands, blocks, a long list's groups,
// a titled list of links and the footer.
describe.each(["band", "block", "group", "links", "footer"] as const)("the layout sheet's %s", (key) => {
  const css = classCss(system, `ly-${key}`, layoutSheet[key]);

  it("is rendered near the screen only and keeps a place of its own until then", () => {
    expect(css).toContain("content-visibility:auto");
    expect(css).toMatch(/contain-intrinsic-block-size:auto (\d+px|calc\(.+px\))/);
  });

  it("does not clip the focus ring of a link at its edge (paint containment clips what is drawn outside)", () => {
    const ring = globalCss["a:focus-visible, button:focus-visible, summary:focus-visible"] as unknown as {
      outline: string;
      outlineOffset: string;
    };
    const px = (value: string) => Number(/(\d+)px/.exec(value)?.[1]);
    const margin = Number(/overflow-clip-margin:(\d+)px/.exec(css)?.[1]);
    expect(margin).toBeGreaterThanOrEqual(px(ring.outline) + px(ring.outlineOffset));
  });
});
