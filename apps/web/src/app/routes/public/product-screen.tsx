import { Button } from '@mantine/core';
import { IconFileCertificate, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CheckList } from '../../../components/public/check-list';
import { ContentSection } from '../../../components/public/content-section';
import { DutyTiles } from '../../../components/public/duty-tiles';
import { HelpOffer } from '../../../components/public/help-offer';
import { NumberedSteps } from '../../../components/public/numbered-steps';
import { PublicHero } from '../../../components/public/public-hero';
import { PublicPage } from '../../../components/public/public-page';
import { TopicIllustration } from '../../../components/public/topic-illustration';

const GESTORIA_STEPS = [
  {
    title: 'Alta como colaborador',
    text: 'Tras una conversación con su despacho, Cumplia da de alta a la gestoría y le abre su área de colaborador.',
  },
  {
    title: 'Alta de empresas',
    text: 'Registre a sus clientes uno a uno o todos a la vez con un archivo CSV, y active para cada uno las herramientas que necesita.',
  },
  {
    title: 'Firma del contrato por SMS',
    text: 'Cada empresa recibe un enlace por SMS y por correo, revisa el contrato y lo firma con un código de un solo uso.',
  },
  {
    title: 'Seguimiento',
    text: 'Consulte las herramientas activas de cada cliente, sus facturas y las renovaciones que se acercan.',
  },
];

const EMPRESA_STEPS = [
  {
    title: 'Acceso a su área',
    text: 'La persona administradora recibe un correo para verificar su cuenta y crear su contraseña.',
  },
  {
    title: 'Firma del contrato',
    text: 'Firme desde el móvil el contrato de cada herramienta, con el mandato SEPA incluido si paga por domiciliación.',
  },
  {
    title: 'Descarga de protocolos personalizados',
    text: 'Descargue sus documentos en PDF, redactados con los datos de la empresa y listos para imprimir e implantar.',
  },
  {
    title: 'Facturas y contratos a mano',
    text: 'Consulte y descargue sus facturas y sus contratos firmados cuando los necesite.',
  },
];

const BILLING = [
  'Al firmarse el contrato de una herramienta se emite su factura, que se envía por correo electrónico junto con el folleto del producto.',
  'Facturas numeradas sin saltos, con el IVA desglosado, código QR y registros encadenados, como exige la normativa sobre sistemas informáticos de facturación.',
  'Cobro por adeudo directo SEPA con el mandato firmado en el propio contrato: Cumplia genera las remesas bancarias, sin que la gestoría tenga que perseguir cobros.',
  'Cada herramienta se contrata por un año. Antes del vencimiento se prepara la renovación, y la gestoría la ve con antelación en su área.',
];

const TRUST = [
  'Cada usuario entra con su NIF y su contraseña, y solo ve lo que le corresponde: la gestoría, sus empresas; la empresa, lo suyo.',
  'La firma de cada contrato queda registrada con sus evidencias: firmante, teléfono, fecha y hora de cada paso y huella del documento.',
  'Sin cookies de análisis ni de publicidad, y sin scripts de terceros: la verificación anti-robots de los formularios es propia.',
];

/** /cumplia: what Cumplia is and how it works for the gestoría and for the company. */
export default function ProductScreen() {
  return (
    <PublicPage>
      <PublicHero
        eyebrow="La plataforma de cumplimiento laboral para gestorías"
        title="Qué es Cumplia"
        illustration={<TopicIllustration icon={IconFileCertificate} />}
        lead={
          <>
            Cumplia es la plataforma en línea con la que las gestorías ofrecen a sus empresas clientes los protocolos
            laborales que la ley exige (protección de datos, prevención del acoso y desconexión digital) y con la que
            cada empresa firma sus contratos, descarga sus documentos y consulta sus facturas.
          </>
        }
        actions={
          <>
            <Button component={Link} to="/registrar" size="md">
              Registrar mi empresa
            </Button>
            <Button
              component={Link}
              to="/contactar"
              size="md"
              variant="default"
              leftSection={<IconMessageCircle size={18} aria-hidden />}
            >
              Quiero ser colaborador
            </Button>
          </>
        }
      />

      <ContentSection
        title="Cómo funciona para la gestoría"
        intro="Su despacho conserva la relación con el cliente; Cumplia se encarga de los documentos, los contratos, la facturación y los cobros."
      >
        <NumberedSteps steps={GESTORIA_STEPS} />
      </ContentSection>

      <ContentSection
        title="Cómo funciona para la empresa"
        intro="La empresa llega de la mano de su gestoría o se registra por su cuenta. En ambos casos, todo se hace en línea."
      >
        <NumberedSteps steps={EMPRESA_STEPS} />
      </ContentSection>

      <ContentSection title="Facturación, renovaciones y remesas SEPA">
        <CheckList items={BILLING} />
      </ContentSection>

      <ContentSection title="Las tres herramientas">
        <DutyTiles
          texts={{
            datos: 'Registro de actividades de tratamiento, cláusulas informativas y compromisos de confidencialidad del personal.',
            acoso: 'Protocolo de prevención y actuación frente al acoso sexual, por razón de sexo y laboral.',
            desconexion: 'Política interna que garantiza el descanso fuera de la jornada, también en el teletrabajo.',
          }}
        />
      </ContentSection>

      <ContentSection title="Seguridad y confianza">
        <CheckList items={TRUST} />
      </ContentSection>

      <HelpOffer title="¿Empezamos?">
        Si es una empresa o autónomo, registre su empresa en unos minutos. Si es una gestoría y quiere ofrecer Cumplia a
        sus clientes, hable con nosotros: le explicamos cómo trabajar como colaborador.
      </HelpOffer>
    </PublicPage>
  );
}
