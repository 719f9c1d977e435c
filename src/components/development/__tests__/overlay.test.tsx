/**
 * @jest-environment jest-environment-jsdom
 */
import { act, forwardRef, useEffect, useMemo, useState, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { pageProblems, watchDataProblems, type Fiber, type NeverHydratedRules } from "../overlay";

// What `gatsby develop` renders: React in the browser, the check reading its fibers.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part the built site never hydrates (as a static page, a static part or the header are). */
function Kept({ children }: { children: ReactNode }) {
  const [mode] = useState("keep");
  return <div data-mode={mode}>{children}</div>;
}
/** Like the layout: its own effect serves only pages the browser renders. */
function PageFrame({ children }: { children: ReactNode }) {
  useEffect(() => {}, []);
  return <main>{children}</main>;
}
const rules: NeverHydratedRules = {
  isNeverHydrated: (type) => type === Kept,
  hooksAllowed: (type) => type === Kept || type === PageFrame,
};

function Counter() {
  const [count, setCount] = useState(0);
  return <span>{count || setCount.name}</span>;
}
function Tracker() {
  useEffect(() => {}, []);
  return <span>tracked</span>;
}
function Derived({ text }: { text: string }) {
  const upper = useMemo(() => text.toUpperCase(), [text]);
  return <span>{upper}</span>;
}
/** Gatsby's Link renders its <a> through Reach's Link, a forwardRef named "Link". */
const Link = forwardRef<HTMLAnchorElement, { to: string; children: ReactNode }>(function LinkAnchor(
  { to, children },
  ref,
) {
  return (
    <a ref={ref} href={to} onClick={() => {}} onMouseEnter={() => {}}>
      {children}
    </a>
  );
});
Link.displayName = "Link";

function problemsOf(page: ReactNode): string[] {
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() => root.render(page));
  const key = Object.keys(container).find((name) => name.startsWith("__reactContainer$"))!;
  const current = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key].stateNode.current;
  const problems = pageProblems(current, rules);
  act(() => root.unmount());
  return problems;
}

describe("gatsby develop's check of the parts the built site never hydrates", () => {
  it("names an event handler on an element inside one", () => {
    expect(
      problemsOf(
        <Kept>
          <p>
            <button type="button" onClick={() => {}}>
              Menu
            </button>
          </p>
        </Kept>,
      ),
    ).toEqual(["Kept: <button> has onClick"]);
  });

  it("names a component with state or effects inside one, however deep", () => {
    expect(
      problemsOf(
        <Kept>
          <PageFrame>
            <section>
              <Counter />
              <Tracker />
            </section>
          </PageFrame>
        </Kept>,
      ),
    ).toEqual(["Kept: <Counter> uses useState/useReducer", "Kept: <Tracker> uses useEffect/useLayoutEffect"]);
  });

  it("lets through what works the same without the app: markup, memoized values, Gatsby's Link, the allowed frame", () => {
    expect(
      problemsOf(
        <Kept>
          <PageFrame>
            <Derived text="hours" />
            <Link to="/contact/">Contact</Link>
          </PageFrame>
        </Kept>,
      ),
    ).toEqual([]);
  });

  it("leaves alone the parts of a page that has an app", () => {
    expect(
      problemsOf(
        <section>
          <Counter />
          <button type="button" onClick={() => {}}>
            Send
          </button>
          <Kept>
            <p>Hours</p>
          </Kept>
        </section>,
      ),
    ).toEqual([]);
  });
});

describe("the parts the check reads", () => {
  it("are every static page and part, and the header and footer", async () => {
    const { NEVER_HYDRATED, staticPage, staticPart } = await import("../../../page-runtime/static-page");
    const { StaticChrome } = await import("../../layout/static-chrome");
    expect(NEVER_HYDRATED.has(staticPage("home"))).toBe(true);
    expect(NEVER_HYDRATED.has(staticPart("contact-sections", "ContactHero"))).toBe(true);
    expect(NEVER_HYDRATED.has(StaticChrome)).toBe(true);
  });
});

describe("the data check's box over the page (gatsby develop)", () => {
  let answer: { problems: string[]; warnings: string[] };
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = (() =>
      Promise.resolve({ ok: true, json: () => Promise.resolve(answer) })) as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.body.replaceChildren();
  });
  /** Starts the watch (or lets it ask again) and waits for its answer. */
  const asked = async (ask: () => unknown) => {
    ask();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it("shows problems in red; warnings, when there are no problems, in a box the editor can hide until they change", async () => {
    jest.useFakeTimers();
    try {
      answer = { problems: ['data/site.json: entry notice, field "through" is before "from"'], warnings: ["w1"] };
      await asked(() => watchDataProblems("/__data-check", 1000));
      expect(document.querySelector("[data-data-problems]")?.textContent).toContain("1 problem;");
      expect(document.querySelector("[data-data-warnings]")).toBeNull();

      answer = { problems: [], warnings: ["data/blog/a.json: the post has 120 words; posts should have at least 500"] };
      await asked(() => jest.advanceTimersByTime(1000));
      expect(document.querySelector("[data-data-problems]")).toBeNull();
      const warnings = document.querySelector<HTMLElement>("[data-data-warnings]")!;
      expect(warnings.getAttribute("role")).toBe("status");
      expect(warnings.textContent).toContain("120 words");
      warnings.querySelector("button")!.click();
      await asked(() => jest.advanceTimersByTime(1000));
      expect(document.querySelector("[data-data-warnings]")).toBeNull();

      answer = { problems: [], warnings: ["data/blog/a.json: the post has 130 words; posts should have at least 500"] };
      await asked(() => jest.advanceTimersByTime(1000));
      expect(document.querySelector("[data-data-warnings]")?.textContent).toContain("130 words");
    } finally {
      jest.useRealTimers();
    }
  });
});
