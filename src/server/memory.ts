/**
 * Imported first by main.ts, so the server gives memory back after a burst of requests.
 *
 * Under load V8 grows its heap (a 200-connection burst takes the process from ≈ 110 MB to
 * 170–330 MB), and once the process is idle its memory reducer should collect and return the
 * empty pages. In a Node 24 process that has never compiled a `node:vm` script it never does:
 * it keeps reading the allocation rate as high, and the pages stay resident for good (measured:
 * still 330 MB a minute later, with a forced full collection too). Compiling one trivial script
 * at startup is enough for the reducer to run after a burst that ends in a full collection.
 *
 * A lighter burst (the agenda's day list once the session check stopped building queries,
 * decision 013) can end without one, and then the reducer is never armed: half the runs stayed
 * at 170–195 MB for a minute. So the server also watches its event loop: when a busy spell is
 * followed by an idle one while it holds well over its idle size, it asks V8 once for the
 * collection the reducer would have made (`flavor: 'last-resort'` returns the pooled pages). It
 * blocks the main thread while it runs, as any full collection does, but only after two seconds
 * with nothing to do.
 * V8's memory-saver mode also keeps memory down, but costs 20–30 % of the day list's throughput
 * at all times (docs/benchmarks.md, `npm run bench -- api`).
 */
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

new vm.Script('0', { filename: 'memory-reducer-warmup' });

/**
 * V8's own `gc()`, taken from a fresh context while the flag is on, then the flag off again: the
 * server's global scope never sees it. Null if this Node no longer allows it (the server then
 * runs as before, relying on the reducer alone).
 */
function exposedGc(): NodeJS.GCFunction | null {
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as NodeJS.GCFunction;
  } catch {
    return null;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}
const collect = exposedGc();

const CHECK_MS = 2000;
/** Share of a spell the event loop spent working: above, busy; below, idle. */
const BUSY = 0.3;
const IDLE = 0.02;
/** Held over the lowest resident size seen while idle before a collection is worth it. */
const SLACK_BYTES = 24 * 1024 * 1024;

/**
 * Collects once each time a busy spell turns idle with memory held well over the lowest the
 * process has been at while idle (the first idle spell, after start-up, sets it).
 */
function collectWhenIdle(collect: NodeJS.GCFunction): void {
  let floor = Number.POSITIVE_INFINITY;
  let last = performance.eventLoopUtilization();
  let wasBusy = false;
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    const utilization = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (utilization > BUSY) {
      wasBusy = true;
      return;
    }
    if (utilization >= IDLE) return;
    const rss = process.memoryUsage.rss();
    if (wasBusy && rss > floor + SLACK_BYTES) {
      void collect({ type: 'major', execution: 'async', flavor: 'last-resort' });
    }
    wasBusy = false;
    floor = Math.min(floor, rss);
  }, CHECK_MS).unref();
}

if (collect !== null) collectWhenIdle(collect);
