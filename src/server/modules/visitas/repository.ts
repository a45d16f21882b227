import { ubicarVisita, type PasoUbicado } from '#shared/domain/visitas.ts';
import { finDe } from '#shared/domain/slots.ts';
import { fromCents } from '#shared/domain/money.ts';
import { servicioLabel } from '#shared/domain/names.ts';
import { codes } from '#shared/messages.ts';
import { turnoCodes, turnoInputSchema, type Aviso, type Turno } from '#shared/schemas/turno.ts';
import {
  visitaCodes,
  visitaMessages,
  type PasoVisita,
  type Visita,
  type visitaInputSchema,
} from '#shared/schemas/visita.ts';
import type { z } from 'zod';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Reloj } from '#server/reloj.ts';
import { getAjustes } from '#server/modules/ajustes/repository.ts';
import type { Correos } from '#server/modules/correos/outbox.ts';
import { listEmpleados } from '#server/modules/empleados/repository.ts';
import { ocupados } from '#server/modules/reservas/repository.ts';
import { agendar, lockEmpleados, reagendar } from '#server/modules/turnos/agendar.ts';
import { exigirConfirmacion } from '#server/modules/turnos/avisos.ts';
import { valoresDe } from '#server/modules/turnos/mover-visita.ts';
import { altaDelPanel, selectTurnos, toTurno } from '#server/modules/turnos/repository.ts';
import { getTurno } from '#server/modules/turnos/lectura.ts';
import { registrarPagoDeTurno } from '#server/modules/ventas/repository.ts';

/*
 * A visit of several services booked from the panel (decision 056): each service its own booking
 * through the booking's one writer, the first one naming the visit, all in one transaction, so a
 * service that does not fit books none of them.
 */

type VisitaValues = z.output<typeof visitaInputSchema>;

