import { readNetlifyConfig, scheduledFunctions } from "../netlify-config.cjs";
import { startSchedules } from "../site-app.cjs";

// npm start runs netlify.toml's scheduled functions on a timer (the retry job of stored requests).
const config = { functions: { "retry-contact-requests": { schedule: "* * * * *" }, other: {} } };

describe("scheduled functions", () => {
  it("are read from netlify.toml: the retry job runs every minute on Netlify", () => {
    expect(scheduledFunctions(readNetlifyConfig())).toEqual([
      { name: "retry-contact-requests", schedule: "* * * * *" },
    ]);
    expect(scheduledFunctions(config)).toEqual([{ name: "retry-contact-requests", schedule: "* * * * *" }]);
    expect(scheduledFunctions({})).toEqual([]);
  });

  it("run once at start, then every interval, never two runs of one function at once", async () => {
    let runs = 0;
    let inFlight = 0;
    let most = 0;
    const started = Date.now();
    const timers = startSchedules({
      config,
      intervalMs: 20,
      loadFunction: () => async () => {
        runs += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 50)); // slower than the interval
        inFlight -= 1;
        return { statusCode: 200, body: "{}" };
      },
    });
    try {
      expect(timers.names).toEqual(["retry-contact-requests"]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(runs).toBe(1); // at start, before any tick
      // Until the third run, however late a busy machine fires the timers (a fixed 230 ms wait once saw 2).
      const until = Date.now() + 10_000;
      while (runs < 3 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await timers.stop();
    }
    const elapsed = Date.now() - started;
    expect(runs).toBeGreaterThanOrEqual(3);
    // Runs of 50 ms one after another: never more than the time allows, so none overlapped.
    expect(runs).toBeLessThanOrEqual(Math.floor(elapsed / 50) + 1);
    expect(most).toBe(1);
  });

  it("log a function that fails or answers an error, and keep running", async () => {
    const logged: string[] = [];
    let calls = 0;
    const timers = startSchedules({
      config,
      intervalMs: 10_000,
      log: (...values: unknown[]) => void logged.push(values.map(String).join(" ")),
      loadFunction: () => async () => {
        calls += 1;
        if (calls === 1) throw new Error("store unreachable");
        return { statusCode: 500, body: "oops" };
      },
    });
    await timers.runAll();
    await timers.runAll();
    await timers.stop();
    expect(logged).toEqual([
      expect.stringMatching(/^scheduled function retry-contact-requests failed: Error: store unreachable/),
      "scheduled function retry-contact-requests answered 500: oops",
    ]);
  });

  it("tell onRun when each run has ended, a failed one too", async () => {
    const ended: string[] = [];
    let calls = 0;
    const timers = startSchedules({
      config,
      intervalMs: 10_000,
      log: () => undefined,
      onRun: (name) => void ended.push(`${name} after ${calls}`),
      loadFunction: () => async () => {
        calls += 1;
        if (calls === 2) throw new Error("store unreachable");
        return { statusCode: 200, body: "" };
      },
    });
    await timers.runAll();
    await timers.runAll();
    await timers.stop();
    expect(ended).toEqual(["retry-contact-requests after 1", "retry-contact-requests after 2"]);
  });
});
