/*
 * The shop's desk (/desk/, components/sections/desk-sections.tsx) without React: it signs in with the link's token
 * (in the address's fragment, which no server sees, removed from the address bar at once), then lists the member's
 * requests from /api/desk/requests and opens one, with the moves its state allows as buttons. Everything it shows
 * comes from the desk's functions, which answer only behind the session's HttpOnly cookie; it is written as text,
 * never parsed as HTML.
 */

const API = "/api/desk";

/**
 * The desk's region, which the server renders and this script fills (not in attributes.ts: its DATA names go into every
 * page's chrome script, and the desk's stay in the desk's).
 */
export const DESK_ATTRIBUTE = "data-desk";

type Summary = {
  reference: string;
  received?: string;
  shop: string;
  name: string;
  phone: string;
  email: string;
  what: string;
  state: string;
  way?: string;
  day?: string;
  window?: string;
  when?: string;
};
type Entry = { state: string; when?: string; note?: string; privateNote?: string; by?: string };
type Delivery = { key: string; state: string; at?: string; error?: string } | undefined;
type Detail = Summary & {
  submission: Record<string, string | undefined>;
  rows: Array<[string, string]>;
  address?: string;
  estimate?: { name: string; price: string };
  photos: string[];
  history: Entry[];
  moves: string[];
  deliveries: { shop: Delivery; confirmation: Delivery; updates: Delivery[] };
};
type List = {
  staff: { email: string; shop?: string };
  shops: Array<{ id: string; name: string; phone: string }>;
  today: string;
  tomorrow: string;
  labels: Record<string, string>;
  requests: Summary[];
};

