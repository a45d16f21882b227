import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_CSV_BYTES } from '#shared/domain/csv.ts';
import { messages } from '#shared/messages.ts';
import { importCodes, importResultSchema, type ImportResult } from '#shared/schemas/importacion.ts';
import { HttpError } from './errors.ts';

/** The multipart limits of the API: one CSV file of at most 2 MB, a few small fields. */
export const CSV_UPLOAD_LIMITS = { fileSize: MAX_CSV_BYTES, files: 1, fields: 5, parts: 6 } as const;

export const csvUploadMessages = {
  noFile: messages.csvNoFile,
  tooLarge: messages.csvTooLarge,
  notMultipart: 'Enviá el archivo como formulario (campo "file").',
  notText: 'El archivo no parece un CSV de texto.',
  oneFile: 'Enviá un solo archivo por vez.',
  incomplete: 'El archivo no llegó completo. Volvé a intentar.',
} as const;

/**
 * A CSV import route (`POST url` with a multipart `file`). Multipart is parsed only in this
 * route's own scope: every other route meets a form like any content type it does not take, with
 * Fastify's 415, and pays nothing for it. `importFile` gets the file's text; `onRequest` refuses
 * a user before the file is read.
 */
export async function registerCsvImport(
  app: FastifyInstance,
  url: string,
  importFile: (csv: string, request: FastifyRequest) => Promise<ImportResult>,
  options: { onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void> } = {},
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: CSV_UPLOAD_LIMITS });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(url, { ...options, schema: { response: { 200: importResultSchema } } }, async (request) =>
        importFile(await readCsvUpload(request), request),
      );
  });
}

/**
 * Text of a file as spreadsheets save it: UTF-8 (with or without BOM), or Windows-1252 when it is
 * not valid UTF-8 (Excel's plain "CSV" in Spanish Windows).
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The `file` field of a multipart import, read into text; Spanish 4xx answers for every misuse. */
export async function readCsvUpload(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart())
    throw new HttpError(415, csvUploadMessages.notMultipart, { code: importCodes.noEsFormulario });
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file') bytes = buffer;
      }
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, csvUploadMessages.tooLarge, { code: importCodes.demasiadoGrande });
    if (code === 'FST_FILES_LIMIT')
      throw new HttpError(400, csvUploadMessages.oneFile, { code: importCodes.unSoloArchivo });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, csvUploadMessages.tooLarge, { code: importCodes.demasiadoGrande });
    // Anything else here is the multipart stream itself: cut short or malformed.
    request.log.info({ code }, 'malformed multipart upload');
    throw new HttpError(400, csvUploadMessages.incomplete, { code: importCodes.incompleto });
  }
  if (bytes === null || bytes.length === 0)
    throw new HttpError(400, csvUploadMessages.noFile, { code: importCodes.sinArchivo });
  // A NUL byte never appears in a text CSV: this is a spreadsheet or an image sent by mistake.
  if (bytes.includes(0)) throw new HttpError(400, csvUploadMessages.notText, { code: importCodes.noEsTexto });
  return decodeCsv(bytes);
}
