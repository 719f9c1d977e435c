import type { CreateElement } from "./create-element";

// The CMS's day picker (config.ts DATE: closures, the notice, reviews, a post's date): the browser's own date input,
// its value kept as the browser gives it, YYYY-MM-DD. Decap's datetime widget parsed every keystroke again with dayjs,
// which reads the year 0002 of a year being typed as 1902: typing 12/01/2026 saved 1906-12-01.

type CreateClass = (spec: Record<string, unknown>) => unknown;
type DayProps = {
  forID: string;
  value?: unknown;
  onChange(value: string): void;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
};

/** The widget's name in the configuration (config.ts DATE); admin-browser.ts registers it. */
export const DAY_WIDGET = "day";

const pad = (n: number) => String(n).padStart(2, "0");

/** Today in the editor's calendar, YYYY-MM-DD: what Decap's "{{now}}" default gave a new entry. */
export const localToday = (now = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** What the input shows of a stored value: a day, or nothing ("{{now}}" until it is replaced, or a blank day). */
export const shownDay = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "";

const BUTTON = { padding: "4px 12px", border: "1px solid #dfdfe3", borderRadius: "5px", background: "#fff" };

/** The widget's control and preview, for CMS.registerWidget("day", ...): `h` and `createClass` are Decap's. */
export function dayWidget(h: CreateElement, createClass: CreateClass) {
  const control = createClass({
    componentDidMount(this: { props: DayProps }) {
      if (this.props.value === "{{now}}") this.props.onChange(localToday());
    },
    render(this: { props: DayProps }) {
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      return h(
        "div",
        { className: classNameWrapper, style: { display: "flex", gap: "16px", alignItems: "center" } },
        // The browser gives "" until the day is whole, then the day: kept as it is, each digit of a year included.
        h("input", {
          id: forID,
          type: "date",
          value: shownDay(value),
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        }),
        h("button", { type: "button", style: BUTTON, onClick: () => onChange(localToday()) }, "Today"),
        h("button", { type: "button", style: BUTTON, onClick: () => onChange("") }, "Clear"),
      );
    },
  });
  const preview = ({ value }: { value?: unknown }) => h("span", null, shownDay(value));
  return { control, preview };
}
