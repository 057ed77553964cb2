import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { RegisterEmpresaForm } from '../../../features/empresa-registration/components/register-empresa-form';
import { BasicPrivacyNotice } from '../../../features/proveedor/components/basic-privacy-notice';

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
      <RegisterEmpresaForm
        privacyNotice={
          <BasicPrivacyNotice
            variant="card"
            purposes={['cuentas', 'servicio', 'facturacion']}
            recipients="Su gestoría colaboradora, si la tiene; las entidades bancarias, para el cobro de los recibos; la Agencia Tributaria y otras administraciones, cuando lo exija la ley; y nuestros proveedores de alojamiento y envío de correos y SMS, como encargados del tratamiento."
            required="Los campos marcados con * son necesarios para registrar su empresa y prestarle el servicio: sin ellos no podemos darla de alta."
          />
        }
      />
      <Text size="xs" c="dimmed" mt="md" ta="center">
        Los precios no incluyen el IVA (21 %).
      </Text>
    </Stack>
  );
}
