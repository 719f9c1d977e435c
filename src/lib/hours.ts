export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type OpeningHours = { days: readonly string[]; opens: string; closes: string };

const short = (day: string) => day.slice(0, 3);

/** "09:00" -> "9am", "18:30" -> "6:30pm". */
export function formatTime(time: string): string {
  const [h, m] = time.split(":").map(Number);
  const suffix = h >= 12 ? "pm" : "am";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${suffix}`;
}

/** Consecutive days as "Mon-Sat", single days as "Sun", gaps as "Mon, Wed". */
export function formatDays(days: readonly string[]): string {
  const indexes = days.map((d) => WEEKDAYS.indexOf(d as Weekday)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const i of indexes) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === i - 1) run.push(i);
    else runs.push([i]);
  }
  return runs
    .map((run) =>
      run.length > 1 ? `${short(WEEKDAYS[run[0]])}-${short(WEEKDAYS[run[run.length - 1]])}` : short(WEEKDAYS[run[0]]),
    )
    .join(", ");
}

/** Each line of the hours as shown on the site: ["Mon-Sat: 9am-6pm", "Sun: Closed"]. */
export function formatHours(hours: readonly OpeningHours[]): string[] {
  const lines = hours.map((h) => `${formatDays(h.days)}: ${formatTime(h.opens)}-${formatTime(h.closes)}`);
  const closed = WEEKDAYS.filter((day) => !hours.some((h) => h.days.includes(day)));
  if (closed.length) lines.push(`${formatDays(closed)}: Closed`);
  return lines;
}
