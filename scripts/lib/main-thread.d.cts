export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
};
export function withCpuTimes<T extends TraceEvent>(traceEvents: T[]): T[];
