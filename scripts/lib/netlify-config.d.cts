export type NetlifyConfig = {
  build?: { command?: string; publish?: string; functions?: string; environment?: Record<string, string> };
  redirects?: { from: string; to: string; status?: number; force?: boolean }[];
  headers?: { for: string; values: Record<string, string> }[];
  functions?: Record<string, { schedule?: string }>;
};
export type HeaderRule = { for: string; pattern: RegExp; values: Record<string, string> };
export function readNetlifyConfig(file?: string): NetlifyConfig;
export function pathPattern(forPath: string): RegExp;
export function headerRules(config: NetlifyConfig): HeaderRule[];
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string>;
export function functionRoutes(config: NetlifyConfig): { from: string; name: string }[];
export function notFoundPages(config: NetlifyConfig): { from: string; pattern: RegExp; to: string }[];
export function scheduledFunctions(config: NetlifyConfig): { name: string; schedule: string }[];
