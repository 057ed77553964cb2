import { ALTA_MASIVA_RETENTION_DAYS } from './schemas/alta-masiva.ts';

/** Each purpose of processing with its legal basis (RGPD art. 6.1) and how long the data are kept. */
export const PRIVACY_PURPOSES = {
  cuentas: {
    title: 'Gestión de las cuentas de usuario',
    what: 'Alta de usuarios, verificación de la cuenta, acceso con NIF y contraseña, y recuperación de la contraseña.',
    basis: 'Ejecución del contrato o de medidas precontractuales solicitadas por usted (artículo 6.1.b del RGPD).',
    term: 'Mientras la cuenta esté activa.',
  },
  servicio: {
    title: 'Prestación del servicio',
    what: 'Alta y gestión de empresas por ellas mismas o por su gestoría, generación de los documentos personalizados, firma electrónica de los contratos con sus evidencias (teléfono, dirección IP, navegador y fecha y hora de cada paso), renovaciones y avisos del servicio por correo electrónico y SMS.',
    basis: 'Ejecución del contrato (artículo 6.1.b del RGPD) y, para conservar las evidencias de la firma, el interés legítimo en poder acreditarla (artículo 6.1.f del RGPD).',
    term: `Mientras dure la relación contractual y, después, bloqueados durante los plazos de prescripción de las acciones que pudieran derivarse de ella. La copia de cada aviso enviado por correo electrónico o SMS se elimina un año después de enviarse, y cada fichero de alta masiva que sube una gestoría, ${ALTA_MASIVA_RETENTION_DAYS} días después de procesarse.`,
  },
  facturacion: {
    title: 'Facturación y cobro',
    what: 'Emisión de facturas y de sus registros de facturación, y cobro por adeudo directo SEPA con el mandato firmado en el contrato.',
    basis: 'Ejecución del contrato y cumplimiento de obligaciones legales tributarias y mercantiles (artículos 6.1.b y 6.1.c del RGPD).',
    term: 'Los plazos que exige la ley: seis años para la documentación mercantil y, a efectos fiscales, mientras la Administración tributaria pueda comprobarla.',
  },
  consultas: {
    title: 'Atención de consultas',
    what: 'Responder a los mensajes que nos envía desde el formulario de contacto.',
    basis: 'Su consentimiento, al enviar el formulario (artículo 6.1.a del RGPD) y, si la consulta es sobre la contratación, la aplicación de medidas precontractuales (artículo 6.1.b del RGPD).',
    term: 'Un año desde que recibimos su mensaje, para atenderlo y lo que de él se derive; después se eliminan.',
  },
  newsletter: {
    title: 'Newsletter',
    what: 'Enviarle por correo electrónico novedades normativas y de Cumplia. La suscripción solo se activa cuando la confirma desde el enlace que le enviamos (doble confirmación).',
    basis: 'Su consentimiento (artículo 6.1.a del RGPD), que puede retirar en cualquier momento con el enlace de baja incluido en cada envío.',
    term: 'Hasta que se dé de baja; un mes después se eliminan. Una suscripción que no se confirma se elimina un mes después de caducar su enlace.',
  },
  seguridad: {
    title: 'Seguridad del servicio',
    what: 'Verificación anti-robots de los formularios, límite de intentos de acceso y registros técnicos de las operaciones, entre ellos el registro de cambios: quién cambió qué datos, cuándo y desde qué dirección IP.',
    basis: 'El interés legítimo en proteger la plataforma y a sus usuarios frente a abusos y accesos indebidos (artículo 6.1.f del RGPD).',
    term: 'El registro de cambios, seis años desde cada cambio, el plazo de conservación de la documentación mercantil que justifica (artículo 30 del Código de Comercio); después se elimina. La dirección IP desde la que se hizo cada cambio se borra un año después. Lo demás, el tiempo imprescindible para esa finalidad.',
  },
} as const satisfies Record<string, { title: string; what: string; basis: string; term: string }>;

export type PrivacyPurpose = keyof typeof PRIVACY_PURPOSES;
