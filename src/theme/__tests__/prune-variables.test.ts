import { pruneCustomProperties } from "../prune-variables";

describe("pruneCustomProperties", () => {
  it("drops the custom properties nothing reads, in every sheet, and keeps what is read directly or through another", () => {
    const [tokens, rules] = pruneCustomProperties(
      [
        "@layer tokens{:root{--brand:#12305a;--unused:1px;--ring:var(--brand);--shade:var(--unused-too);--unused-too:2px;}}",
        ".a{color:var(--ring);--palette:var(--brand);}.b{--only-here:0;}",
      ],
      "<main></main>",
    );
    expect(tokens).toBe("@layer tokens{:root{--brand:#12305a;--ring:var(--brand);}}");
    // A rule left with no declaration is not written.
    expect(rules).toBe(".a{color:var(--ring);}");
  });

  it("keeps a property an element's style attribute reads, and reads values whole (a string may hold ';')", () => {
    const [css] = pruneCustomProperties(
      [`:root{--icon:url("data:image/svg+xml;utf8,<svg/>");--gap:4px;--pad:8px;}.c{background:var(--icon)}`],
      '<div style="padding:var(--pad)"></div>',
    );
    expect(css).toBe(`:root{--icon:url("data:image/svg+xml;utf8,<svg/>");--pad:8px;}.c{background:var(--icon);}`);
  });

  it("reads names with escapes whole (Chakra's spacing.3.5 is --chakra-spacing-3\\.5)", () => {
    const [css] = pruneCustomProperties(
      [":root{--chakra-spacing-3\\.5:0.875rem;--chakra-spacing-3:0.75rem;}.e{gap:var(--chakra-spacing-3\\.5)}"],
      "",
    );
    expect(css).toBe(":root{--chakra-spacing-3\\.5:0.875rem;}.e{gap:var(--chakra-spacing-3\\.5);}");
  });

  it("follows a fallback's reference, inside at-rules and selectors with states", () => {
    const [css] = pruneCustomProperties(
      [
        "html{--font-fallback:sans-serif;--x:1}@media (min-width: 48em){.d:is([data-open]){font-family:var(--body, var(--font-fallback))}}",
      ],
      "",
    );
    expect(css).toBe(
      "html{--font-fallback:sans-serif;}@media (min-width: 48em){.d:is([data-open]){font-family:var(--body, var(--font-fallback));}}",
    );
  });
});
