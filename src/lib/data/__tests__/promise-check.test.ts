import path from "node:path";
import { nameOf } from "../editor-words";
import { loadDataFiles } from "../load";
import { pricingFromFiles } from "../pricing-files";
import { replyTimeCheck, turnaroundCheck } from "../promise-check";
import type { PricingData, ServicesData } from "../types";
import { dataOf, type DataFile } from "../validate";

// Prices, services and pages of the test's own, not data/'s (which editors change): phones done the same day, TVs in
// days. Each case writes one promise and reads the line it gives; then the rules over whatever data/ holds.

type Family = PricingData["families"][number];
type Repair = Family["repairs"][number];

const repair = (id: string, label: string, service: string, time: string): Repair => ({
  id,
  label,
  description: `${label}, as the test needs it.`,
  symptoms: ["it is broken"],
  service,
  default: { from: 50, to: 90, time, inStock: true, warrantyDays: 90 },
});
const family = (id: string, label: string, repairs: Repair[], intro = `The test's ${label}.`): Family => ({
  id,
  label,
  singular: label.toLowerCase(),
  title: `${label} repair prices`,
  description: `What ${label.toLowerCase()} repairs cost.`,
  intro,
  repairs,
  brands: [{ id: "any", label: "Any", models: ["one", "two"].map((m) => ({ id: m, label: m, prices: [] })) }],
  highlights: [],
});
const pricing = (tvsIntro?: string): PricingData => ({
  estimateNote: "Every price is an estimate.",
  families: [
    family("phones", "Phones", [
      repair("screen", "Screen replacement", "/cell-phone-repair/", "same day"),
      repair("charging-port", "Charging port repair", "/cell-phone-repair/", "same day"),
      repair("camera", "Rear camera replacement", "/cell-phone-repair/", "1-2 days"),
    ]),
    family(
      "tvs",
      "TVs",
      [
        repair("backlight", "Backlight repair", "/tv-repair/", "2-3 days"),
        repair("t-con-board", "T-con board repair", "/tv-repair/", "2-3 days"),
        repair("screen", "Screen (panel) replacement", "/tv-repair/", "3-5 days"),
      ],
      tvsIntro,
    ),
  ],
});
const service = (path: string, label: string, intro: string) => ({
  label,
  path,
  kind: "other" as const,
  group: "repairs",
  summary: `${label} for the test.`,
  intro,
  whatWeDo: [],
  faqs: [],
  related: [],
});
const services = (phoneIntro = "Phones repaired.", tvIntro = "TVs repaired."): ServicesData => ({
  services: [
    service("/cell-phone-repair/", "Cell Phone Repair", phoneIntro),
    service("/tv-repair/", "TV Repair", tvIntro),
    service("/internal-cleaning/", "Internal Cleaning", "Usually finished within 24 hours."),
  ],
});
const pages = (whyPoint: string): DataFile => ({
  file: "data/pages.json",
  data: { service: { whyPoints: ["Same-day diagnostics for most devices", whyPoint] } },
  schema: {},
});
const check = (args: { pricing?: PricingData; services?: ServicesData; files?: DataFile[] }) =>
  turnaroundCheck({ pricing: pricing(), services: services(), files: [], ...args });

