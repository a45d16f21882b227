import type { Paquete, PaqueteInput } from '#shared/schemas/paquete.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';
import { paquetesQuery, serviciosResource } from '#web/lib/resources.ts';

export const paquetesKeys = { all: resourceKeys.paquetes };

/** The packs the centre sells, the ones still sold first. */
export { paquetesQuery };

/** The services a pack's sessions may pay (the catalogue's, archived ones left out by the API). */
export const serviciosQuery = serviciosResource.listQuery;

/** Saves a new pack (id null) or an edited one. */
export function useSavePaquete() {
  return useWriteMutation('paquetes', ({ id, values }: { id: number | null; values: PaqueteInput }) =>
    api<Paquete>(id === null ? '/paquetes' : `/paquetes/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: values,
      redirectOn401: false,
    }),
  );
}
