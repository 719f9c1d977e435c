export function cpuSlowdownFor(benchmarkIndex: number): number;
export const DEFAULT_CPU_SLOWDOWN: number;
