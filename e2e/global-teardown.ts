import fs from "node:fs";
import { stopProcess } from "../scripts/lib/start-server.cjs";
import { started } from "./global-setup";
import { readState, STATE_FILE } from "./servers";

export default async function globalTeardown() {
  if (!fs.existsSync(STATE_FILE)) return;
  const { pid, browserPid } = readState();
  stopProcess(pid);
  if (started.browser) await started.browser.close();
  else stopProcess(browserPid); // Playwright starts it in a process group of its own
  fs.rmSync(STATE_FILE);
}
