import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Rango } from '#shared/domain/ranges.ts';
import { TicketsTable } from '#web/components/tickets-table.tsx';
import { ventasRangoQuery } from './api.ts';

/** The range's tickets, a page at a time; another range starts at the first page. */
export function TicketsDelRango({ rango }: { rango: Rango | null }) {
  const para = `${rango?.desde}|${rango?.hasta}`;
  const [paginaDe, setPaginaDe] = useState({ para, pagina: 1 });
  const pagina = paginaDe.para === para ? paginaDe.pagina : 1;
  const query = useQuery(ventasRangoQuery(rango, pagina));
  return (
    <TicketsTable
      titulo="Tickets"
      query={query}
      pagina={pagina}
      onPagina={(p) => setPaginaDe({ para, pagina: p })}
      conCliente
      vacio="No hay tickets en este rango."
    />
  );
}
