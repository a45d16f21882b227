/** The most services one visit booked online (decision 056). */
export const MAX_SERVICIOS_ONLINE = 3;

/**
 * Online booking's messages (issue 22), apart from its zod schemas so the public booking page can
 * tell them apart without loading zod. The date and time ones are the agenda's own words.
 */
export const reservaMessages = {
  servicio: 'Elegí un servicio.',
  servicios: 'Elegí de 1 a 3 servicios.',
  empleado: 'Elegí una profesional o “Cualquiera”.',
  fecha: 'La fecha no es válida: usá AAAA-MM-DD.',
  hora: 'La hora debe ser un horario de la agenda: de 08:00 a 19:30, cada 30 minutos.',
  telefono: 'Escribí un celular argentino con código de área, por ejemplo 11 2345-6789 o 351 456-7890.',
  noDisponible: 'Ese horario ya no está disponible. Elegí otro.',
  fueraDeAnticipacion: 'Ese horario ya no se puede reservar online. Elegí otro o escribinos por WhatsApp.',
  servicioNoReservable: 'Ese servicio no se reserva online. Escribinos por WhatsApp.',
  profesionalNoOnline: 'Esa profesional no toma turnos online.',
  demasiadasReservas: 'Ya tenés 3 turnos reservados online. Para otro, escribinos por WhatsApp.',
  demasiadosIntentos: 'Hiciste demasiadas reservas seguidas. Probá de nuevo más tarde o escribinos por WhatsApp.',
  /** The limits per address and per phone: how long until one more booking is taken ('45 minutos'). */
  demasiadasReservasSeguidas: (espera: string) =>
    `Hiciste demasiadas reservas seguidas. Probá de nuevo en ${espera} o escribinos por WhatsApp.`,
  enlaceInvalido: 'Este enlace no corresponde a ningún turno.',
  yaCancelado: 'Este turno ya estaba cancelado.',
  tardeParaCancelar: (horas: number) =>
    `Faltan menos de ${horas} horas para el turno: para cancelarlo escribinos por WhatsApp.`,
  yaPaso: 'Este turno ya pasó.',
  desafioFaltante: 'No pudimos verificar la reserva desde este navegador. Volvé a confirmarla.',
  desafioInvalido: 'No pudimos verificar la reserva desde este navegador. Volvé a confirmarla.',
  desafioVencido: 'La verificación de la reserva venció. Volvé a confirmarla.',
  desafioUsado: 'Esa verificación ya se usó. Volvé a confirmar la reserva.',
  topeDiario: 'Por hoy ya no tomamos más reservas online. Escribinos por WhatsApp y te damos un turno.',
} as const;

/**
 * The stable codes of online booking's refusals (the `code` beside `error`): the page decides on
 * these, never on the sentence.
 */
export const reservaCodes = {
  /** No proof of work in the request. */
  desafioFaltante: 'DESAFIO_FALTANTE',
  /** A proof of work that is malformed, not signed by this server, or not solved. */
  desafioInvalido: 'DESAFIO_INVALIDO',
  /** A proof of work whose challenge expired. */
  desafioVencido: 'DESAFIO_VENCIDO',
  /** A proof of work that already booked. */
  desafioUsado: 'DESAFIO_USADO',
  /** Too many challenges asked for from one address. */
  demasiadosDesafios: 'DEMASIADOS_DESAFIOS',
  /** Too many bookings made from one address in an hour, or for one phone in a day. */
  demasiadasReservasSeguidas: 'DEMASIADAS_RESERVAS',
  /** The day's ceiling of online bookings is reached: the page offers the chat. */
  topeDiario: 'RESERVAS_TOPE_DIARIO',
  /** A service that is archived or not offered online. */
  servicioNoReservable: 'servicio_no_reservable',
  /** An employee without working hours (or archived) chosen by id. */
  profesionalNoOnline: 'profesional_no_online',
  /** No employee can take that time: outside everyone's hours, or nobody has hours yet. */
  noDisponible: 'horario_no_disponible',
  /** Sooner than the minimum notice, or beyond the horizon. */
  fueraDeAnticipacion: 'fuera_de_anticipacion',
  /** The phone already has the most online bookings still to come. */
  demasiadasReservas: 'demasiadas_reservas_futuras',
  /** A cancel link that finds no booking. */
  enlaceInvalido: 'enlace_invalido',
  yaCancelado: 'turno_ya_cancelado',
  yaPaso: 'turno_ya_paso',
  /** Past the owner's cancellation notice: the page offers the chat. */
  tardeParaCancelar: 'tarde_para_cancelar',
} as const;
