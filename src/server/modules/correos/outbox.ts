import { icsDeReserva } from '#shared/domain/calendario.ts';
import type { TipoCorreo } from '#shared/schemas/correo.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import type { Db } from '#server/db/dialect.ts';
import { instante, type Reloj } from '#server/reloj.ts';
import { getAjustes } from '#server/modules/ajustes/repository.ts';
import { crearEnlace, enlacePath } from '#server/modules/enlaces/repository.ts';
import { inicio, primerNombre } from '#server/modules/reservas/repository.ts';
import { mensajeDeTurno, type CentroDelCorreo } from './mensajes.ts';

/**
 * E-mail on (decision 049): what every message needs beyond the booking. Null or absent, the
 * server sends no e-mail and writes none.
 */
export interface Correos {
  /** The site's origin (PUBLIC_URL): every link in a message. */
  sitio: string;
  centro: { nombre: string; direccion: string | null };
}

/** A booking's change as its one command saw it. */
export interface CambioDeTurno {
  before: Turno | null;
  after: Turno;
  /** The address typed when booking online, before the client's own. */
  para?: string | null;
  userId: number | null;
}

/** What the change tells her: a new booking, a moved one, a cancelled one; nothing otherwise. */
function tiposDelCambio({ before, after }: CambioDeTurno): TipoCorreo[] {
  const cancelado = after.asistencia === 'Canceló';
  if (before === null) return cancelado ? [] : ['confirmacion'];
  const eraCancelado = before.asistencia === 'Canceló';
  if (cancelado) return eraCancelado ? [] : ['cancelacion'];
  // Given to another client, the booking is news to her.
  if (before.idCliente !== after.idCliente) return ['confirmacion'];
  if (eraCancelado || before.fecha !== after.fecha || before.hora !== after.hora) return ['cambio'];
  return [];
}

/** Whether the reminder written before no longer fits: another time, client, service, professional or state. */
function recordatorioCambia({ before, after }: CambioDeTurno): boolean {
  if (before === null) return true;
  return (
    before.fecha !== after.fecha ||
    before.hora !== after.hora ||
    before.idCliente !== after.idCliente ||
    // Another service, professional or length: the reminder would name the old one.
    before.idServicio !== after.idServicio ||
    before.idEmpleado !== after.idEmpleado ||
    before.duracion !== after.duracion ||
    (before.asistencia === 'Canceló') !== (after.asistencia === 'Canceló')
  );
}

/**
 * The outbox's one writer for a booking: called by the booking's command, in its transaction. A
 * pending reminder that no longer fits is dropped, and one for the new time written; a booking
 * already begun (a visit written after it) sends nothing.
 */
export async function avisarCambioDeTurno(
  trx: Db,
  correos: Correos | null | undefined,
  reloj: Reloj,
  cambio: CambioDeTurno,
): Promise<void> {
  if (correos === null || correos === undefined) return;
  const { after } = cambio;
  const reescribir = recordatorioCambia(cambio);
  if (cambio.before !== null && reescribir) {
    await trx
      .deleteFrom('correos')
      .where('id_turno', '=', after.id)
      .where('tipo', '=', 'recordatorio')
      .where('estado', '=', 'Pendiente')
      .execute();
  }
  const tipos = tiposDelCambio(cambio);
  const recordar = reescribir && after.asistencia !== 'Canceló';
  if (tipos.length === 0 && !recordar) return;

  const comienzo = Date.parse(inicio(after.fecha, after.hora, reloj.timeZone));
  if (comienzo <= reloj.now()) return;
  const cliente = await trx
    .selectFrom('clientes')
    .select(['nombre', 'email'])
    .where('id', '=', after.idCliente)
    .executeTakeFirst();
  const para = nonEmpty(cambio.para) ?? nonEmpty(cliente?.email);
  if (cliente === undefined || para === null) return;

  const ajustes = await getAjustes(trx);
  const centro: CentroDelCorreo = {
    nombre: correos.centro.nombre,
    direccion: correos.centro.direccion,
    reservarUrl: ajustes.reservasOnline ? `${correos.sitio}/reservar` : null,
    cancelacionHoras: ajustes.cancelacionHoras,
  };
  const datos = {
    nombre: primerNombre({ nombre: cliente.nombre }),
    servicio: after.servicioNombre,
    profesional: primerNombre({ nombre: after.empleadoNombre }),
    fecha: after.fecha,
    hora: after.hora,
    duracion: after.duracion,
  };
  const ahora = instante(reloj);
  const escribir = async (tipo: TipoCorreo, enviarDesde: string) => {
    const url = `${correos.sitio}${enlacePath(await crearEnlace(trx, reloj, after.id, cambio.userId))}`;
    const mensaje = mensajeDeTurno(tipo, { ...datos, url }, centro);
    const calendario =
      tipo === 'confirmacion' || tipo === 'cambio'
        ? icsDeReserva(
            { ...datos, inicio: new Date(comienzo).toISOString() },
            {
              centro: centro.nombre,
              direccion: centro.direccion ?? '',
              enlace: url,
              // One event per booking: the file of a change replaces the first one in her calendar.
              uid: `turno-${after.id}@${new URL(correos.sitio).host}`,
              now: new Date(reloj.now()),
            },
          )
        : null;
    await trx
      .insertInto('correos')
      .values({
        tipo,
        para,
        asunto: mensaje.asunto,
        texto: mensaje.texto,
        html: mensaje.html,
        ics: calendario,
        id_turno: after.id,
        fecha: after.fecha,
        hora: after.hora,
        enviar_desde: enviarDesde,
        creado_at: ahora,
      })
      .execute();
  };
  for (const tipo of tipos) await escribir(tipo, ahora);
  if (recordar) {
    const hora = comienzo - ajustes.recordatorioHoras * 3_600_000;
    // Booked within the reminder's hours: the confirmation just written says it all.
    if (hora > reloj.now()) await escribir('recordatorio', new Date(hora).toISOString());
  }
}

function nonEmpty(text: string | null | undefined): string | null {
  return text === null || text === undefined || text.trim() === '' ? null : text.trim();
}
