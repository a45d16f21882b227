import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { IconBrandWhatsapp, IconFileTypePdf, IconGift, IconPhoto } from '@tabler/icons-react';
import { formatCodigo } from '#shared/domain/giftcard.ts';
import { archivoDeTarjeta, whatsappDeTarjeta, type DatosDeTarjeta } from '#shared/domain/giftcard-tarjeta.ts';
import type { Giftcard } from '#shared/schemas/giftcard.ts';
import { api } from '#web/lib/api.ts';
import { contact } from '#web/lib/contact.ts';
import { resourceKeys } from '#web/lib/query-keys.ts';

type Card = DatosDeTarjeta & { anulada: unknown };

const VERDE_WHATSAPP = '#1b5e31';

/**
 * The card itself (decision 045), to hand over or send: its picture (drawn in this browser), its
 * PDF (drawn by the server) and a WhatsApp message with its code and balance link. None for an
 * annulled card: it is not money any more. `compacto`: one icon and its menu, for a list's row.
 */
export function TarjetaDeRegalo({ card, compacto = false }: { card: Card; compacto?: boolean }) {
  const [dibujando, setDibujando] = useState(false);
  if (card.anulada !== null) return null;
  const nombre = formatCodigo(card.codigo);
  // The server writes the site's origin; a request it could not read one from gets a relative address.
  const datos = { ...card, enlace: new URL(card.enlace, window.location.href).href };
  const pdf = `/api/giftcards/${card.codigo}/tarjeta.pdf`;
  const whatsapp = whatsappDeTarjeta(datos, contact.nombre);
  const imagen = async () => {
    setDibujando(true);
    try {
      const { descargarImagen } = await import('#web/lib/giftcard-imagen.ts');
      await descargarImagen(datos, contact.nombre);
    } catch {
      notifications.show({ color: 'red', message: `No se pudo crear la imagen de la gift card ${nombre}.` });
    } finally {
      setDibujando(false);
    }
  };

  if (compacto) {
    // One icon in a list's row, beside its other actions: the three in a menu.
    return (
      <Menu
        position="bottom-end"
        withinPortal
        // Its focus placeholder is a focusable element without a role inside the menu, which a
        // menu may not hold (axe: aria-required-children).
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <Tooltip label="Imagen, PDF o WhatsApp">
            <ActionIcon variant="subtle" aria-label={`Tarjeta de ${nombre}`} loading={dibujando}>
              <IconGift size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown aria-label={`Tarjeta de ${nombre}`}>
          <Menu.Item leftSection={<IconPhoto size={16} aria-hidden="true" />} onClick={() => void imagen()}>
            Descargar imagen
          </Menu.Item>
          <Menu.Item
            component="a"
            href={pdf}
            download={archivoDeTarjeta(card.codigo, 'pdf')}
            leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
          >
            Descargar PDF
          </Menu.Item>
          <Menu.Item
            component="a"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconBrandWhatsapp size={16} color={VERDE_WHATSAPP} aria-hidden="true" />}
          >
            Enviar por WhatsApp
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconPhoto size={16} aria-hidden="true" />}
        loading={dibujando}
        onClick={imagen}
      >
        Descargar imagen
      </Button>
      <Button
        component="a"
        href={pdf}
        download={archivoDeTarjeta(card.codigo, 'pdf')}
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
      >
        Descargar PDF
      </Button>
      <Button
        component="a"
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        variant="outline"
        color={VERDE_WHATSAPP}
        leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" />}
      >
        Enviar por WhatsApp
      </Button>
    </Group>
  );
}

/**
 * The same, for a card known by its code only (a ticket names the codes it sold): the card's
 * worth, recipient and message are read first. Any write to gift cards reads it again, so an
 * annulment takes the buttons away.
 */
export function TarjetaDeRegaloPorCodigo({ codigo }: { codigo: string }) {
  const card = useQuery({
    queryKey: [...resourceKeys.giftcards, 'una', codigo],
    queryFn: ({ signal }) => api<Giftcard>(`/giftcards/${codigo}`, { signal }),
  });
  if (card.isError) {
    return (
      <Text size="sm" c="red">
        No pudimos cargar la gift card para descargarla o enviarla.
      </Text>
    );
  }
  return card.data === undefined ? null : <TarjetaDeRegalo card={card.data} />;
}
