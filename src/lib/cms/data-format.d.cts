/** What data-format.cjs needs to read and write the files of one schema (key-order.ts DataLayout). */
export type Layout = {
  order?: Record<string, string[]>;
  optional?: Record<string, string[]>;
  defaults?: Record<string, Record<string, unknown>>;
  implied?: Record<string, Record<string, unknown>>;
  /** Lists kept in the order of a key of their items (a date), by path: { specialHours: "date" }. */
  sorted?: Record<string, string>;
  /** The keys a translation keeps, by path (key-order.ts wordKeys). */
  words?: Record<string, string[]>;
};

export const PRINT_WIDTH: number;
export function orderKeys<T>(value: T, order: Record<string, string[]>): T;
export function printJson(value: unknown): string;
export function dropEmpty<T>(value: T, optional: Record<string, string[]>): T;
export function fillDefaults<T>(value: T, defaults: Record<string, Record<string, unknown>>): T;
export function dropImplied<T>(value: T, implied: Record<string, Record<string, unknown>>): T;
export function sortLists<T>(value: T, sorted: Record<string, string>, path?: string): T;
export function formatData(value: unknown, layout: Layout | undefined): string;
export function readData(text: string, layout: Layout | undefined): unknown;
export function keepWords<T>(value: T, words: Record<string, string[]>): T;
export function formatTranslation(value: unknown, layout: Layout | undefined): string;
