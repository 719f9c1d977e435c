export type DevelopServer = { pid: number; copy: string; url: string; logFile: string };
export function startDevelop(options?: { idle?: boolean }): Promise<DevelopServer>;
export function adoptDevelop(): DevelopServer | null;
export function stopDevelop(server: DevelopServer): Promise<void>;
export function alive(pid: number): boolean;
