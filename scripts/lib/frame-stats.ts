/**
 * Frame statistics of the spin benchmark (scripts/bench-spin.ts): from the page's rAF timestamps and from
 * Chromium's frame-reporter trace. Pure, so the unit tests load them without the browser the benchmark drives.
 */
const FRAME_MS = 1000 / 60;

export interface Run {
  frames: number;
  ms: number;
  fps: number;
  dropped: number;
  longestMs: number;
}

/** Frame statistics from rAF timestamps.  */
export function frameStats(stamps: readonly number[]): Run {
  let dropped = 0;
  let longest = 0;
  for (let i = 1; i < stamps.length; i++) {
    const gap = (stamps[i] as number) - (stamps[i - 1] as number);
    longest = Math.max(longest, gap);
    dropped += Math.max(0, Math.round(gap / FRAME_MS) - 1);
  }
  const ms = stamps.length > 1 ? (stamps.at(-1) as number) - (stamps[0] as number) : 0;
  return {
    frames: stamps.length,
    ms: Math.round(ms),
    fps: ms > 0 ? Math.round((((stamps.length - 1) * 1000) / ms) * 10) / 10 : 0,
    dropped,
    longestMs: Math.round(longest * 10) / 10,
  };
}

/**
 * The frames while the wheel turns: from the first frame the rotor has an animation running to the
 * first frame it has none again (that frame closes the last gap). Frames are [time, turning 0/1].
 * Without any turning frame (a wheel turned by script), every frame counts.
 */
export function turnWindow(frames: readonly (readonly [number, number])[]): number[] {
  const start = frames.findIndex(([, turning]) => turning === 1);
  if (start < 0) return frames.map(([t]) => t);
  const stop = frames.findIndex(([, turning], i) => i > start && turning === 0);
  return frames.slice(start, stop < 0 ? frames.length : stop + 1).map(([t]) => t);
}

/** A frame as Chromium's frame reporter traces it (what DevTools' Performance panel counts as dropped). */
export interface TracedFrame {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly pid?: number;
  readonly args?: {
    readonly frame_reporter?: {
      readonly state?: string;
      readonly has_compositor_animation?: boolean;
      readonly frame_sequence?: number;
    };
  };
}

export interface CompositorRun {
  /** Frames the compositor put on screen while a compositor animation ran (fully or partly updated). */
  readonly presented: number;
  /** Frames it should have shown in that time and did not. */
  readonly dropped: number;
  readonly ms: number;
  readonly fps: number;
}

/**
 * Frames of the compositor while an animation of its own runs (the wheel's turn), from the trace's
 * PipelineReporter events: presented (all or partial) and dropped, and the presented rate over the
 * span from the first to the last of them.
 */
export function compositorFrames(events: readonly TracedFrame[]): CompositorRun {
  // One frame may be reported twice (its compositor part and its main-thread part): one entry per
  // frame sequence number, shown if any of its reports was shown.
  const bySequence = new Map<string, { ts: number; shown: boolean; dropped: boolean }>();
  for (const e of events) {
    const report = e.args?.frame_reporter;
    if (e.name !== 'PipelineReporter' || e.ph !== 'b' || report?.has_compositor_animation !== true) continue;
    const key = `${e.pid ?? 0}:${report.frame_sequence ?? e.ts}`;
    const frame = bySequence.get(key) ?? { ts: e.ts, shown: false, dropped: false };
    frame.ts = Math.min(frame.ts, e.ts);
    frame.shown ||= /^STATE_PRESENTED_(ALL|PARTIAL)$/.test(report.state ?? '');
    frame.dropped ||= report.state === 'STATE_DROPPED';
    bySequence.set(key, frame);
  }
  const frames = [...bySequence.values()];
  const times = frames.filter((f) => f.shown).map((f) => f.ts);
  const dropped = frames.filter((f) => f.dropped && !f.shown).length;
  const ms = times.length > 1 ? (Math.max(...times) - Math.min(...times)) / 1000 : 0;
  return {
    presented: times.length,
    dropped,
    ms: Math.round(ms),
    fps: ms > 0 ? Math.round((((times.length - 1) * 1000) / ms) * 10) / 10 : 0,
  };
}
