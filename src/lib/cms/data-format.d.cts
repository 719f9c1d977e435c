export const PRINT_WIDTH: number;
export function orderKeys<T>(value: T, order: Record<string, string[]>, path?: string): T;
export function printJson(value: unknown): string;
export function dropEmpty<T>(value: T, optional: Record<string, string[]>, path?: string): T;
export function formatData(
  value: unknown,
  order: Record<string, string[]> | undefined,
  optional: Record<string, string[]> | undefined,
): string;
