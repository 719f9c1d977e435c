/** @jest-environment jest-environment-jsdom */
import { earlyInput } from "../early-input";

const form = (html: string) => {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector("form")!;
};

describe("earlyInput: what the visitor typed or chose before the page's code ran", () => {
  it("takes a changed text and a select moved off the option the HTML selected", () => {
    const f = form(
      `<input name="name" value=""><select name="service"><option value="">Choose</option><option selected>TV Repair</option><option>Laptop Repair</option></select>`,
    );
    (f.elements.namedItem("name") as HTMLInputElement).value = "Jane";
    expect(earlyInput(f, ["name", "service"])).toEqual({ name: "Jane" });
    (f.elements.namedItem("service") as HTMLSelectElement).selectedIndex = 2;
    expect(earlyInput(f, ["name", "service"])).toEqual({ name: "Jane", service: "Laptop Repair" });
  });

  // A select React rendered after a client-side navigation marks no option as the HTML's: its first option is its
  // default, so a Book link's preselected service still applies.
  it("reads a select with no option marked selected at its first option as unchanged", () => {
    const f = form(`<select name="service"><option value="">Choose</option><option>TV Repair</option></select>`);
    expect(earlyInput(f, ["service"])).toEqual({});
    (f.elements.namedItem("service") as HTMLSelectElement).selectedIndex = 1;
    expect(earlyInput(f, ["service"])).toEqual({ service: "TV Repair" });
  });
});
