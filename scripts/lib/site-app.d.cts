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
/**
 * A function as `npm start` calls it: with the whole body, or (with `admit`) admitted from its head before its body
 * is read, then handed the body read up to `maxBytes`. `maxBodyBytes`: how much of a body to read for one without.
 */
export type FunctionHandler = ((event: FunctionEvent) => Promise<FunctionResult>) & {
  admit?: (event: Omit<FunctionEvent, "body" | "isBase64Encoded">) => Promise<
    | { refused: FunctionResult }
    | {
        refused?: undefined;
        maxBytes: number;
        finish(body: Buffer): Promise<FunctionResult>;
        tooLarge(): Promise<FunctionResult>;
        abandon(): Promise<void>;
      }
  >;
  maxBodyBytes?: number;
};
export function createSiteApp(options?: {
  config?: NetlifyConfig;
  publicDir?: string;
  loadFunction?: (name: string) => FunctionHandler;
  log?: (...values: unknown[]) => void;
}): SiteApp;
export function bundleOf(config: NetlifyConfig, name: string): string;
export const root: string;
export function startSchedules(options: {
  config?: NetlifyConfig;
  intervalMs: number;
  loadFunction?: (name: string) => (event: { headers: Record<string, string> }) => Promise<FunctionResult>;
  log?: (...values: unknown[]) => void;
  onRun?: (name: string) => void;
}): { names: string[]; runAll(): Promise<unknown>; stop(): Promise<unknown> };
