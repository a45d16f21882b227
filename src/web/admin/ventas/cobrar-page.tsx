import { Center } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { ErrorScreen } from '#web/components/error-screen.tsx';
import { Cargando, ListStatus } from '#web/components/list-status.tsx';
import { ventaDeTurnoQuery } from './api.ts';
import { TicketEditor } from './ticket-editor.tsx';

/**
 * 'Cobrar' on a booking (/admin/cobrar/:id): the ticket it is already on (a booking paid from its
 * own form has one), or a new ticket for the visit, starting with the client's bookings of that
 * day that are on no ticket.
 */
export function Component() {
  const id = Number(useParams().id);
  const visita = useQuery({ ...ventaDeTurnoQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0) return <ErrorScreen kind="notFound" />;
  if (visita.data === undefined) {
    return visita.isError ? (
      <ListStatus query={visita} empty={false} what="el turno" />
    ) : (
      <Center py="xl">
        <Cargando />
      </Center>
    );
  }
  const { venta, visita: v } = visita.data;
  if (venta !== null) return <Navigate to={`/admin/ventas/${venta.id}`} replace />;
  if (v === null) return <ErrorScreen kind="notFound" />;
  return (
    <TicketEditor
      cliente={v.cliente}
      fecha={v.fecha}
      venta={null}
      inicial={v.turnos.map((t) => ({
        key: `t${t.id}`,
        tipo: 'servicio',
        idTurno: t.id,
        // Its service: a pack of it can pay the line (the server reads it from the booking).
        idServicio: t.idServicio,
        descripcion: t.servicioNombre,
        detalle: [t.hora, t.empleadoNombre].filter(Boolean).join(' · '),
        cantidad: 1,
        precio: t.costo,
      }))}
    />
  );
}
