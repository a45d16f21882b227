/**
 * `npm run bench` runs every benchmark; `npm run bench -- api agenda` runs the ones named. Each
 * runs in its own process (a clean server, a clean heap), prints its figures and its ratio, and
 * the run exits 1 when any budget was missed. Needs `npm run build` first (the script does it).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BENCHMARKS: Record<string, string> = {
  api: 'api.ts',
  reports: 'reports.ts',
  deudores: 'deudores.ts',
  agenda: 'agenda.ts',
  site: 'public-site.ts',
  reservas: 'reservas.ts',
  ventas: 'ventas-migracion.ts',
  ticket: 'ticket.ts',
  correo: 'correo.ts',
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  process.stderr.write(`No existe el benchmark ${unknown.join(', ')}. Hay: ${Object.keys(BENCHMARKS).join(', ')}.\n`);
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(BENCHMARKS);
const results: [string, number][] = [];
for (const name of names) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const run = spawnSync(process.execPath, [path.join(import.meta.dirname, BENCHMARKS[name] ?? '')], {
    stdio: 'inherit',
  });
  results.push([name, run.status ?? 1]);
}
process.stdout.write(
  `\n${results.map(([n, code]) => `${n}: ${code === 0 ? 'dentro del presupuesto' : 'FUERA del presupuesto'}`).join('\n')}\n`,
);
process.exitCode = results.some(([, code]) => code !== 0) ? 1 : 0;
