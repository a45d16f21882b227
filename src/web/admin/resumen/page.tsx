import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { SectionPlaceholder } from '../../components/section-placeholder.tsx';

export function Component() {
  const { id } = useParams();
  return (
    <>
      <Anchor component={Link} to="/admin/empleados" mb="md" display="inline-block">
        Volver
      </Anchor>
      <SectionPlaceholder title="Resumen:">
        Acá vas a ver el resumen semanal de la empleada {id}: turnos, lo facturado, lo abonado y su ganancia.
      </SectionPlaceholder>
    </>
  );
}
