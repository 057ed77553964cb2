import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { RegisterEmpresaForm } from '../../../features/empresa-registration/components/register-empresa-form';

/** /registrar, "Registre su empresa" (spec 1 §2.7). */
export default function RegisterCompanyScreen() {
  return (
    <Stack maw={880} mx="auto" gap={0}>
      <PageHeader
        title="Registre su empresa"
        description={
          <>
            Contrate las herramientas de cumplimiento que necesita su empresa. Tras el registro le enviaremos un correo
            electrónico para verificar su cuenta. ¿Ya tiene cuenta?{' '}
            <Anchor component={Link} to="/acceso?empresa=true" inherit underline="always">
              Acceda aquí
            </Anchor>
            .
          </>
        }
      />
      <RegisterEmpresaForm />
      <Text size="xs" c="dimmed" mt="md" ta="center">
        Los precios no incluyen el IVA (21 %).
      </Text>
    </Stack>
  );
}
