export const PUBLIC_DIR: string;
export function builtPages(publicDir?: string): string[];
