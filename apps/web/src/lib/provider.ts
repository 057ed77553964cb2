/** The company that runs Cumplia, as shown in the footer and the legal pages. */
export const PROVIDER = {
  name: 'Cumplia Compliance S.L.',
  address: 'Calle de Alcalá 123, 28009 Madrid',
  phone: '+34 910 000 000',
  email: 'hola@cumplia.es',
  social: {
    linkedin: 'https://www.linkedin.com/company/cumplia',
    instagram: 'https://www.instagram.com/cumplia',
    whatsapp: 'https://wa.me/34910000000',
  },
  timeTrackingSite: 'https://www.registrojornada.es',
} as const;

/** The phone number as a tel: link target, without spaces. */
export const PROVIDER_PHONE_HREF = `tel:${PROVIDER.phone.replace(/\s/g, '')}`;
