import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconGavel,
  IconLogin2,
  IconPrinter,
  IconReceiptEuro,
  IconUserPlus,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ComplianceIllustration } from '../../../components/public/compliance-illustration';
import { ContentSection } from '../../../components/public/content-section';
import { DutyTiles } from '../../../components/public/duty-tiles';
import { FeatureTile } from '../../../components/public/feature-tile';
import { NumberedSteps } from '../../../components/public/numbered-steps';
import { PublicHero } from '../../../components/public/public-hero';
import { WhenNearView } from '../../../components/layout/when-near-view';

// Below the fold: loaded when the visitor scrolls near it (docs/decisions/0055).
const NewsletterSignup = lazy(() => import('./newsletter-signup'));

const STEPS = [
  {
    title: 'Alta de la empresa',
    text: 'Su gestoría registra a cada cliente (uno a uno o todos a la vez con un archivo CSV) y elige las herramientas que necesita.',
  },
  {
    title: 'Firma del contrato por SMS',
    text: 'La empresa recibe un enlace, revisa el contrato y lo firma con un código de un solo uso enviado a su móvil.',
  },
  {
    title: 'Protocolos personalizados',
    text: 'Con el contrato firmado, los documentos se generan con los datos de la empresa, listos para descargar e imprimir.',
  },
  {
    title: 'Facturación y renovación',
    text: 'Cumplia emite la factura, la cobra por adeudo SEPA si así se eligió y prepara la renovación anual antes del vencimiento.',
  },
];

/** "/" (spec 1 §2.2): what Cumplia does for an advisory firm, the two ways in and the newsletter. */
export default function LandingScreen() {
  return (
    <Stack gap={56}>
      <PublicHero
        tone="banner"
        eyebrow="Para gestorías y asesorías laborales"
        title="Los protocolos laborales obligatorios de sus clientes, en un solo lugar"
        lead={
          <>
            Protección de datos, protocolo frente al acoso laboral y política de desconexión digital para cada empresa
            que asesora: alta, contrato firmado por SMS, documentos personalizados, facturación y renovaciones, sin
            papeleo.
          </>
        }
        actions={
          <>
            <Button component={Link} to="/acceso?gestoria=true" size="md" variant="white">
              Soy Colaborador
            </Button>
            <Button
              component={Link}
              to="/acceso?empresa=true"
              size="md"
              variant="outline"
              color="white"
              styles={{ root: { borderColor: 'rgba(255, 255, 255, 0.8)' } }}
            >
              Soy Cliente
            </Button>
          </>
        }
        illustration={<ComplianceIllustration />}
      />

      <ContentSection
        title="Tres obligaciones para todas las empresas"
        intro="Afectan a cualquier empresa con personas trabajadoras, sea cual sea su tamaño. Conozca qué exige cada una."
      >
        <DutyTiles
          texts={{
            datos: 'RGPD y LOPDGDD: registro de actividades de tratamiento, información a los interesados y compromisos de confidencialidad del personal.',
            acoso: 'Un protocolo para prevenir el acoso sexual y por razón de sexo y para tramitar las denuncias, exigible a todas las empresas.',
            desconexion: 'Una política interna que garantiza el descanso fuera de la jornada, como exige el artículo 88 de la LOPDGDD.',
          }}
        />
      </ContentSection>

      <ContentSection
        title="Su gestoría, al mando de la implantación"
        intro="Cumplia es la herramienta con la que su despacho ofrece estos protocolos a sus clientes y los mantiene al día año tras año."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <FeatureTile icon={IconGavel} title="Implantación de las leyes">
            Active para cada cliente las herramientas que necesita; Cumplia genera la documentación con los datos de la
            empresa.
          </FeatureTile>
          <FeatureTile icon={IconCalendarEvent} title="Fechas de implantación">
            Consulte desde cuándo tiene cada empresa sus protocolos y cuándo vencen, sin hojas de cálculo aparte.
          </FeatureTile>
          <FeatureTile icon={IconReceiptEuro} title="Facturación">
            Las facturas se emiten al firmarse cada contrato y se cobran por domiciliación SEPA. Usted las consulta y
            descarga desde su área.
          </FeatureTile>
          <FeatureTile icon={IconUserPlus} title="Contratación y renovación de clientes">
            Alta individual o masiva, contrato firmado por SMS y renovaciones anuales preparadas con antelación.
          </FeatureTile>
          <FeatureTile icon={IconPrinter} title="Impresión de protocolos">
            Documentos personalizados en PDF, listos para imprimir, firmar y entregar a la plantilla.
          </FeatureTile>
        </SimpleGrid>
      </ContentSection>

      <ContentSection title="Cómo funciona">
        <NumberedSteps steps={STEPS} />
        <Text c="gray.8">
          ¿Quiere conocer el detalle?{' '}
          <Anchor component={Link} to="/cumplia" fw={600} c="cumplia.8">
            Descubra qué es Cumplia
          </Anchor>
          .
        </Text>
      </ContentSection>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="acceso-titulo">
          <Stack gap="md" align="flex-start">
            <Title order={2} id="acceso-titulo" fz={{ base: 22, sm: 26 }}>
              Acceda a su área
            </Title>
            <Text c="gray.8">
              Colaboradores y empresas clientes entran con su NIF y su contraseña para gestionar empresas, descargar
              protocolos y consultar facturas.
            </Text>
            <Button component={Link} to="/acceso" size="md" leftSection={<IconLogin2 size={18} aria-hidden />}>
              Acceder
            </Button>
            <Text size="sm" c="gray.8">
              ¿Aún no tiene cuenta?{' '}
              <Anchor component={Link} to="/registrarse" size="sm" fw={600} c="cumplia.8">
                Vea cómo registrarse
              </Anchor>
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="newsletter-titulo">
          <Stack gap="xs">
            <Title order={2} id="newsletter-titulo" fz={{ base: 22, sm: 26 }}>
              Novedades normativas en su correo
            </Title>
            <Text c="gray.8" mb="xs">
              Cambios legales que afectan a sus clientes y mejoras de Cumplia. Le pediremos que confirme la suscripción
              desde su correo y podrá darse de baja cuando quiera.
            </Text>
            <WhenNearView minHeight={220}>
              <Suspense fallback={<div style={{ minHeight: 220 }} />}>
                <NewsletterSignup />
              </Suspense>
            </WhenNearView>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