describe("turnaroundCheck", () => {
  it("passes copy that says what the prices say, and times said of diagnostics or of a service without prices", () => {
    expect(
      check({
        pricing: pricing("Boards are ordered, so most TV repairs take two to three days."),
        services: services("Screens and charging ports are usually done the same day; cameras take a day or two."),
        files: [pages("Typical repair time: from same day to 3-5 days, depending on the repair and model")],
      }),
    ).toEqual([]);
    expect(check({ files: [pages("We diagnose most devices the same day")] })).toEqual([]);
  });

  it("names a promise every page makes that a family's prices contradict, with the family and its times", () => {
    const point = "Most repairs finished in 24-48 hours, many within 24 hours";
    expect(check({ files: [pages(point)] })).toEqual([
      `Pages → Service → Why points → ${nameOf(point)}: promises "in 24-48 hours" for most repairs ("${point}"), but only 2 of the 6 prices of Phones are in that time (their times: same day, 1-2 days); none of the 6 prices of TVs are in that time (their times: 2-3 days, 3-5 days): say what the prices say, or change the prices\ndata/pages.json at service.whyPoints[1]`,
      `Pages → Service → Why points → ${nameOf(point)}: promises "within 24 hours" for some repairs ("${point}"), but none of the 6 prices of TVs are in that time (their times: 2-3 days, 3-5 days): say what the prices say, or change the prices\ndata/pages.json at service.whyPoints[1]`,
    ]);
  });

  it("names a service's promise that its repairs' prices contradict, narrowed to the repair it names", () => {
    expect(
      check({
        services: services(
          "Screens are often done within 24 hours, while charging port work typically takes 24-48 hours.",
        ),
      }),
    ).toEqual([
      'Services → Cell Phone Repair: "Intro" promises "24-48 hours" for most repairs ("while charging port work typically takes 24-48 hours."), but none of the 2 prices of its repairs in Phones (Charging port repair) are in that time (their times: same day): say what the prices say, or change the prices\ndata/services.json at services[0].intro',
    ]);
    expect(check({ services: services(undefined, "Most TV repairs are done within 24-48 hours.") })).toEqual([
      'Services → TV Repair: "Intro" promises "within 24-48 hours" for most repairs ("Most TV repairs are done within 24-48 hours."), but none of the 6 prices of its repairs in TVs are in that time (their times: 2-3 days, 3-5 days): say what the prices say, or change the prices\ndata/services.json at services[1].intro',
    ]);
  });

  it("names a family's own words that its prices contradict", () => {
    expect(check({ pricing: pricing("Most TV repairs are finished the same day.") })).toEqual([
      'TVs: "Intro" promises "the same day" for most repairs ("Most TV repairs are finished the same day."), but none of the 6 prices of TVs are in that time (their times: 2-3 days, 3-5 days): say what the prices say, or change the prices\ndata/pricing-families/tvs.json at intro',
    ]);
  });

  it("names a price's time that the site cannot read", () => {
    const unread = pricing();
    unread.families[1].brands[0].models[0].prices.push({ repair: "backlight", time: "about a week" });
    expect(check({ pricing: unread })).toEqual([
      'TVs → Any → one → Prices → Backlight repair: "Time" is "about a week", which is no time the site can read: write it like same day, 2 days or 1-2 days\ndata/pricing-families/tvs.json at brands[0].models[0].prices[0].time',
    ]);
  });
});

describe("replyTimeCheck", () => {
  const file = (text: string): DataFile => ({
    file: "data/pages.json",
    data: { mailIn: { steps: [{ title: "Send a request", text }] } },
    schema: {},
  });
  const site: DataFile = { file: "data/site.json", data: { replyTime: "within a few business hours" }, schema: {} };

  it("passes {replyTime}, and the promise in data/site.json itself", () => {
    expect(replyTimeCheck([site, file("We reply {replyTime} and tell you whether the repair makes sense.")])).toEqual(
      [],
    );
  });

  it("names a promise of an answer written in other words", () => {
    expect(replyTimeCheck([site, file("We reply within one business day.")])).toEqual([
      'Pages → Mail in → Send a request: "Text" promises an answer "within one business day": write {replyTime}, which the site fills from Site → "Reply time", so that every page and e-mail makes the same promise\ndata/pages.json at mailIn.steps[0].text',
    ]);
  });
});

describe("the promises of data/", () => {
  const { files } = loadDataFiles(path.resolve(__dirname, "../../../.."));

  it("keep the prices' times: no turnaround said anywhere that a family's prices contradict", () => {
    const { pricing: real } = pricingFromFiles(files);
    expect(
      turnaroundCheck({ pricing: real!, services: dataOf<ServicesData>(files, "data/services.json"), files }),
    ).toEqual([]);
  });

  it("say when the shop answers in one place", () => {
    expect(replyTimeCheck(files)).toEqual([]);
  });
});
