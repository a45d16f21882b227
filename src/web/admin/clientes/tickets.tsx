import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '#shared/domain/money.ts';
import { TicketsTable } from '#web/components/tickets-table.tsx';
import { ventasDeClienteQuery } from './api.ts';

/** Her tickets in her file: what she was charged and bought, and what she still owes on them. */
export function TicketsCliente({ id }: { id: number }) {
  const [pagina, setPagina] = useState(1);
  const query = useQuery(ventasDeClienteQuery(id, pagina));
  const saldo = query.data?.saldo;
  return (
    <TicketsTable
      titulo="Tickets"
      query={query}
      pagina={pagina}
      onPagina={setPagina}
      conCliente={false}
      vacio="Todavía no tiene tickets."
      nota={saldo === undefined ? undefined : `Saldo: ${formatMoney(saldo)}`}
    />
  );
}
