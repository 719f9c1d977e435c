export const PRINT_WIDTH: number;
export function orderKeys<T>(value: T, order: Record<string, string[]>, path?: string): T;
export function printJson(value: unknown): string;
