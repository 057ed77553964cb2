import { ActionIcon, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandLinkedin, IconBrandWhatsapp, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROVIDER, PROVIDER_PHONE_HREF } from '../../lib/provider';
import classes from './app-footer.module.css';

const PRODUCT_LINKS = [
  { label: 'Inicio', to: '/' },
  { label: 'Protección de datos', to: '/proteccindedatos' },
  { label: 'Acoso laboral', to: '/acosolaboral' },
  { label: 'Desconexión digital', to: '/desconexindigital' },
  { label: 'Contacto', to: '/contactar' },
];

const LEGAL_LINKS = [
  { label: 'Política de cookies', to: '/politica-cookies' },
  { label: 'Aviso legal', to: '/aviso-legal' },
];

const SOCIAL_LINKS = [
  { label: 'Cumplia en LinkedIn', href: PROVIDER.social.linkedin, Icon: IconBrandLinkedin },
  { label: 'Cumplia en Instagram', href: PROVIDER.social.instagram, Icon: IconBrandInstagram },
  { label: 'Escríbenos por WhatsApp', href: PROVIDER.social.whatsapp, Icon: IconBrandWhatsapp },
];

export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={40}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={800} fz={22} c="white">
              Cumplia
            </Text>
            <Text size="sm" c="cumplia.1">
              Protocolos de protección de datos, acoso laboral y desconexión digital para empresas, de la mano de su
              gestoría.
            </Text>
          </Stack>
          <nav aria-label="Enlaces del pie de página">
            <h2 className={classes.heading}>Cumplia</h2>
            <Stack gap={6}>
              {PRODUCT_LINKS.map((link) => (
                <Link key={link.to} to={link.to} className={classes.link}>
                  {link.label}
                </Link>
              ))}
            </Stack>
          </nav>
          <nav aria-label="Información legal">
            <h2 className={classes.heading}>Legal</h2>
            <Stack gap={6}>
              {LEGAL_LINKS.map((link) => (
                <Link key={link.to} to={link.to} className={classes.link}>
                  {link.label}
                </Link>
              ))}
            </Stack>
          </nav>
          <address style={{ fontStyle: 'normal' }}>
            <h2 className={classes.heading}>Contacto</h2>
            <Stack gap={8}>
              <Text size="sm" c="cumplia.1">
                {PROVIDER.name}
              </Text>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm" c="cumplia.1">
                  {PROVIDER.address}
                </Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                <a href={PROVIDER_PHONE_HREF} className={classes.link}>
                  {PROVIDER.phone}
                </a>
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconMail size={16} aria-hidden />
                <a href={`mailto:${PROVIDER.email}`} className={classes.link}>
                  {PROVIDER.email}
                </a>
              </Group>
              <Group gap="xs" mt={4}>
                {SOCIAL_LINKS.map(({ label, href, Icon }) => (
                  <ActionIcon
                    key={href}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    variant="subtle"
                    color="gray.0"
                    size="lg"
                  >
                    <Icon size={20} />
                  </ActionIcon>
                ))}
              </Group>
            </Stack>
          </address>
        </SimpleGrid>
      </Container>
      <div className={classes.bottom}>
        <Container size="xl" py="md">
          <Text size="xs" c="cumplia.2">
            © {year} Cumplia. Todos los derechos reservados.
          </Text>
        </Container>
      </div>
    </footer>
  );
}
