type FlagValue = string | number | boolean;
/** Each flag's value has the type of its default. */
export function readFlags<T extends Record<string, FlagValue>>(
  defaults: T,
  argv?: string[],
): { [K in keyof T]: T[K] extends number ? number : T[K] extends boolean ? boolean : string };
