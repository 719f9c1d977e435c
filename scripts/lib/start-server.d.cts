export type StartedServer = { baseUrl: string; pid: number; stop: () => void };
export type StartOptions = {
  command: string;
  args: (port: number) => string[];
  env?: Record<string, string>;
  cwd?: string;
  logFile?: string;
  readyPath?: string;
  timeoutMs?: number;
};
export function freePort(): Promise<number>;
export function stopProcess(pid: number): void;
export function startServer(options: StartOptions): Promise<StartedServer>;
export function startProductionServer(options?: {
  env?: Record<string, string>;
  logFile?: string;
  timeoutMs?: number;
}): Promise<StartedServer>;
