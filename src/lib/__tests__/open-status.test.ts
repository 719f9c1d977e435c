import { spawnSync } from "node:child_process";
import path from "node:path";
import site from "../../../data/site.json";
import { openStatus } from "../open-status";
import { zoneOffsets } from "../zone-offsets";

// The build's offset table (lib/zone-offsets.ts) for 2025-2028, and no table (Intl): the same answers.
const table = zoneOffsets("America/New_York", Date.UTC(2025, 0, 1), Date.UTC(2029, 0, 1));

describe.each([
  ["by Intl", undefined],
  ["by the build's offset table", table],
])("openStatus in America/New_York, %s", (_how, offsets) => {
  const status = (iso: string) => openStatus(new Date(iso), site.openingHours, "America/New_York", offsets).label;

  it.each([
    // EST (UTC-5) in November
    ["2026-11-23T13:59:00Z", "Closed - opens today 9am"], // Mon 8:59
    ["2026-11-23T14:00:00Z", "Open now - closes 6pm"], // Mon 9:00
    ["2026-11-23T22:59:00Z", "Open now - closes 6pm"], // Mon 17:59
    ["2026-11-23T23:00:00Z", "Closed - opens tomorrow 9am"], // Mon 18:00
    ["2026-11-28T23:30:00Z", "Closed - opens Mon 9am"], // Sat 18:30
    ["2026-11-29T17:00:00Z", "Closed - opens tomorrow 9am"], // Sun noon
    ["2026-11-28T04:59:00Z", "Closed - opens tomorrow 9am"], // Fri 23:59
  ])("%s -> %s", (iso, label) => {
    expect(status(iso)).toBe(label);
  });

  it("follows daylight saving time: 9am EDT is 13:00 UTC in summer", () => {
    expect(status("2026-07-06T12:59:00Z")).toBe("Closed - opens today 9am");
    expect(status("2026-07-06T13:00:00Z")).toBe("Open now - closes 6pm");
    expect(status("2026-07-06T21:59:00Z")).toBe("Open now - closes 6pm");
    expect(status("2026-07-06T22:00:00Z")).toBe("Closed - opens tomorrow 9am");
  });

  it("is right on the days clocks change", () => {
    // Sun 8 Mar 2026, 2am EST -> 3am EDT: Sunday closed; Monday 9am EDT = 13:00 UTC.
    expect(status("2026-03-08T15:00:00Z")).toBe("Closed - opens tomorrow 9am");
    expect(status("2026-03-09T13:00:00Z")).toBe("Open now - closes 6pm");
    expect(status("2026-03-09T12:59:00Z")).toBe("Closed - opens today 9am");
    // Sun 1 Nov 2026, 2am EDT -> 1am EST: Monday 9am EST = 14:00 UTC.
    expect(status("2026-11-02T13:59:00Z")).toBe("Closed - opens today 9am");
    expect(status("2026-11-02T14:00:00Z")).toBe("Open now - closes 6pm");
  });

  it("does not depend on the visitor's time zone: the same answers in a process running in Asia/Tokyo", () => {
    // Jest's process.env is a copy (setting TZ there changes nothing), so the code runs in a child process whose own
    // time zone is Tokyo's; the offset and local hour it prints prove the zone took effect.
    const instants = ["2026-11-23T14:30:00Z", "2026-11-29T04:30:00Z", "2026-11-23T13:59:00Z"];
    const script = `
      const { openStatus } = require("./src/lib/open-status");
      const { zoneOffsets } = require("./src/lib/zone-offsets");
      const hours = require("./data/site.json").openingHours;
      const instants = ${JSON.stringify(instants)}.map((iso) => new Date(iso));
      const offsets = ${offsets ? 'zoneOffsets("America/New_York", Date.UTC(2025, 0, 1), Date.UTC(2029, 0, 1))' : "undefined"};
      console.log(JSON.stringify({
        offset: instants[0].getTimezoneOffset(),
        local: [instants[0].getDay(), instants[0].getHours()],
        labels: instants.map((instant) => openStatus(instant, hours, "America/New_York", offsets).label),
      }));`;
    const child = spawnSync(process.execPath, ["-r", "ts-node/register/transpile-only", "-e", script], {
      cwd: path.resolve(__dirname, "../../.."),
      encoding: "utf8",
      env: {
        ...process.env,
        TZ: "Asia/Tokyo",
        TS_NODE_COMPILER_OPTIONS: JSON.stringify({ module: "commonjs", moduleResolution: "node" }),
      },
    });
    expect(child.stderr).toBe("");
    const tokyo = JSON.parse(child.stdout) as { offset: number; local: number[]; labels: string[] };
    expect(tokyo.offset).toBe(-540);
    expect(tokyo.local).toEqual([1, 23]); // Mon 9:30 in Charlotte is Mon 23:30 in Tokyo
    expect(tokyo.labels).toEqual([
      "Open now - closes 6pm", // Mon 9:30 in Charlotte
      "Closed - opens Mon 9am", // Sat 23:30 in Charlotte, already Sunday 13:30 in Tokyo
      "Closed - opens today 9am", // Mon 8:59 in Charlotte, Mon 22:59 in Tokyo
    ]);
    expect(tokyo.labels).toEqual(instants.map(status));
  });
});
