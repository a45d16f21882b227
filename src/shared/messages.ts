/**
 * User-facing texts that the server and the web app must agree on. Texts quoted by the
 * specification are copied here exactly; everything the UI shows from an API error comes
 * from the `error` field of the JSON answer, and everything it decides comes from its `code`.
 */
export const messages = {
  loginInvalid: 'Usuario o contraseña incorrectos.',
  loginUnknown: 'Error desconocido en el login.',
  loginMissingFields: 'Completá el usuario o email y la contraseña.',
  connection: 'Error al conectar con el servidor.',
  unauthenticated: 'Tu sesión no está iniciada o venció. Ingresá de nuevo.',
  forbidden: 'No tenés permiso para hacer esto.',
  crossSite: 'Pedido rechazado: no viene de este sitio.',
  notFound: 'No encontrado.',
  badUrl: 'La dirección pedida no es válida.',
  badRequest: 'El pedido no es válido.',
  headersTooLarge: 'Los encabezados del pedido son demasiado grandes.',
  requestTimeout: 'El pedido tardó demasiado en llegar. Intentá de nuevo.',
  shuttingDown: 'El servidor se está reiniciando. Intentá de nuevo en unos segundos.',
  invalidJson: 'El cuerpo del pedido no es JSON válido.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  payloadTooLarge: 'El contenido enviado es demasiado grande.',
  tooManyRequests: 'Demasiados intentos. Probá de nuevo en unos minutos.',
  internal: 'Error interno. Intentá de nuevo.',
  databaseUnavailable: 'La base de datos no está disponible. Intentá de nuevo en unos minutos.',
  conflictoConcurrente: 'Otro pedido cambiaba los mismos datos en ese momento: no se guardó nada. Probá de nuevo.',
  diskFull:
    'El disco del servidor está lleno: no se guardó el cambio. Avisá a quien administra el sistema para que libere espacio.',
  csvNoFile: 'Seleccioná un archivo CSV.',
  csvTooLarge: 'El archivo supera el máximo de 2 MB.',
  chunkLoadFailed: 'No pudimos cargar esta sección. Revisá tu conexión e intentá de nuevo.',
} as const;

/**
 * The stable `code` beside `error` of the answers the server writes itself (the error handler,
 * the session and permission guards, the answers given before a route runs). The web decides on
 * these, never on the sentence (decision 034). The UPPERCASE ones were published before every
 * error had a code and stay as they are; new ones are lowercase snake_case.
 */
export const codes = {
  /** A body, query or parameter the route's schema refuses (400). */
  datoInvalido: 'dato_invalido',
  /** A body that is not JSON (400). */
  jsonInvalido: 'json_invalido',
  /** Any other request the framework refuses before a route runs (4xx). */
  pedidoInvalido: 'pedido_invalido',
  /** A path that cannot be decoded, or one too long (400, 414). */
  direccionInvalida: 'direccion_invalida',
  /** An address the API does not have, or a route that answers as if it did not exist (404). */
  noEncontrado: 'no_encontrado',
  /** A body above the limits (413). */
  contenidoDemasiadoGrande: 'contenido_demasiado_grande',
  /** A body of a content type the route does not take (415). */
  tipoNoAdmitido: 'tipo_no_admitido',
  /** Too many requests of one kind from one place (429). */
  demasiadosIntentos: 'demasiados_intentos',
  /** No session, or one that ended (401). */
  sinSesion: 'sin_sesion',
  /** A session without the role the route needs (403). */
  sinPermiso: 'sin_permiso',
  /** A write whose Origin is not this site (403). */
  otroSitio: 'pedido_de_otro_sitio',
  /** A login with a wrong user or password (401). */
  loginInvalido: 'login_invalido',
  /** A bug: nothing the user did (500). */
  errorInterno: 'error_interno',
  /** Two requests locked the same rows in opposite orders, and the database gave up this one (409). */
  conflictoConcurrente: 'conflicto_concurrente',
  /** The database cannot be reached right now (503). */
  baseNoDisponible: 'base_no_disponible',
  /** The disk is full: the write was refused (503). */
  discoLleno: 'DISCO_LLENO',
  /** The server is stopping: try again shortly (503). */
  servidorReiniciando: 'SERVIDOR_REINICIANDO',
  /** Headers above the limit, answered before Fastify (431). */
  encabezadosDemasiadoGrandes: 'ENCABEZADOS_DEMASIADO_GRANDES',
  /** A request that took too long to arrive (408). */
  pedidoDemorado: 'PEDIDO_DEMORADO',
  /** A request Node's HTTP parser could not read (400). */
  pedidoMalFormado: 'PEDIDO_MAL_FORMADO',
} as const;
