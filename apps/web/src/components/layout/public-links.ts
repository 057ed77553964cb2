export type PublicLink = { label: string; to: string; external?: boolean };

/** The time-tracking service the header recommends (spec 1 §2.2: "an external time-tracking site"). */
export const TIME_TRACKING_SITE = 'https://www.registrojornada.es';

/** The header's information links (spec 1 §2.2); access and registration are buttons beside them. */
export const PUBLIC_HEADER_LINKS: readonly PublicLink[] = [
  { label: 'Inicio', to: '/' },
  { label: 'Cumplia', to: '/cumplia' },
  { label: 'Protección de datos', to: '/proteccindedatos' },
  { label: 'Acoso laboral', to: '/acosolaboral' },
  { label: 'Desconexión digital', to: '/desconexindigital' },
  { label: 'Registro de jornada', to: TIME_TRACKING_SITE, external: true },
  { label: 'Contacto', to: '/contactar' },
];
