import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ServidorSmtp {
  port: number;
  /** Every message taken, parsed, in the order it arrived. */
  recibidos: ParsedMail[];
  /** While true, every message is refused with a temporary error (452): the sender must try again. */
  estado: { rechazar: boolean };
  close: () => Promise<void>;
}

/**
 * A real SMTP server in the test's own process, on 127.0.0.1 (the `smtp-server` package): no TLS,
 * no login, as a server the centre's SMTP_URL names would be but for those.
 */
export async function servidorSmtp(): Promise<ServidorSmtp> {
  const recibidos: ParsedMail[] = [];
  const estado = { rechazar: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (estado.rechazar) {
          callback(Object.assign(new Error('Buzón lleno, probá más tarde'), { responseCode: 452 }));
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          recibidos.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { port, recibidos, estado, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
