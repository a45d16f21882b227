import { empleadosResource } from '#web/lib/resources.ts';

export const empleadosKeys = empleadosResource.keys;
export const empleadosQuery = empleadosResource.listQuery;
export const useSaveEmpleado = empleadosResource.useSave;
export const useDeleteEmpleado = empleadosResource.useRemove;
