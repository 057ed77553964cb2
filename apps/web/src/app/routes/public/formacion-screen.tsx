import { Anchor, Button, SimpleGrid } from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingStore,
  IconMessageCircle,
  IconPlayerPlay,
  IconPlugConnectedX,
  IconSchool,
  IconShieldLock,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { CheckList } from '../../../components/public/check-list';
import { ContentSection } from '../../../components/public/content-section';
import { FeatureTile } from '../../../components/public/feature-tile';
import { HelpOffer } from '../../../components/public/help-offer';
import { FormacionPage } from './formacion-page';

/** /formacion: the provider's training offer, with the training side menu (spec 3 §2.8 labels). */
export default function FormacionScreen() {
  return (
    <FormacionPage
      eyebrow="Para empresas y gestorías"
      title="Formación"
      icon={IconSchool}
      lead={
        <>
          Cumplir no es solo tener los documentos: la plantilla tiene que conocerlos y saber aplicarlos. Ofrecemos
          formación práctica en igualdad y prevención del acoso, protección de datos y desconexión digital, para las
          empresas y para los equipos de las gestorías que las asesoran.
        </>
      }
    >

      <ContentSection title="Nuestros cursos">
        <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
          <FeatureTile icon={IconUsersGroup} title="Igualdad y prevención del acoso">
            Qué es el acoso sexual, por razón de sexo y laboral, cómo prevenirlo y cómo funciona el protocolo de la
            empresa: el cauce de denuncia, las garantías y la prohibición de represalias. Responde a la obligación de
            sensibilizar y formar al personal que refuerza la Ley Orgánica 10/2022.
          </FeatureTile>
          <FeatureTile icon={IconShieldLock} title="Protección de datos para el personal">
            Lo que cada persona necesita saber para tratar datos en su puesto: el deber de confidencialidad, cómo
            informar a clientes y candidaturas, cómo atender una solicitud de derechos y qué hacer ante una brecha de
            seguridad.
          </FeatureTile>
          <FeatureTile icon={IconPlugConnectedX} title="Desconexión digital">
            La política de desconexión de la empresa explicada a la plantilla y a los mandos: horarios, excepciones,
            buenas prácticas con el correo y la mensajería y prevención de la fatiga informática, como prevé el
            artículo 88 de la LOPDGDD.
          </FeatureTile>
        </SimpleGrid>
      </ContentSection>

      <ContentSection title="Para quién">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <FeatureTile icon={IconBuildingStore} title="Empresas">
            Sesiones para la plantilla y para los mandos, adaptadas al tamaño y a la actividad de la empresa y a los
            protocolos que ha implantado.
          </FeatureTile>
          <FeatureTile icon={IconBriefcase} title="Gestorías">
            Formación para su equipo, para que pueda orientar a sus clientes sobre estas obligaciones y resolver sus
            dudas con seguridad.
          </FeatureTile>
        </SimpleGrid>
      </ContentSection>

      <ContentSection title="Cómo la impartimos">
        <CheckList
          items={[
            'Sesiones en directo, en la empresa o por videoconferencia, con tiempo para preguntas y casos prácticos.',
            <>
              <Anchor component={Link} to="/pildorasformativas" fw={600} c="cumplia.8">
                Píldoras formativas
              </Anchor>{' '}
              en vídeo: piezas breves para repasar lo esencial cuando haga falta.
            </>,
            'Material de apoyo para que la plantilla tenga a mano lo aprendido.',
          ]}
        />
      </ContentSection>

      <HelpOffer
        title="¿Busca otro curso?"
        actions={
          <>
            <Button component={Link} to="/contactar" size="md" leftSection={<IconMessageCircle size={18} aria-hidden />}>
              Solicitar información
            </Button>
            <Button
              component={Link}
              to="/pildorasformativas"
              size="md"
              variant="default"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
            >
              Ver las píldoras formativas
            </Button>
          </>
        }
      >
        Cuéntenos qué necesita su empresa o su gestoría y le proponemos una formación a medida: contenidos, duración y
        modalidad.
      </HelpOffer>
    </FormacionPage>
  );
}
