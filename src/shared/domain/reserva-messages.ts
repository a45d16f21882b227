/**
 * Online booking's messages (issue 22), apart from its zod schemas so the public booking page can
 * tell them apart without loading zod. The date and time ones are the agenda's own words.
 */
export const reservaMessages = {
  servicio: 'Elegí un servicio.',
  empleado: 'Elegí una profesional o “Cualquiera”.',
  fecha: 'La fecha no es válida: usá AAAA-MM-DD.',
  hora: 'La hora debe ser un horario de la agenda: de 08:00 a 19:30, cada 30 minutos.',
  telefono: 'Escribí un celular argentino con código de área, por ejemplo 11 2345-6789 o 351 456-7890.',
  noDisponible: 'Ese horario ya no está disponible. Elegí otro.',
  fueraDeAnticipacion: 'Ese horario ya no se puede reservar online. Elegí otro o escribinos por WhatsApp.',
  servicioNoReservable: 'Ese servicio no se reserva online. Escribinos por WhatsApp.',
  demasiadasReservas: 'Ya tenés 3 turnos reservados online. Para otro, escribinos por WhatsApp.',
  demasiadosIntentos: 'Hiciste demasiadas reservas seguidas. Probá de nuevo más tarde o escribinos por WhatsApp.',
  enlaceInvalido: 'Este enlace no corresponde a ningún turno.',
  yaCancelado: 'Este turno ya estaba cancelado.',
  tardeParaCancelar: (horas: number) =>
    `Faltan menos de ${horas} horas para el turno: para cancelarlo escribinos por WhatsApp.`,
  yaPaso: 'Este turno ya pasó.',
} as const;
