import { withCpuTimes, type TraceEvent } from "../main-thread.cjs";

// A trace in microseconds: the page's renderer main thread (pid 1, tid 10), another thread of it (tid 11) and another
// renderer (pid 2, the about:blank Lighthouse starts from).
const event = (name: string, ts: number, dur?: number, tdur?: number, tid = 10, pid = 1): TraceEvent => ({
  name,
  ph: dur === undefined ? "I" : "X",
  pid,
  tid,
  ts,
  ...(dur === undefined ? {} : { dur }),
  ...(tdur === undefined ? {} : { tdur }),
});

const trace: TraceEvent[] = [
  event("RunTask", 1_000, 10_000, 2_000), // waited 8 ms for a CPU
  event("FunctionCall", 2_000, 8_000, 1_500), // inside it, to its end
  event("ResourceSendRequest", 6_000), // an instant inside it
  event("RunTask", 20_000, 4_000, 4_000), // its own 4 ms, no wait
  event("Layout", 21_000, 2_000, 2_000),
  event("RunTask", 30_000, 1_000), // no CPU time recorded: left as it is
  { ...event("firstContentfulPaint", 25_000), ph: "R" },
  event("RunTask", 2_000, 9_000, 1_000, 11), // another thread of the page
  event("RunTask", 1_000, 9_000, 1_000, 10, 2), // another renderer
];

describe("withCpuTimes: the page's main thread as if it never waited for a CPU (bench:lighthouse)", () => {
  const result = withCpuTimes(trace);

  it("gives each task of the page's main thread its CPU time, the events inside drawn in proportionally", () => {
    expect(result.slice(0, 6)).toEqual([
      { ...trace[0], dur: 2_000 },
      // 1 ms into a task of 10 ms becomes 0.2 ms into one of 2 ms; its 8 ms become 1.6 ms, ending with the task.
      { ...trace[1], ts: 1_200, dur: 1_600 },
      { ...trace[2], ts: 2_000 },
      trace[3],
      trace[4],
      trace[5],
    ]);
    for (const inner of result.slice(1, 3))
      expect(inner.ts + (inner.dur ?? 0)).toBeLessThanOrEqual(result[0].ts + result[0].dur!);
  });

  it("leaves the other threads, the other renderers and the input itself as they are", () => {
    expect(result.slice(6)).toEqual(trace.slice(6));
    expect(trace[0].dur).toBe(10_000);
  });

  it("refuses a trace without a first contentful paint (no page thread to find)", () => {
    expect(() => withCpuTimes(trace.filter((e) => e.name !== "firstContentfulPaint"))).toThrow(/firstContentfulPaint/);
  });
});
