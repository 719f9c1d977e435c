// Command-line flags of the scripts (`--runs 5 --only home,contact`, `--default-throttling`), through node's parseArgs.
// CommonJS so that the ESM scripts and the TypeScript tests load it as it is.
const { parseArgs } = require("node:util");

/**
 * Reads `--name value` flags. `defaults` names every flag the script takes; the type of each default sets the
 * flag's type: a number (the value must be one), a string, or a boolean (a switch without a value). An unknown
 * flag, a missing value or a non-number throws, naming the flags the script takes.
 */
function readFlags(defaults, argv = process.argv.slice(2)) {
  const usage = () =>
    Object.entries(defaults)
      .map(([name, value]) => (typeof value === "boolean" ? `[--${name}]` : `[--${name} ${value}]`))
      .join(" ");
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: Object.fromEntries(
        Object.entries(defaults).map(([name, value]) => [
          name,
          { type: typeof value === "boolean" ? "boolean" : "string" },
        ]),
      ),
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${error.message}. Flags: ${usage()}`);
  }
  return Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => {
      const value = values[name];
      if (value === undefined) return [name, fallback];
      if (typeof fallback !== "number") return [name, value];
      const number = Number(value);
      if (value.trim() === "" || !Number.isFinite(number)) throw new Error(`--${name} takes a number, not "${value}"`);
      return [name, number];
    }),
  );
}

module.exports = { readFlags };