/** An element with its text (never parsed as HTML) and its children. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, ...children: Array<Node | string>) {
  const element = document.createElement(tag);
  if (text !== undefined) element.textContent = text;
  element.append(...children);
  return element;
}

const button = (text: string, onClick: () => void, quiet = false) => {
  const b = el("button", text);
  b.type = "button";
  if (quiet) b.dataset.quiet = "";
  b.addEventListener("click", onClick);
  return b;
};

const link = (text: string, href: string) => {
  const a = el("a", text);
  a.href = href;
  return a;
};

/** A call to the desk's functions: its status and JSON (a network failure is a status of 0). */
async function call(
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; data: Record<string, unknown> }> {
  try {
    const response = await fetch(`${API}${path}`, {
      method,
      credentials: "same-origin",
      headers: body
        ? { "Content-Type": "application/json", Accept: "application/json" }
        : { Accept: "application/json" },
      ...(body && { body: JSON.stringify(body) }),
    });
    return { status: response.status, data: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  } catch {
    return { status: 0, data: { error: "No connection to the shop's server. Check the network and try again." } };
  }
}

export function runDesk() {
  const root = document.querySelector<HTMLElement>(`[${DESK_ATTRIBUTE}]`);
  const form = root?.querySelector<HTMLFormElement>("form[data-desk-sign-in]");
  const view = root?.querySelector<HTMLElement>("[data-desk-view]");
  if (!root || !form || !view) return;
  let list: List | undefined;
  let search = "";
  let shopFilter = "";

  const message = (text: string, error = false) => {
    const p = el("p", text);
    p.dataset.deskMessage = "";
    if (error) p.dataset.error = "";
    p.tabIndex = -1;
    return p;
  };
  const show = (...nodes: Node[]) => view.replaceChildren(...nodes);
  const signedOut = (text?: string, error = false) => {
    list = undefined;
    form.hidden = false;
    show(...(text ? [message(text, error)] : []));
  };
  const label = (state: string) => list?.labels[state] ?? state;

  /** One request's line: who, what, where it stands, when it comes in. */
  const item = (r: Summary) => {
    const open = button("", () => (location.hash = `r=${r.reference}`));
    const state = el("span", `${label(r.state)} · received ${r.received ?? ""}`);
    state.dataset.state = r.state;
    open.append(
      el("strong", `${r.name} · ${r.reference}`),
      el("span", r.what),
      ...(r.way || r.when ? [el("span", [r.way, r.when].filter(Boolean).join(", "))] : []),
      state,
    );
    return el("li", undefined, open);
  };

  const renderList = () => {
    if (!list) return;
    const words = search.toLowerCase().replace(/[\s()-]/g, "");
    const matches = (r: Summary) =>
      (!shopFilter || r.shop === shopFilter) &&
      (!words ||
        [r.reference, r.name, r.phone, r.email].some((v) =>
          (v ?? "")
            .toLowerCase()
            .replace(/[\s()-]/g, "")
            .includes(words),
        ));
    const mine = list.requests.filter(matches);
    const groups: Array<[string, Summary[]]> = [
      [
        "New requests",
        mine.filter((r) => r.state === "received" && !(r.day === list!.today || r.day === list!.tomorrow)),
      ],
      ...(["today", "tomorrow"] as const).map((day): [string, Summary[]] => [
        `Coming in ${day}`,
        mine
          .filter((r) => r.day === list![day] && (r.state === "received" || r.state === "booked"))
          .sort((a, b) => (a.window ?? "").localeCompare(b.window ?? "")),
      ]),
      ["Booked", mine.filter((r) => r.state === "booked" && r.day !== list!.today && r.day !== list!.tomorrow)],
      ["Diagnosing", mine.filter((r) => r.state === "diagnosing")],
      ["Waiting for parts", mine.filter((r) => r.state === "waiting-for-parts")],
      ["Ready for pickup", mine.filter((r) => r.state === "ready")],
    ];
    const sections = groups
      .filter(([, rows]) => rows.length)
      .flatMap(([heading, rows]) => [el("h2", `${heading} (${rows.length})`), el("ul", undefined, ...rows.map(item))]);
    const finder = el("input");
    finder.type = "search";
    finder.value = search;
    finder.addEventListener("input", () => {
      search = finder.value;
      const at = finder.selectionStart;
      renderList();
      const again = view.querySelector<HTMLInputElement>("input[type=search]");
      again?.focus();
      again?.setSelectionRange(at, at);
    });
    const filters = el("div", undefined, el("label", "Find by reference, name, phone or e-mail", finder));
    filters.dataset.deskFilters = "";
    if (list.shops.length > 1) {
      const select = el(
        "select",
        undefined,
        el("option", "Both shops"),
        ...list.shops.map((s) => el("option", s.name)),
      );
      list.shops.forEach((s, i) => ((select.options[i + 1].value = s.id), undefined));
      select.options[0].value = "";
      select.value = shopFilter;
      select.addEventListener("change", () => {
        shopFilter = select.value;
        renderList();
      });
      filters.append(el("label", "Shop", select));
    }
    show(
      header(),
      filters,
      ...(sections.length ? sections : [el("p", search ? "No request matches." : "No open requests. All caught up.")]),
    );
  };

  const header = () => {
    const shop = list?.shops.find((s) => s.id === list?.staff.shop);
    return el(
      "header",
      undefined,
      el("p", `Signed in as ${list?.staff.email ?? ""}${shop ? ` (${shop.name})` : ""}`),
      button(
        "Sign out",
        async () => {
          await call("DELETE", "/session");
          signedOut("You are signed out.");
        },
        true,
      ),
    );
  };

  const deliveryLine = (name: string, d: Delivery) =>
    d ? `${name}: ${d.state}${d.at ? ` ${d.at}` : ""}${d.error ? ` (${d.error})` : ""}` : `${name}: none`;

  const renderDetail = (r: Detail, said?: HTMLElement) => {
    const rows: Array<[string, Node | string]> = [
      ["State", label(r.state)],
      ["Phone", link(r.phone, `tel:${r.phone.replace(/[^\d+]/g, "")}`)],
      ...(r.email ? [["E-mail", link(r.email, `mailto:${r.email}`)] as [string, Node]] : []),
      ["Request", r.what],
      ...(r.estimate ? [["Estimate", `${r.estimate.name}: ${r.estimate.price}`] as [string, string]] : []),
      ...(r.way || r.when ? [["Booking", [r.way, r.when].filter(Boolean).join(", ")] as [string, string]] : []),
      ...(r.address ? [["Address", r.address] as [string, string]] : []),
      ["Received", r.received ?? ""],
    ];
    const definitions = (pairs: Array<[string, Node | string]>) => {
      const dl = el("dl");
      for (const [term, value] of pairs) dl.append(el("dt", term), el("dd", undefined, value));
      return dl;
    };
    const facts = definitions(rows);
    const photos = el(
      "div",
      undefined,
      ...r.photos.map((src, i) => Object.assign(el("img"), { src, alt: `Photo ${i + 1} from the customer` })),
    );
    photos.dataset.deskPhotos = "";
    const history = el(
      "ol",
      undefined,
      ...[...r.history]
        .reverse()
        .map((e) =>
          el(
            "li",
            [e.when, label(e.state), e.by && `by ${e.by}`].filter(Boolean).join(" · "),
            ...(e.note ? [el("p", `For the customer: ${e.note}`)] : []),
            ...(e.privateNote ? [el("p", `Private: ${e.privateNote}`)] : []),
          ),
        ),
    );
    const note = el("textarea");
    note.maxLength = 2000;
    const privateNote = el("textarea");
    privateNote.maxLength = 2000;
    const act = async (body: object) => {
      const { status, data } = await call("POST", `/requests/${r.reference}`, body);
      if (status === 401) return signedOut(String(data.error ?? "Please sign in again."), true);
      const text = String(data.message ?? data.error ?? "Something went wrong.");
      if (data.request) renderDetail(data.request as Detail, message(text, status >= 400));
      else {
        const m = message(text, true);
        view.querySelector("[data-desk-message]")?.remove();
        view.prepend(m);
        m.focus();
      }
    };
    const move = (state: string) => () =>
      act({ action: "move", state, note: note.value, privateNote: privateNote.value });
    const moves = el(
      "div",
      undefined,
      ...r.moves.map((state) => button(`Move to ${label(state)}`, move(state), state === "cancelled")),
    );
    moves.dataset.deskMoves = "";
    const actions = el(
      "div",
      undefined,
      el("label", "Note for the customer (e-mailed with the change)", note),
      el("label", "Private note (the shop only)", privateNote),
      moves,
      button("Add the notes without moving", move(r.state), true),
      ...(r.email ? [button("Send the confirmation again", () => act({ action: "resend-confirmation" }), true)] : []),
    );
    actions.dataset.deskActions = "";
    const heading = el("h2", `${r.name} · ${r.reference}`);
    heading.tabIndex = -1;
    show(
      header(),
      ...(said ? [said] : []),
      link("← All requests", "#"),
      heading,
      facts,
      ...(r.photos.length ? [el("h3", "Photos"), photos] : []),
      el("h3", "As the shop's e-mail has it"),
      definitions(r.rows),
      el("h3", "What to do next"),
      actions,
      el("h3", "History"),
      history,
      el("h3", "E-mails"),
      el(
        "ul",
        undefined,
        ...[
          deliveryLine("To the shop", r.deliveries.shop),
          deliveryLine("Confirmation to the customer", r.deliveries.confirmation),
          ...r.deliveries.updates.map((d, i) => deliveryLine(`Update ${i + 1}`, d)),
        ].map((line) => el("li", line)),
      ),
    );
    (said ?? heading).focus();
  };

  /** What the address names: a request (#r=QC-...), else the list. */
  const route = async () => {
    const { status, data } = await call("GET", "/requests");
    if (status !== 200) return signedOut(status === 401 ? undefined : String(data.error), status !== 401);
    form.hidden = true;
    list = data as unknown as List;
    const reference = /^#r=(QC-[0-9A-Z-]+)$/i.exec(location.hash)?.[1];
    if (!reference) return renderList();
    const one = await call("GET", `/requests/${reference}`);
    if (one.status === 200) renderDetail(one.data as unknown as Detail);
    else show(header(), message(String(one.data.error ?? "No such request."), true), link("← All requests", "#"));
  };

  // Whether the visitor has asked for a link: the page's first session check, answering after that, leaves the
  // answer shown (on a slow connection it came back after the sign-in's and wiped "We sent you a link").
  let asked = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    asked = true;
    const email = (form.elements.namedItem("email") as HTMLInputElement).value;
    const { status, data } = await call("POST", "/sign-in", { email });
    const m = message(String(data.message ?? data.error ?? ""), status >= 400 || status === 0);
    show(m);
    m.focus();
  });
  /** A sign-in link's token, if the address has one: it leaves the address bar at once, then opens a session. */
  const signInFromLink = () => {
    const token = /^#signin=([\w-]{43})$/.exec(location.hash)?.[1];
    if (!token) return false;
    history.replaceState(null, "", location.pathname);
    void call("POST", "/session", { token }).then(({ status, data }) =>
      status === 200 ? route() : signedOut(String(data.error), true),
    );
    return true;
  };
  // A link opened in a tab already on the desk changes the fragment only.
  window.addEventListener("hashchange", () => void (signInFromLink() || route()));
  if (!signInFromLink())
    void call("GET", "/session").then(({ status, data }) =>
      status === 200 && data.signedIn
        ? route()
        : asked
          ? undefined
          : signedOut(status === 200 ? undefined : String(data.error), status !== 200),
    );
}
