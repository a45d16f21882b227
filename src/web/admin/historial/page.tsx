import { SectionPlaceholder } from '../../components/section-placeholder.tsx';

export function Component() {
  return (
    <SectionPlaceholder title="Historial y Reportes">
      Acá vas a ver los turnos de un período, los gastos, los totales y los gráficos.
    </SectionPlaceholder>
  );
}
