import { SectionPlaceholder } from '../../components/section-placeholder.tsx';

export function Component() {
  return (
    <SectionPlaceholder title="Empleados">
      Acá vas a administrar el equipo y su porcentaje de ganancia.
    </SectionPlaceholder>
  );
}
