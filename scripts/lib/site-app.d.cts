import type { RequestListener, Server } from "node:http";
import type { NetlifyConfig } from "./netlify-config.cjs";

export type FunctionEvent = {
  httpMethod: string;
  headers: Record<string, unknown>;
  body: string;
  isBase64Encoded: boolean;
};
/** An express app: a request listener that can also listen by itself. */
export type SiteApp = RequestListener & { listen(port: number, host: string, callback?: () => void): Server };
export type FunctionResult = { statusCode: number; headers?: Record<string, string>; body?: string };
export function createSiteApp(options?: {
  config?: NetlifyConfig;
  publicDir?: string;
  loadFunction?: (name: string) => (event: FunctionEvent) => Promise<FunctionResult>;
  log?: (...values: unknown[]) => void;
}): SiteApp;
export function bundleOf(config: NetlifyConfig, name: string): string;
export const root: string;
export function startSchedules(options: {
  config?: NetlifyConfig;
  intervalMs: number;
  loadFunction?: (name: string) => (event: { headers: Record<string, string> }) => Promise<FunctionResult>;
  log?: (...values: unknown[]) => void;
}): { names: string[]; runAll(): Promise<unknown>; stop(): Promise<unknown> };
