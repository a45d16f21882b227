import { clientesResource } from '#web/lib/resources.ts';

export const clientesKeys = clientesResource.keys;
export const clientesQuery = clientesResource.listQuery;
export const useSaveCliente = clientesResource.useSave;
export const useDeleteCliente = clientesResource.useRemove;
export const useRefreshClientes = clientesResource.useRefreshAfterImport;