async function serviciosDe(db: Db, ids: readonly number[]) {
  const rows = await db
    .selectFrom('servicios_base')
    .select(['id', 'nombre', 'descripcion', 'precio_cents', 'duracion_sugerida'])
    .where('id', 'in', [...new Set(ids)])
    .where('archived_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The refusal of one service of the visit, saying which. */
function delPaso(e: unknown, n: number, servicio: string, total: number): unknown {
  if (!(e instanceof HttpError) || total === 1) return e;
  return new HttpError(e.statusCode, visitaMessages.paso(n, servicio, e.message), {
    code: e.code,
    ...e.details,
    paso: n,
  });
}

export async function crearVisita(
  db: Db,
  userId: number,
  reloj: Reloj,
  input: VisitaValues,
  correos?: Correos | null,
): Promise<Visita> {
  const horaInicial = input.servicios[0]?.hora;
  if (horaInicial === undefined) {
    throw new HttpError(400, visitaMessages.sinHora, { code: visitaCodes.sinHora });
  }
  return db.transaction().execute(async (trx) => {
    const empleados = await listEmpleados(trx);
    // Every professional the visit may be given to, locked before one is chosen.
    await lockEmpleados(
      trx,
      empleados.map((e) => e.id),
    );
    const servicios = await serviciosDe(
      trx,
      input.servicios.map((p) => p.idServicio),
    );
    const nombreDe = (p: PasoVisita) => {
      const s = servicios.get(p.idServicio);
      return s === undefined ? '' : servicioLabel({ nombre: s.nombre, descripcion: s.descripcion });
    };
    const pasos = input.servicios.map((p) => {
      const s = servicios.get(p.idServicio);
      if (s === undefined) {
        throw new HttpError(400, 'El servicio no existe o fue eliminado.', { code: turnoCodes.servicioEliminado });
      }
      return { ...p, duracion: p.duracion ?? s.duracion_sugerida };
    });
    const tomados = await ocupados(
      trx,
      input.fecha,
      input.fecha,
      empleados.map((e) => e.id),
    );
    // Added to a visit booked before: the professional of its service that ends where they start
    // (else of its last one) goes on while she is free.
    const previa =
      input.idVisita === undefined
        ? undefined
        : (
            await trx
              .selectFrom('turnos')
              .select(['id_empleado', 'hora', 'duracion'])
              .where('id_visita', '=', input.idVisita)
              .where('asistencia', '=', 'Pendiente')
              .execute()
          )
            .map((r) => ({ ...r, fin: finDe(r) }))
            .sort(
              (a, b) => Number(b.fin === horaInicial) - Number(a.fin === horaInicial) || b.fin.localeCompare(a.fin),
            )[0]?.id_empleado;
    const ubicados = ubicarVisita(input.fecha, horaInicial, pasos, empleados, tomados, empleados, previa);
    const estadoInicial = (await getAjustes(trx)).estadoPagoTurnoNuevo;
    const turnos: Turno[] = [];
    const avisos: Aviso[] = [];
    let idVisita: number | undefined = input.idVisita;
    for (const [i, paso] of pasos.entries()) {
      const lugar: PasoUbicado | undefined = ubicados[i];
      const nombre = nombreDe(paso);
      if (lugar === undefined || lugar.fueraDeAgenda === true) {
        throw new HttpError(409, visitaMessages.fueraDeHorario(nombre, lugar?.hora ?? ''), {
          code: visitaCodes.fueraDeHorario,
          paso: i + 1,
        });
      }
      if (lugar.idEmpleado === null) {
        throw new HttpError(409, visitaMessages.sinProfesional(nombre, lugar.hora), {
          code: visitaCodes.sinProfesional,
          paso: i + 1,
        });
      }
      const s = servicios.get(paso.idServicio);
      const crudo = {
        idCliente: input.idCliente,
        idEmpleado: lugar.idEmpleado,
        idServicio: paso.idServicio,
        fecha: input.fecha,
        hora: lugar.hora,
        duracion: lugar.duracion,
        costo: paso.costo ?? fromCents(s?.precio_cents ?? 0),
        estado: paso.estado ?? estadoInicial,
        montoAbonado: paso.montoAbonado,
        medioPago: paso.medioPago,
        confirmarAvisos: true,
        idVisita,
      };
      const valores = turnoInputSchema.safeParse(crudo);
      if (!valores.success) {
        const mensaje = valores.error.issues[0]?.message ?? '';
        throw new HttpError(400, visitaMessages.paso(i + 1, nombre, mensaje), {
          code: codes.datoInvalido,
          paso: i + 1,
        });
      }
      try {
        // One e-mail for the visit: its first booking's.
        const turno = await agendar(trx, altaDelPanel(trx, userId, reloj, valores.data, i === 0 ? correos : null));
        idVisita ??= turno.idVisita;
        avisos.push(...(turno.avisos ?? []));
        turnos.push({ ...turno, avisos: undefined });
      } catch (e) {
        throw delPaso(e, i + 1, nombre, pasos.length);
      }
    }
    exigirConfirmacion(avisos, input.confirmarAvisos);
    return { idVisita: idVisita ?? 0, turnos: turnos.map(({ avisos: _a, ...t }) => t), avisos };
  });
}

/** 'Cancelar toda la visita': each of its bookings still 'Pendiente' marked 'Canceló', through the booking's writer. */
export async function cancelarVisita(
  db: Db,
  userId: number,
  reloj: Reloj,
  idVisita: number,
  correos?: Correos | null,
): Promise<Visita> {
  return db.transaction().execute(async (trx) => {
    const rows = await selectTurnos(trx)
      .where('t.id_visita', '=', idVisita)
      .orderBy('t.hora')
      .orderBy('t.id')
      .execute();
    if (rows.length === 0) throw new HttpError(404, visitaMessages.noEncontrada, { code: visitaCodes.noEncontrada });
    const pendientes = rows.map(toTurno).filter((t) => t.asistencia === 'Pendiente');
    if (pendientes.length === 0) {
      throw new HttpError(409, visitaMessages.sinCancelables, { code: visitaCodes.sinCancelables });
    }
    // Their professionals locked at once, in id order, before any is written.
    await lockEmpleados(
      trx,
      pendientes.map((t) => t.idEmpleado),
    );
    for (const [i, t] of pendientes.entries()) {
      const actual = await getTurno(trx, t.id);
      if (actual.asistencia !== 'Pendiente') continue;
      await reagendar(trx, t.id, {
        userId,
        reloj,
        // One e-mail for the visit.
        correos: i === 0 ? correos : null,
        turno: { ...valoresDe(actual), asistencia: 'Canceló', confirmarAvisos: true },
        // As marking 'Canceló' on one booking: its sale and lines follow (the ledger's one writer).
        ademas: (cambio) => registrarPagoDeTurno(trx, userId, reloj, { ...cambio, medio: undefined }),
      });
    }
    const turnos = (
      await selectTurnos(trx).where('t.id_visita', '=', idVisita).orderBy('t.hora').orderBy('t.id').execute()
    ).map(toTurno);
    return { idVisita, turnos, avisos: [] };
  });
}
