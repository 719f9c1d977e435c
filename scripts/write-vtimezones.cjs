// Writes functions/contact/vtimezones.generated.ts: the VTIMEZONE of each time zone the shops use (data/site.json's
// timeZone), from @touch4it/ical-timezones. The package reads its zone files from disk at run time, which a bundled
// function cannot; the calendar entries take the text from this file. `npm run data:vtimezones` after a change of
// zone or an update of the package; a unit test (functions/contact/__tests__/calendar.test.ts) says when it is due.
const fs = require("node:fs");
const path = require("node:path");
const { getVtimezoneComponent } = require("@touch4it/ical-timezones");

const root = path.resolve(__dirname, "..");
const site = JSON.parse(fs.readFileSync(path.join(root, "data", "site.json"), "utf8"));

/** The file's text for the zones given. */
function vtimezonesModule(zones) {
  const entries = zones.map((zone) => {
    const text = getVtimezoneComponent(zone);
    if (!text) throw new Error(`@touch4it/ical-timezones has no VTIMEZONE for "${zone}" (data/site.json timeZone)`);
    return `  ${JSON.stringify(zone)}: ${JSON.stringify(text)},`;
  });
  return [
    "// Written by scripts/write-vtimezones.cjs (npm run data:vtimezones) from @touch4it/ical-timezones: do not edit.",
    "/** The VTIMEZONE component of each time zone the shops use, by its name. */",
    "export const VTIMEZONES: Readonly<Record<string, string>> = {",
    ...entries,
    "};",
    "",
  ].join("\n");
}

const zones = [site.timeZone];
module.exports = { vtimezonesModule, zones };
if (require.main === module) {
  const file = path.join(root, "functions", "contact", "vtimezones.generated.ts");
  fs.writeFileSync(file, vtimezonesModule(zones));
  console.log(`Wrote ${path.relative(root, file)} (${zones.join(", ")})`);
}
