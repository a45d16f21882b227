import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconDownload, IconPrinter } from '@tabler/icons-react';
import { comprobante, comprobanteLink, type Comprobante } from '#shared/domain/comprobante.ts';
import { whatsappNumber } from '#shared/domain/telefono.ts';
import type { Papel, VentaDetalle } from '#shared/schemas/venta.ts';
import { contact } from '#web/lib/contact.ts';
import { useCentreDate } from '#web/lib/centre-date.ts';
import './comprobante.css';

/**
 * The page's size for the browser's print: a sheet with margins, or the roll's width and about
 * the receipt's length (a page needs one, and a roll printer feeds the whole page).
 */
function pagina(papel: Papel, c: Comprobante): string {
  if (papel === 'a4') return '@page { size: A4; margin: 15mm; }';
  // About 32 characters fit a line of 72 mm at 8.5 pt; a line is about 4.5 mm.
  const lineas = (texto: string) => Math.max(1, Math.ceil(texto.length / 32));
  const cuerpo =
    c.renglones.reduce((n, r) => n + lineas(r.descripcion) + (r.detalle === '' ? 0 : lineas(r.detalle)), 0) +
    c.totales.length +
    c.pagos.reduce((n, p) => n + 1 + (p.detalle === '' ? 0 : lineas(p.detalle)), 0) +
    (c.anulado === null ? 0 : lineas(c.anulado));
  const cabecera = lineas(c.centro) * 2 + lineas(c.direccion) + 4;
  return `@page { size: 80mm ${Math.ceil(20 + 4.5 * (cabecera + cuerpo))}mm; margin: 4mm 0; }`;
}

/**
 * Whether the browser is printing. The receipt is drawn only then ('Imprimir', or the browser's
 * own print): on screen the ticket itself is the page, and a
 * hidden copy of its words would be a second answer to every search of the screen's text.
 */
function useImprimiendo(): boolean {
  const [imprimiendo, setImprimiendo] = useState(false);
  useEffect(() => {
    // Drawn at once: the browser lays the page out for paper right after this event.
    const antes = () => flushSync(() => setImprimiendo(true));
    const despues = () => setImprimiendo(false);
    window.addEventListener('beforeprint', antes);
    window.addEventListener('afterprint', despues);
    return () => {
      window.removeEventListener('beforeprint', antes);
      window.removeEventListener('afterprint', despues);
    };
  }, []);
  return imprimiendo;
}

/** The receipt on paper: a sheet or the 80 mm roll. */
function Impreso({ c, papel }: { c: Comprobante; papel: Papel }) {
  return createPortal(
    <div className="comprobante-impreso" data-papel={papel}>
      <style>{pagina(papel, c)}</style>
      <header>
        <h1>{c.centro}</h1>
        <p>{c.direccion}</p>
        <h2>{c.titulo}</h2>
        <p>{c.cliente === null ? c.fecha : `${c.fecha} · ${c.cliente}`}</p>
      </header>
      <table>
        <tbody>
          {c.renglones.map((r, i) => (
            <tr key={i}>
              <td>
                {r.descripcion}
                {r.detalle !== '' && <span className="detalle">{r.detalle}</span>}
              </td>
              <td>{r.importe}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <tbody>
          {c.totales.map((t) => (
            <tr key={t.etiqueta} className={t.fuerte === true ? 'fuerte' : undefined}>
              <td>{t.etiqueta}</td>
              <td>{t.importe}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {c.pagos.length > 0 && (
        <table>
          <tbody>
            {c.pagos.map((p, i) => (
              <tr key={i}>
                <td>
                  {`${p.fecha} ${p.medio}`}
                  {p.detalle !== '' && <span className="detalle">{p.detalle}</span>}
                </td>
                <td>{p.importe}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {c.anulado !== null && <p className="fuerte">{c.anulado}</p>}
      <footer>{`${c.leyenda}.`}</footer>
    </div>,
    document.body,
  );
}

/**
 * The ticket's receipt: printed on a sheet or the 80 mm roll (the browser's print), downloaded as
 * a PDF, or sent to the client by WhatsApp with the detail as text. Not a fiscal invoice.
 */
export function ComprobanteDelTicket({ venta }: { venta: VentaDetalle }) {
  const [papel, setPapel] = useState<Papel>('a4');
  const timeZone = useCentreDate().data?.timeZone ?? 'America/Argentina/Buenos_Aires';
  const c = comprobante(venta, { nombre: contact.nombre, direccion: contact.direccion, timeZone });
  const numero = whatsappNumber(venta.telefonoCliente);
  const imprimiendo = useImprimiendo();
  return (
    <Stack gap="xs" maw={720} component="section" aria-labelledby="comprobante">
      <Title order={2} size="h4" id="comprobante">
        Comprobante
      </Title>
      <Group gap="xs" wrap="wrap">
        <SegmentedControl
          aria-label="Papel"
          data={[
            { value: 'a4', label: 'A4' },
            { value: '80mm', label: '80 mm' },
          ]}
          value={papel}
          onChange={(v) => setPapel(v as Papel)}
        />
        <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={() => print()}>
          Imprimir
        </Button>
        <Button
          component="a"
          href={`/api/ventas/${venta.id}/comprobante.pdf?papel=${papel}`}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Descargar PDF
        </Button>
        <Button
          component="a"
          href={comprobanteLink(numero, c)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          color="#1b5e31"
          leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" />}
        >
          Enviar por WhatsApp
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {numero === null
          ? `${c.leyenda}. Sin un celular en su ficha, WhatsApp pregunta a quién enviarlo.`
          : `${c.leyenda}.`}
      </Text>
      {imprimiendo && <Impreso c={c} papel={papel} />}
    </Stack>
  );
}
