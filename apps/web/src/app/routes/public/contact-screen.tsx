import { Paper, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/layout/page-header';
import { ContactForm } from '../../../features/contact/components/contact-form';
import { BasicPrivacyNotice } from '../../../features/proveedor/components/basic-privacy-notice';

/** /contactar (spec 1 §2.4). */
export default function ContactScreen() {
  return (
    <Stack maw={760} mx="auto" gap={0}>
      <PageHeader
        title="Contacto"
        description="¿Tiene dudas sobre Cumplia o quiere que le ayudemos con el cumplimiento de su empresa? Escríbanos y le responderemos lo antes posible."
      />
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <ContactForm
          privacyNotice={
            <BasicPrivacyNotice
              variant="inline"
              purposes={['consultas']}
              recipients="No los cedemos a nadie, salvo obligación legal."
              required="Los campos marcados con * son necesarios para responderle."
            />
          }
        />
      </Paper>
    </Stack>
  );
}
