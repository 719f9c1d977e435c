// The page's main thread as if it never waited for a CPU: bench:lighthouse's second Total Blocking Time. Lighthouse's
// simulation takes each main-thread task's wall time on this host and multiplies it by the CPU slowdown. On a 2-CPU
// host the renderer's main thread waits for a CPU while Chromium's raster, compositor and browser threads draw the
// first frames, and the wait is multiplied with the work: a task of 9.9 ms wall had 0.5 ms of CPU time (95 ms at
// 9.64x, 45 ms of "blocking"). A trace event's `tdur` is its thread's CPU time over the event; Lighthouse audits the
// same run again with each task of the page's main thread lasting its CPU time (docs/benchmarks.md).
// CommonJS so that the ESM benchmark and the TypeScript tests load it as it is.

/**
 * A copy of `traceEvents` in which each top-level task (`RunTask`) of the page's main thread (the renderer thread that
 * reported the first contentful paint) lasts its CPU time, the events inside it drawn in proportionally so that each
 * stays inside its task (Lighthouse refuses a child that ends after its parent). Other threads are left as they are.
 */
function withCpuTimes(traceEvents) {
  const fcp = traceEvents.filter((e) => e.name === "firstContentfulPaint").pop();
  if (!fcp) throw new Error("The trace has no firstContentfulPaint event");
  const onMain = (e) => e.pid === fcp.pid && e.tid === fcp.tid;
  const tasks = traceEvents
    .filter((e) => onMain(e) && e.ph === "X" && e.name === "RunTask" && e.dur > 0 && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const taskOf = (ts) => {
    // The last task that starts at or before `ts` (tasks do not overlap), if `ts` falls inside it.
    let low = 0;
    let high = tasks.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (tasks[mid].ts <= ts) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    const task = found >= 0 ? tasks[found] : undefined;
    return task && ts <= task.ts + task.dur ? task : undefined;
  };
  return traceEvents.map((event) => {
    if (!onMain(event)) return event;
    const task = taskOf(event.ts);
    if (!task) return event;
    const scale = Math.min(1, task.tdur / task.dur);
    const copy = { ...event, ts: task.ts + (event.ts - task.ts) * scale };
    if (event.dur !== undefined) copy.dur = event.dur * scale;
    return copy;
  });
}

module.exports = { withCpuTimes };
