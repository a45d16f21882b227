import { expect, test } from '@playwright/test';
import { loginAsAdmin, openSection, seriousViolations, unique } from './fixtures.ts';

/** Online booking's groundwork (issue 22): the owner's settings, each employee's hours, bookable services. */
test.describe('Reservas online: lo que prepara la dueña', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
  });

  test('activa las reservas online con sus límites; un valor fuera de rango se explica sin perder lo escrito', async ({
    page,
  }) => {
    await openSection(page, 'Ajustes');
    try {
      const activar = page.getByRole('switch', { name: 'Los clientes pueden reservar online' });
      await expect(activar).not.toBeChecked();
      await expect(page.getByLabel('Anticipación mínima')).toHaveValue('2 h');
      await expect(page.getByLabel('Días hacia adelante')).toHaveValue('60 días');
      await expect(page.getByLabel('Aviso para cancelar')).toHaveValue('24 h');
      const guardar = page.getByRole('button', { name: 'Guardar reservas online' });
      await expect(guardar).toBeDisabled();

      await activar.click();
      await page.getByLabel('Días hacia adelante').fill('400');
      await guardar.click();
      await expect(page.getByText('Los días hacia adelante deben ser un número entero, de 1 a 365.')).toBeVisible();
      await expect(activar).toBeChecked();
      await page.getByLabel('Días hacia adelante').fill('30');
      await page.getByLabel('Anticipación mínima').fill('4');
      await guardar.click();
      await expect(page.getByText('Ajustes guardados.')).toBeVisible();
      await expect(guardar).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);

      expect(await (await page.request.get('/api/ajustes')).json()).toMatchObject({
        reservasOnline: true,
        anticipacionMinimaHoras: 4,
        horizonteDias: 30,
        cancelacionHoras: 24,
      });
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Los clientes pueden reservar online' })).toBeChecked();
      await expect(page.getByLabel('Días hacia adelante')).toHaveValue('30 días');
      // The other setting is untouched.
      await expect(page.getByRole('switch', { name: 'El personal ve las cifras del centro' })).toBeChecked();
    } finally {
      // The test database is shared: the settings go back to their defaults.
      const back = await page.request.put('/api/ajustes', {
        data: { reservasOnline: false, anticipacionMinimaHoras: 2, horizonteDias: 60, cancelacionHoras: 24 },
      });
      expect(back.ok()).toBe(true);
    }
  });

  test('carga el horario de una empleada y sus vacaciones; dos horarios que se pisan se explican', async ({ page }) => {
    const id = unique();
    await openSection(page, 'Empleados');
    await page.getByRole('button', { name: 'Agregar empleado' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo empleado' });
    await modal.getByLabel('Nombre').fill(`Horaria ${id}`);
    await modal.getByLabel('Apellido').fill('Semanal');

    // The first interval is Monday 09:00–18:00; the next ones follow on the next days.
    const agregar = modal.getByRole('button', { name: 'Agregar horario' });
    await agregar.click();
    await expect(modal.getByLabel('Día del horario 1')).toHaveValue('1');
    await expect(modal.getByLabel('Desde, horario 1')).toHaveValue('09:00');
    await expect(modal.getByLabel('Hasta, horario 1')).toHaveValue('18:00');
    await agregar.click();
    await expect(modal.getByLabel('Día del horario 2')).toHaveValue('2');
    await modal.getByLabel('Desde, horario 2').selectOption('14:00');
    await modal.getByLabel('Hasta, horario 2').selectOption('20:00');
    await agregar.click();
    await modal.getByLabel('Día del horario 3').selectOption('Lun');
    await modal.getByLabel('Desde, horario 3').selectOption('17:30');
    await modal.getByLabel('Hasta, horario 3').selectOption('19:00');

    await modal.getByRole('button', { name: 'Agregar ausencia' }).click();
    await modal.getByLabel('Ausente desde').fill('24/12/2031');
    await modal.getByLabel('Ausente hasta').fill('26/12/2031');
    await modal.getByLabel('Motivo').fill('Fiestas');
    await modal.getByLabel('Motivo').press('Tab');

    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('Los horarios del lunes se superponen.')).toBeVisible();
    // Nothing typed is lost.
    await expect(modal.getByLabel('Desde, horario 3')).toHaveValue('17:30');
    await expect(modal.getByLabel('Motivo')).toHaveValue('Fiestas');
    expect(await seriousViolations(page)).toEqual([]);

    await modal.getByRole('button', { name: 'Quitar horario 3' }).click();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal).toBeHidden();

    const empleados = (await (await page.request.get('/api/empleados')).json()) as {
      id: number;
      nombre: string;
      horarios: unknown;
      ausencias: unknown;
    }[];
    expect(empleados.find((e) => e.nombre === `Horaria ${id}`)).toMatchObject({
      horarios: [
        { dia: 1, desde: '09:00', hasta: '18:00' },
        { dia: 2, desde: '14:00', hasta: '20:00' },
      ],
      ausencias: [{ desde: '2031-12-24', hasta: '2031-12-26', motivo: 'Fiestas' }],
    });

    // Opened again, the form shows what was saved; on a phone too.
    const row = page
      .getByRole('table', { name: 'Empleados' })
      .getByRole('row')
      .filter({ hasText: `Horaria ${id}` });
    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar empleado' });
    await expect(edit.getByLabel('Desde, horario 2')).toHaveValue('14:00');
    await expect(edit.getByLabel('Ausente hasta')).toHaveValue('26/12/2031');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await edit.evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await edit.getByRole('button', { name: 'Cancelar' }).click();

    // The agenda shades her hours off, and booking there is warned, not refused. 2031-12-01 is a Monday.
    await page.setViewportSize({ width: 1280, height: 800 });
    const idHoraria = empleados.find((e) => e.nombre === `Horaria ${id}`)?.id;
    await page.goto(`/admin/agenda?fecha=2031-12-01&empleado=${idHoraria}`);
    const nombre = `Horaria ${id} Semanal`;
    await expect(page.getByRole('button', { name: `Nuevo turno: ${nombre}, 09:00`, exact: true })).toBeVisible();
    const fuera = page.getByRole('button', { name: `Nuevo turno: ${nombre}, 08:30, fuera de horario`, exact: true });
    await expect(fuera).toBeVisible();
    await expect(page.getByRole('button', { name: `Nuevo turno: ${nombre}, 18:00, fuera de horario` })).toBeVisible();
    await fuera.click();
    const nuevo = page.getByRole('dialog', { name: 'Nuevo turno' });
    await expect(nuevo.getByText(`${nombre} no trabaja en ese horario. Se puede reservar igual.`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(nuevo).toBeHidden();
    await page.getByRole('button', { name: `Nuevo turno: ${nombre}, 09:00`, exact: true }).click();
    await expect(nuevo.getByLabel('Duración (minutos)')).toHaveValue('30');
    await expect(nuevo.getByText('Fuera del horario')).toBeHidden();
    // A booking that runs past her hours is warned too.
    await nuevo.getByLabel('Duración (minutos)').fill('600');
    await expect(nuevo.getByText('Fuera del horario')).toBeVisible();
  });

  test('un servicio se puede dejar fuera de las reservas online', async ({ page }) => {
    const id = unique();
    await openSection(page, 'Servicios');
    await page.getByRole('button', { name: 'Agregar servicio' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo servicio' });
    await modal.getByLabel('Categoría').fill(`Solo en el local ${id}`);
    await modal.getByLabel('Descripción').fill(`Consulta ${id}`);
    const online = modal.getByRole('switch', { name: 'Se puede reservar online' });
    await expect(online).toBeChecked();
    await online.click();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal).toBeHidden();
    const row = page
      .getByRole('table', { name: 'Servicios' })
      .getByRole('row')
      .filter({ hasText: `Consulta ${id}` });
    await expect(row).toContainText('No se reserva online');
    const servicios = (await (await page.request.get('/api/servicios-base')).json()) as {
      descripcion: string;
      reservableOnline: boolean;
    }[];
    expect(servicios.find((s) => s.descripcion === `Consulta ${id}`)?.reservableOnline).toBe(false);
  });
});
