import { translated } from "../translation";

describe("translated: the English data with a translation's words laid over it", () => {
  const english = {
    $schema: "./schemas/x.schema.json",
    title: "Phone repair",
    price: 89,
    steps: ["Bring it", "Wait"],
    repairs: [
      { id: "screen", label: "Screen", from: 89 },
      { id: "battery", label: "Battery", from: 59 },
    ],
    nested: { heading: "Hours", note: "Closed on Sundays" },
  };

  it("lays each word in its place, matches items by id, replaces a list without ids, keeps the rest English", () => {
    const spanish = {
      $schema: "./schemas/x.schema.json",
      title: "Reparación de celulares",
      steps: ["Tráigalo"],
      repairs: [{ id: "battery", label: "Batería" }],
      nested: { note: "Cerrado los domingos" },
    };
    expect(translated(english, spanish)).toEqual({
      ...english,
      title: "Reparación de celulares",
      steps: ["Tráigalo"],
      repairs: [
        { id: "screen", label: "Screen", from: 89 },
        { id: "battery", label: "Batería", from: 59 },
      ],
      nested: { heading: "Hours", note: "Cerrado los domingos" },
    });
  });

  it("matches a service by its path, as an item by its id; the path itself is never replaced", () => {
    const services = {
      services: [
        { path: "/tv-repair/", label: "TV Repair" },
        { path: "/laptop-repair/", label: "Laptop Repair" },
      ],
    };
    const spanish = { services: [{ path: "/laptop-repair/", label: "Reparación de laptops" }] };
    expect(translated(services, spanish).services).toEqual([
      { path: "/tv-repair/", label: "TV Repair" },
      { path: "/laptop-repair/", label: "Reparación de laptops" },
    ]);
  });

  it("ignores what is not words in their place: a number for a string, an item of an unknown id, a field English has not", () => {
    const odd = { title: 5, price: 1, repairs: [{ id: "nope", label: "X" }], extra: "x", nested: "text" };
    expect(translated(english, odd)).toEqual(english);
    expect(translated(english, undefined)).toBe(english);
  });
});

describe("a list of links in a translation", () => {
  it("is matched by each link's address (`to`): only its words change, in the English order", () => {
    const english = {
      items: [
        { label: "About Us", to: "/about/" },
        { label: "Blog", to: "/blog/" },
      ],
    };
    const spanish = { items: [{ label: "Quiénes somos", to: "/about/" }] };
    expect(translated(english, spanish)).toEqual({
      items: [
        { label: "Quiénes somos", to: "/about/" },
        { label: "Blog", to: "/blog/" },
      ],
    });
  });
});

describe("an empty list in a translation", () => {
  it("keeps the English list: it is the data format's default for a list left out, not words", () => {
    expect(translated({ groups: ["sales", "on-site"] }, { groups: [] })).toEqual({ groups: ["sales", "on-site"] });
    expect(translated({ groups: [] as string[] }, { groups: [] })).toEqual({ groups: [] });
  });
});
