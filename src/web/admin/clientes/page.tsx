import { SectionPlaceholder } from '../../components/section-placeholder.tsx';

export function Component() {
  return (
    <SectionPlaceholder title="Clientes">
      Acá vas a buscar, cargar, importar y exportar las clientas del centro.
    </SectionPlaceholder>
  );
}
