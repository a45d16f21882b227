import { empleadosResource, serviciosResource } from '#web/lib/resources.ts';

export const empleadosKeys = empleadosResource.keys;
export const empleadosQuery = empleadosResource.listQuery;
export const useSaveEmpleado = empleadosResource.useSave;
export const useDeleteEmpleado = empleadosResource.useRemove;

/** The catalogue, for the commission rules by category or service. */
export const serviciosQuery = serviciosResource.listQuery;
