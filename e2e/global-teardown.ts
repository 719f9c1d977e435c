import fs from "node:fs";
import { stopProcess } from "../scripts/lib/start-server.cjs";
import { STATE_FILE } from "./global-setup";

export default async function globalTeardown() {
  if (!fs.existsSync(STATE_FILE)) return;
  const { pid } = JSON.parse(fs.readFileSync(STATE_FILE, "utf8")) as { pid: number };
  stopProcess(pid);
  fs.rmSync(STATE_FILE);
}
