/**
 * The page's longest main-thread task after its first paint, read from the run's trace (before
 * any throttling), in CPU time and in wall time. Lighthouse's simulation multiplies wall times;
 * on a busy host Chromium's main thread waits for a core in the middle of its tasks. The two side
 * by side tell the page's own work from the host's load.
 */
export interface LongestTask {
  /** Thread time of the task with the most of it. */
  cpuMs: number;
  /** Wall time of the longest task. */
  wallMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, when Chromium records it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } };
}

export function longestTaskAfterPaint(traceEvents: readonly TraceEvent[]): LongestTask {
  const navigation = traceEvents.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'));
  if (!navigation) return { cpuMs: 0, wallMs: 0 };
  const { pid, tid } = navigation;
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid && event.ts >= navigation.ts);
  const from = paint?.ts ?? navigation.ts;
  const tasks = traceEvents
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.name === 'RunTask' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let wall = 0;
  let end = 0;
  for (const task of tasks) {
    // Top-level tasks only: a nested RunTask is part of the one around it.
    if (task.ts < end) continue;
    end = task.ts + task.dur!;
    if (end <= from) continue;
    cpu = Math.max(cpu, task.tdur ?? task.dur!);
    wall = Math.max(wall, task.dur!);
  }
  return { cpuMs: cpu / 1000, wallMs: wall / 1000 };
}
