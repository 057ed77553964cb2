import { ActionIcon, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandLinkedin, IconBrandWhatsapp, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import { Link } from 'react-router';
import { formatPostalAddress } from '@cumplia/shared/postal-address';
import { formatPhone, phoneHref } from '@cumplia/shared/validators/phone';
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

/** Cumplia's own profiles: brand links of the product, not part of the provider's legal identity. */
const SOCIAL_PROFILES = [
  { label: 'Cumplia en LinkedIn', href: 'https://www.linkedin.com/company/cumplia', Icon: IconBrandLinkedin },
  { label: 'Cumplia en Instagram', href: 'https://www.instagram.com/cumplia', Icon: IconBrandInstagram },
];

function socialLinks(provider: Proveedor | undefined) {
  if (!provider) return SOCIAL_PROFILES;
  // The chat app reaches the provider's own phone number, as configured on the server.
  const whatsapp = `https://wa.me/${provider.telefono.replace(/\D/g, '')}`;
  return [...SOCIAL_PROFILES, { label: 'Escríbanos por WhatsApp', href: whatsapp, Icon: IconBrandWhatsapp }];
}

type AppFooterProps = {
  /** Name, address, phone and e-mail of the provider; while it loads (or if it fails) they are left out. */
  provider?: Proveedor;
};

export function AppFooter({ provider }: AppFooterProps) {
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
              {provider ? (
                <>
                  <Text size="sm" c="cumplia.1">
                    {provider.nombre}
                  </Text>
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <Text size="sm" c="cumplia.1">
                      {formatPostalAddress(provider)}
                    </Text>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconPhone size={16} aria-hidden />
                    <a href={phoneHref(provider.telefono)} className={classes.link}>
                      {formatPhone(provider.telefono)}
                    </a>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconMail size={16} aria-hidden />
                    <a href={`mailto:${provider.email}`} className={classes.link}>
                      {provider.email}
                    </a>
                  </Group>
                </>
              ) : (
                <Link to="/contactar" className={classes.link}>
                  Escríbanos desde el formulario de contacto
                </Link>
              )}
              <Group gap="xs" mt={4}>
                {socialLinks(provider).map(({ label, href, Icon }) => (
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
