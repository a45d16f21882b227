import { useMemo, useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { nombreCompleto } from '#shared/domain/names.ts';
import type { Cliente, ClienteFicha } from '#shared/schemas/cliente.ts';
import { searchableItem, searchFilter } from '#web/lib/options-filter.ts';
import { clientesQuery, duplicadosQuery, useFusionar } from './api.ts';
import { fusionMensaje } from './rules.ts';
import { LEGIBLE } from '#web/components/alert-styles.ts';

const label = (c: Cliente) => [nombreCompleto(c), c.telefono, c.email].filter((p) => p !== '').join(' · ');

/**
 * Merges a duplicate into this client (admins): the duplicate's appointments, payments and notes
 * move here, and it is archived. The likely duplicates (same phone, same name) are offered first.
 */
export function FusionModal({
  opened,
  cliente,
  onClose,
}: {
  opened: boolean;
  cliente: ClienteFicha;
  onClose: () => void;
}) {
  const clientes = useQuery({ ...clientesQuery, enabled: opened });
  const duplicados = useQuery({ ...duplicadosQuery, enabled: opened });
  const fusionar = useFusionar();
  const [elegido, setElegido] = useState<string | null>(null);

  const probables = useMemo(
    () =>
      new Set(
        (duplicados.data ?? [])
          .filter((g) => g.clientes.some((c) => c.id === cliente.id))
          .flatMap((g) => g.clientes.map((c) => c.id))
          .filter((idOtro) => idOtro !== cliente.id),
      ),
    [duplicados.data, cliente.id],
  );
  const data = useMemo(() => {
    const otros = (clientes.data ?? []).filter((c) => c.id !== cliente.id);
    const opcion = (c: Cliente) => searchableItem(String(c.id), label(c));
    const sugeridos = otros.filter((c) => probables.has(c.id)).map(opcion);
    const resto = otros.filter((c) => !probables.has(c.id)).map(opcion);
    return sugeridos.length === 0
      ? resto
      : [
          { group: 'Posibles duplicados', items: sugeridos },
          { group: 'Otros clientes', items: resto },
        ];
  }, [clientes.data, cliente.id, probables]);
  const duplicado = clientes.data?.find((c) => String(c.id) === elegido);

  function close() {
    setElegido(null);
    fusionar.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title="Fusionar un duplicado en esta ficha" centered>
      <Stack gap="md">
        <Text size="sm">
          Elegí el cliente repetido. Sus turnos, pagos y notas pasan a {nombreCompleto(cliente)}, y el repetido queda
          archivado. Los datos que le falten a esta ficha (apellido, teléfono, email) se toman del repetido.
        </Text>
        <Select
          label="Cliente duplicado"
          placeholder={clientes.isPending ? 'Cargando clientes…' : 'Buscá por nombre, teléfono o email'}
          searchable
          data={data}
          value={elegido}
          onChange={setElegido}
          filter={searchFilter}
          limit={50}
          nothingFoundMessage="No hay clientes que coincidan."
          comboboxProps={{ withinPortal: true }}
        />
        {duplicado !== undefined && (
          <Alert color="yellow" p="sm" styles={LEGIBLE}>
            {label(duplicado)} se archiva y su historia pasa a esta ficha. No se puede deshacer.
          </Alert>
        )}
        {fusionar.error !== null && (
          <Alert color="red" role="alert" title="No se pudo fusionar" p="sm">
            {fusionar.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={fusionar.isPending}>
            Cancelar
          </Button>
          <Button
            disabled={duplicado === undefined}
            loading={fusionar.isPending}
            onClick={() =>
              duplicado !== undefined &&
              fusionar.mutate(
                { idCliente: cliente.id, idDuplicado: duplicado.id },
                {
                  onSuccess: (fusionado) => {
                    notifications.show({ color: 'green', message: fusionMensaje(duplicado, fusionado) });
                    close();
                  },
                },
              )
            }
          >
            Fusionar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
