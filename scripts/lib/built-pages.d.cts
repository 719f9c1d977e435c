export const PUBLIC_DIR: string;
export function builtPages(publicDir?: string): string[];
export function pagePathOf(file: string): string;
export function isNotFound(file: string): boolean;
