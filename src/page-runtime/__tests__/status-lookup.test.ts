/** @jest-environment jest-environment-jsdom */
import {
  answerNodes,
  linkValues,
  lookUp,
  lookUpFromLink,
  watchStatusLookups,
  type LookupAnswer,
  type LookupCopy,
} from "../status-lookup";

const copy: LookupCopy = {
  loadingText: "Looking up your repair…",
  errorText: "The status could not be loaded just now.",
  invalidText: "Please enter the reference and the status code.",
  notFoundHeading: "No repair found",
  requestLabel: "Request",
  bookingLabel: "Visit",
  shopLabel: "Your shop",
  historyHeading: "History",
  noteLabel: "Note from the shop",
};

const CODE = "7K4M2XQ97K4M2XQ97K4M2XQ97K4M";

const found = (extra: Partial<Extract<LookupAnswer, { found: true }>> = {}): LookupAnswer => ({
  found: true,
  reference: "QC-7K4M-2XQ9",
  state: "ready",
  label: "Ready for pickup",
  text: "Your device is repaired and ready.",
  request: "iPhone 15 (Apple phone): Screen replacement",
  booking: "Drop-off (Charlotte), Tuesday, December 1, 2026",
  shop: { id: "charlotte", name: "Charlotte", phone: "(704) 555-0142", address: "1 Main St, Charlotte, NC 28202" },
  history: [
    { state: "received", label: "Received", at: "2026-11-25T15:04:00.000Z", date: "November 25, 2026 at 10:04 AM" },
    {
      state: "ready",
      label: "Ready for pickup",
      at: "2026-11-27T17:30:00.000Z",
      date: "November 27, 2026 at 12:30 PM",
      note: "The new screen is in; <b>bring</b> the charger.",
    },
  ],
  keptUntil: "December 27, 2026",
  keptUntilText: "We keep this status until December 27, 2026, 30 days after its last change.",
  ...extra,
});

/** The nodes in a region, as a screen reader meets them: tag and text. */
const shown = (nodes: HTMLElement[]) => nodes.map((node) => `${node.tagName.toLowerCase()}: ${node.textContent}`);

describe("linkValues: the reference and code of the e-mail's link", () => {
  it("reads #r= and #c=, trimmed", () => {
    expect(linkValues(`#r=QC-7K4M-2XQ9&c=${CODE}`)).toEqual({ reference: "QC-7K4M-2XQ9", code: CODE });
    expect(linkValues(`#r=%20QC-7K4M-2XQ9%20&c=7K4M-2XQ9`)).toEqual({ reference: "QC-7K4M-2XQ9", code: "7K4M-2XQ9" });
  });

  it("reads a link with the reference only, and nothing from an address without either", () => {
    expect(linkValues("#r=QC-7K4M-2XQ9")).toEqual({ reference: "QC-7K4M-2XQ9", code: "" });
    expect(linkValues("")).toBeUndefined();
    expect(linkValues("#history")).toBeUndefined();
  });
});

