import fs from "node:fs";
import path from "node:path";
import { checkData, problemsMessage, type DataCheck } from "./check-data";

export { DATA_CHECK_PATH } from "./check-path";

export type DataCheckAnswer = { problems: string[]; warnings: string[]; checkedAt: string };

export type Report = { error(message: string): void; warn(message: string): void; success(message: string): void };

/**
 * `gatsby develop` only: the build's checks (check-data.ts) run again whenever a file under data/ changes (a save in
 * the CMS or an editor), a moment after the last change, and their outcome goes to the terminal and to
 * `current()`, which the dev server answers at DATA_CHECK_PATH for the page's overlay. Returns a stop function.
 */
export function watchData(root: string, today: () => string, report: Report, waitMs = 300) {
  let current: DataCheckAnswer = { problems: [], warnings: [], checkedAt: new Date().toISOString() };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    let check: Pick<DataCheck, "problems" | "warnings">;
    try {
      check = checkData(root, today());
    } catch (error) {
      check = { problems: [`The data checks could not run: ${(error as Error).message}`], warnings: [] };
    }
    const before = current.problems.join("\n");
    current = { problems: check.problems, warnings: check.warnings, checkedAt: new Date().toISOString() };
    if (check.problems.length)
      report.error(problemsMessage(check.problems).replace("the site was not built", "fix them to see your change"));
    else if (before) report.success("data/ checked again: the problems are fixed");
    for (const warning of check.warnings) report.warn(warning);
  };
  const watcher = fs.watch(path.join(root, "data"), { recursive: true }, (_event, name) => {
    if (name && !String(name).endsWith(".json")) return;
    clearTimeout(timer);
    timer = setTimeout(run, waitMs);
  });
  return {
    current: () => current,
    /** Runs the checks now (the first time, and from createPages, which Gatsby runs again after a data change). */
    run,
    stop: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
