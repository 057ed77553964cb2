import { z } from 'zod';
import { renderEmail } from '../outbox/email-layout.ts';
import { defineEmail } from '../outbox/email-template.ts';

/** The signing link of a contract (docs/decisions/0022): /firma/{token}. */
export function contratoSigningLink(publicUrl: string, token: string): string {
  return `${publicUrl}/firma/${encodeURIComponent(token)}`;
}

/** What the e-mail needs; stored with the queued message (a bulk upload queues thousands) and rendered on delivery. */
export const contratoFirmaData = z.object({
  publicUrl: z.string(),
  name: z.string(),
  razonSocial: z.string(),
  /** One contract per tool switched on by the same action, each with its own link. */
  contracts: z.array(z.object({ toolLabel: z.string(), token: z.string() })).min(1),
  validDays: z.number(),
  /** A link sent again by staff (the earlier one no longer works). */
  resent: z.boolean().default(false),
});

function render(input: z.infer<typeof contratoFirmaData>) {
  const labels = input.contracts.map((contract) => contract.toolLabel);
  const services = labels.length === 1 ? `el servicio ${labels[0]}` : `los servicios ${labels.slice(0, -1).join(', ')} y ${labels.at(-1)}`;
  return renderEmail({
    publicUrl: input.publicUrl,
    subject: labels.length === 1 ? `Firme su contrato de ${labels[0]} con Cumplia` : 'Firme sus contratos con Cumplia',
    greeting: `Hola, ${input.name}:`,
    blocks: [
      {
        kind: 'paragraph',
        text: `${input.razonSocial} ha activado ${services} de Cumplia. Para empezar, lea y firme ${labels.length === 1 ? 'su contrato' : 'cada contrato'}: le enviaremos un código por SMS al teléfono de la empresa para confirmar la firma.`,
      },
      ...input.contracts.map((contract) => ({
        kind: 'button' as const,
        label: labels.length === 1 ? 'Leer y firmar el contrato' : `Leer y firmar el contrato de ${contract.toolLabel}`,
        url: contratoSigningLink(input.publicUrl, contract.token),
      })),
      {
        kind: 'paragraph',
        text: `${labels.length === 1 ? 'El enlace es personal y caduca' : 'Los enlaces son personales y caducan'} en ${input.validDays} días.${input.resent ? ' Este enlace sustituye al que le enviamos antes, que ya no funciona.' : ''} Si no esperaba este mensaje, puede ignorarlo.`,
      },
    ],
  });
}

/** The contracts to sign, each with its link (decision 0022). */
export const contratoFirmaEmail = defineEmail({ name: 'contract-signature', data: contratoFirmaData, render });
