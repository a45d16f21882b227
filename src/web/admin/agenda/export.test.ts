import { describe, expect, it } from 'vitest';
import type { Empleado } from '#shared/schemas/empleado.ts';
import { SLOTS } from '#shared/domain/slots.ts';
import { EXPORT_SCALE, EXPORT_WIDTH, exportPlan, MIN_WEEK_COLUMN_PX, wrap } from './export-plan.ts';
import { buildAgenda, buildSemana } from './layout.ts';

/** About the width of the picture's 14 px type: 8 px a letter. */
const measure = (s: string) => s.length * 8;

function empleado(id: number, nombre: string, apellido: string): Empleado {
  return { id, nombre, apellido, telefono: '', email: '', porcentajeGanancia: 50, horarios: [], ausencias: [] };
}
const equipo = [
  empleado(1, 'Camila', 'Romero'),
  empleado(2, 'Lucía', 'Fernández'),
  empleado(3, 'Sofía', 'Gutiérrez'),
  empleado(4, 'Valentina', 'Acosta'),
];
const semana = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

describe('the agenda picture', () => {
  it("keeps the spec's 2000 px at scale 2 for a day that fits", () => {
    const plan = exportPlan(buildAgenda('2026-11-23', equipo, []), undefined, measure);
    expect(plan.width).toBe(EXPORT_WIDTH);
    expect(plan.scale).toBe(EXPORT_SCALE);
  });

  it("keeps the spec's 2000 px for a day of a large team too, the names on two lines", () => {
    const doce = Array.from({ length: 14 }, (_, i) => empleado(10 + i, 'Valentina', `Acosta ${i}`));
    const plan = exportPlan(buildAgenda('2026-11-23', doce, []), undefined, measure);
    expect(plan.width).toBe(EXPORT_WIDTH);
    expect(plan.scale).toBe(EXPORT_SCALE);
  });

  it('grows wider than 2000 px so a week of four employees (28 columns) can be read', () => {
    const { columns, days } = buildSemana(semana, equipo, []);
    const plan = exportPlan(columns, days, measure);
    expect(columns).toHaveLength(28);
    expect(plan.columnPx).toBeGreaterThanOrEqual(MIN_WEEK_COLUMN_PX);
    expect(plan.width).toBeGreaterThan(EXPORT_WIDTH);
    // Every full name fits its column on at most two lines, none cut.
    for (const c of columns) {
      expect(wrap(measure, c.nombre, plan.columnPx - 16, 2).join(' ')).toBe(c.nombre);
    }
  });

  it('puts the employee headers under the day row and the first slot right under them', () => {
    const { columns, days } = buildSemana(semana, equipo, []);
    const plan = exportPlan(columns, days, measure);
    expect(plan.dayTop).not.toBeNull();
    expect(plan.headTop).toBe((plan.dayTop ?? 0) + 36);
    // The 08:00 row starts where the headers end: no band between, nothing drawn over it.
    expect(plan.rowsTop).toBe(plan.headTop + plan.headPx);
    expect(plan.height).toBe(plan.rowsTop + SLOTS.length * 48 + 24);
  });

  it('makes the headers taller for a name on two lines and a day off under it', () => {
    const largo = empleado(5, 'María Florencia', 'Fernández de la Torre');
    const libre = { ...largo, horarios: [{ dia: 2, desde: '09:00', hasta: '12:00' }] };
    const corto = exportPlan(buildAgenda('2026-11-23', [equipo[0] as Empleado], []), undefined, measure);
    const alto = exportPlan(buildAgenda('2026-11-23', Array(14).fill(libre), []), undefined, measure);
    expect(alto.headPx).toBeGreaterThan(corto.headPx);
  });

  it("keeps scale 2 for four employees' week, and draws a wider one smaller rather than slower", () => {
    const cuatro = buildSemana(semana, equipo, []);
    expect(exportPlan(cuatro.columns, cuatro.days, measure).scale).toBe(EXPORT_SCALE);
    for (const n of [10, 40]) {
      const muchos = Array.from({ length: n }, (_, i) => empleado(i + 1, `E${i}`, 'X'));
      const { columns, days } = buildSemana(semana, muchos, []);
      const plan = exportPlan(columns, days, measure);
      expect(plan.scale).toBeLessThan(EXPORT_SCALE);
      // Never past what Chromium draws, nor many more pixels than four employees' week.
      expect(plan.width * plan.scale).toBeLessThanOrEqual(32_000);
      expect(plan.width * plan.scale * plan.height * plan.scale).toBeLessThanOrEqual(21_000_001);
    }
  });
});

describe('wrapping a name', () => {
  it('breaks between words and cuts with … only what does not fit', () => {
    expect(wrap(measure, 'Valentina Acosta', 200, 2)).toEqual(['Valentina Acosta']);
    expect(wrap(measure, 'Valentina Acosta', 80, 2)).toEqual(['Valentina', 'Acosta']);
    expect(wrap(measure, 'Ana María de los Ángeles', 80, 2)).toEqual(['Ana María', 'de los…']);
    expect(wrap(measure, 'Microblading', 40, 1)).toEqual(['Micr…']);
  });
});
