/**
 * Imported first by main.ts, so the server gives memory back after a burst of requests.
 *
 * Under load V8 grows its heap (a 200-connection burst takes the process from ≈ 110 MB to
 * ≈ 330 MB), and once the process is idle its memory reducer should collect and return the
 * empty pages. In a Node 24 process that has never compiled a `node:vm` script it never does:
 * it keeps reading the allocation rate as high, and the pages stay resident for good (measured:
 * still 330 MB a minute later, with a forced full collection too). Compiling one trivial script
 * at startup is enough for the reducer to run: back to ≈ 125 MB within 20 s of the burst, with
 * no cost to throughput (docs/benchmarks.md, `npm run bench -- api`). V8's memory-saver mode
 * also keeps memory down, but costs 20–30 % of the day list's throughput at all times.
 */
import vm from 'node:vm';

new vm.Script('0', { filename: 'memory-reducer-warmup' });
