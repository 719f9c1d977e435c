export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export const TEST_CHROMIUM_PATH: string;
export const TEST_CHROMIUM_ARGS: string[];