describe("answerNodes: what the result region shows", () => {
  it("shows a status: its label, text, request, visit, shop with a phone link, history newest first, kept-until", () => {
    const nodes = answerNodes(copy, 200, found());
    expect(shown(nodes)).toEqual([
      "h2: Ready for pickup",
      "p: Your device is repaired and ready.",
      "dl: RequestiPhone 15 (Apple phone): Screen replacementVisitDrop-off (Charlotte), Tuesday, December 1, 2026" +
        "Your shopCharlotte1 Main St, Charlotte, NC 28202(704) 555-0142",
      "h3: History",
      "ol: November 27, 2026 at 12:30 PM — Ready for pickupNote from the shop: The new screen is in; <b>bring</b> the charger." +
        "November 25, 2026 at 10:04 AM — Received",
      "p: We keep this status until December 27, 2026, 30 days after its last change.",
    ]);
    const [, , dl, , ol] = nodes;
    expect([...dl.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(["Request", "Visit", "Your shop"]);
    expect(dl.querySelector("a")!.getAttribute("href")).toBe("tel:+17045550142");
    // The answer's words are text, never markup.
    expect(ol.querySelector("b")).toBeNull();
    expect(ol.querySelector("li time")!.getAttribute("datetime")).toBe("2026-11-27T17:30:00.000Z");
  });

  it("leaves out the visit without a booking, the phone link for a number that is no US one", () => {
    const nodes = answerNodes(
      copy,
      200,
      found({ booking: undefined, shop: { id: "x", name: "X", phone: "+44 20 7946 0000", address: "London" } }),
    );
    expect([...nodes[2].querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(["Request", "Your shop"]);
    expect(nodes[2].querySelector("a")).toBeNull();
    expect(nodes[2].textContent).toContain("+44 20 7946 0000");
  });

  it("shows the function's sentence, under the not-found heading for a 404", () => {
    const error = { found: false as const, error: "We found no repair with this reference and status code." };
    expect(shown(answerNodes(copy, 404, error))).toEqual([
      "h2: No repair found",
      "p: We found no repair with this reference and status code.",
    ]);
    expect(shown(answerNodes(copy, 429, { found: false, error: "Try again in 2 minutes." }))).toEqual([
      "p: Try again in 2 minutes.",
    ]);
    expect(shown(answerNodes(copy, 400, { found: false, error: "Enter both." }))).toEqual(["p: Enter both."]);
  });

  it("shows the page's error text for any other answer, or none", () => {
    for (const [status, answer] of [
      [500, { found: false, error: "Internal" }],
      [200, { found: false, error: "?" }],
      [404, undefined],
      [0, undefined],
    ] as const)
      expect(shown(answerNodes(copy, status, answer))).toEqual([`p: ${copy.errorText}`]);
  });
});

describe("the form and the e-mail's link", () => {
  const fetchMock = jest.fn();
  const page = () => {
    document.body.innerHTML =
      `<form method="post" action="/api/request-status" data-status-lookup='${JSON.stringify(copy)}'>` +
      `<input name="reference"><input name="code"><button type="submit">Show the status</button></form>` +
      `<div data-status-result="" aria-live="polite"></div>`;
    return {
      form: document.querySelector("form")!,
      region: document.querySelector<HTMLElement>("[data-status-result]")!,
      input: (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!,
    };
  };
  const answer = (status: number, body: unknown) =>
    Promise.resolve({ status, json: () => Promise.resolve(body) } as Response);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeAll(() => {
    global.fetch = fetchMock;
    watchStatusLookups();
  });
  beforeEach(() => {
    fetchMock.mockReset();
    document.documentElement.lang = "en";
  });

  it("asks in the page's language: the Spanish status page's lookup says lang=es", async () => {
    const { form, input } = page();
    document.documentElement.lang = "es";
    fetchMock.mockReturnValue(answer(200, found()));
    input("reference").value = "QC-7K4M-2XQ9";
    input("code").value = "7K4M 2XQ9";
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(new URLSearchParams(String(fetchMock.mock.calls[0][1].body)).get("lang")).toBe("es");
    await settle();
  });

  it("looks up on submit with the trimmed values, shows the loading text, then the status with its heading focused", async () => {
    const { form, region, input } = page();
    fetchMock.mockReturnValue(answer(200, found()));
    input("reference").value = " qc-7k4m-2xq9 ";
    input("code").value = "7K4M 2XQ9";
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(region.textContent).toBe(copy.loadingText);
    // Posted: the code is in the body, never in the address (failed on main: a GET with ?reference=&code=).
    expect(fetchMock).toHaveBeenCalledWith("/api/request-status", {
      method: "POST",
      body: new URLSearchParams({ reference: "qc-7k4m-2xq9", code: "7K4M 2XQ9", lang: "en" }),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    });
    await settle();
    const heading = region.querySelector("h2")!;
    expect(heading.textContent).toBe("Ready for pickup");
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    // What the visitor typed stays.
    expect([input("reference").value, input("code").value]).toEqual([" qc-7k4m-2xq9 ", "7K4M 2XQ9"]);
  });

  it("asks for both values before any request, and shows the error text when the network fails", async () => {
    const { form, region, input } = page();
    input("reference").value = "QC-7K4M-2XQ9";
    input("code").value = "   ";
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(region.textContent).toBe(copy.invalidText);
    expect(document.activeElement).toBe(region.firstElementChild);
    fetchMock.mockReturnValue(Promise.reject(new TypeError("Failed to fetch")));
    await lookUp(form, "QC-7K4M-2XQ9", CODE);
    expect(region.textContent).toBe(copy.errorText);
  });

  it("shows only the latest lookup's answer", async () => {
    const { form, region } = page();
    let first: (value: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (first = resolve)));
    fetchMock.mockReturnValueOnce(answer(404, { found: false, error: "No such repair." }));
    const slow = lookUp(form, "QC-0000-0001", CODE);
    await lookUp(form, "QC-0000-0002", CODE);
    first({ status: 200, json: () => Promise.resolve(found()) } as Response);
    await slow;
    expect(region.textContent).toBe("No repair foundNo such repair.");
  });

  it("takes the e-mail's link out of the address, fills the form with it and looks up", async () => {
    const { region, input } = page();
    fetchMock.mockReturnValue(answer(200, found()));
    history.replaceState(null, "", `/status/?from=mail#r=QC-7K4M-2XQ9&c=${CODE}`);
    lookUpFromLink();
    expect(location.href).toBe("http://localhost/status/?from=mail");
    expect([input("reference").value, input("code").value]).toEqual(["QC-7K4M-2XQ9", CODE]);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/request-status");
    expect(String(fetchMock.mock.calls[0][1].body)).toBe(`reference=QC-7K4M-2XQ9&code=${CODE}&lang=en`);
    await settle();
    expect(region.querySelector("h2")!.textContent).toBe("Ready for pickup");
  });

  it("fills in the reference of a link without a code and leaves the code to type", () => {
    const { region, input } = page();
    history.replaceState(null, "", "/status/#r=QC-7K4M-2XQ9");
    lookUpFromLink();
    expect(location.hash).toBe("");
    expect(input("reference").value).toBe("QC-7K4M-2XQ9");
    expect(document.activeElement).toBe(input("code"));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(region.childNodes).toHaveLength(0);
    // Without a link nothing happens.
    lookUpFromLink();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("looks up a link opened in the tab that shows the page already (only the fragment changes)", async () => {
    const { region } = page();
    fetchMock.mockReturnValue(answer(200, found()));
    history.replaceState(null, "", "/status/");
    location.hash = `#r=QC-7K4M-2XQ9&c=${CODE}`;
    await new Promise((resolve) => window.addEventListener("hashchange", resolve, { once: true }));
    expect(location.hash).toBe("");
    await settle();
    expect(region.querySelector("h2")!.textContent).toBe("Ready for pickup");
  });
});
