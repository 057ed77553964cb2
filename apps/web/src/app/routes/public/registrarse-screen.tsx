import { Anchor, Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBriefcase, IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CheckList } from '../../../components/public/check-list';
import { PublicHero } from '../../../components/public/public-hero';
import { PublicPage } from '../../../components/public/public-page';

/** /registrarse: sends each visitor to the registration that fits, company or advisory firm. */
export default function RegistrarseScreen() {
  return (
    <PublicPage>
      <PublicHero
        title="Registro"
        lead="¿Cómo quiere trabajar con Cumplia? Elija la opción que le corresponde y le llevamos al lugar adecuado."
      />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="registro-empresa">
          <Stack gap="md" h="100%">
            <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
              <IconBuildingStore size={28} stroke={1.6} />
            </ThemeIcon>
            <Title order={2} id="registro-empresa" fz={{ base: 22, sm: 24 }}>
              Soy una empresa o autónomo
            </Title>
            <Text c="gray.8" lh={1.6}>
              Registre su empresa en unos minutos, elija las herramientas que necesita y reciba el contrato para
              firmarlo desde su móvil.
            </Text>
            <CheckList
              items={[
                'Datos de la empresa y de la persona administradora.',
                'Precios de cada herramienta a la vista antes de enviar.',
                'Un correo para verificar su cuenta y crear su contraseña.',
              ]}
            />
            <Button
              component={Link}
              to="/registrar"
              size="md"
              mt="auto"
              rightSection={<IconArrowRight size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              Registre su empresa
            </Button>
          </Stack>
        </Paper>

        <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="registro-gestoria">
          <Stack gap="md" h="100%">
            <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
              <IconBriefcase size={28} stroke={1.6} />
            </ThemeIcon>
            <Title order={2} id="registro-gestoria" fz={{ base: 22, sm: 24 }}>
              Soy una gestoría y quiero ser colaborador
            </Title>
            <Text c="gray.8" lh={1.6}>
              Las gestorías colaboradoras no se registran desde un formulario: las da de alta el equipo de Cumplia
              después de una conversación en la que conocemos su despacho, le explicamos cómo funciona la plataforma y
              acordamos las condiciones.
            </Text>
            <CheckList
              items={[
                'Cuéntenos cuántos clientes gestiona y qué necesitan.',
                'Le explicamos el funcionamiento y las condiciones para colaboradores.',
                'Creamos su cuenta de colaborador y ya puede dar de alta a sus empresas.',
              ]}
            />
            <Button
              component={Link}
              to="/contactar"
              size="md"
              mt="auto"
              variant="default"
              rightSection={<IconArrowRight size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              Contactar con Cumplia
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>

      <Text ta="center" c="gray.8">
        ¿Ya tiene cuenta?{' '}
        <Anchor component={Link} to="/acceso" fw={600} c="cumplia.8">
          Acceda a su área
        </Anchor>
      </Text>
    </PublicPage>
  );
}
