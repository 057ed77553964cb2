import { z } from 'zod';
import { TOOLS } from '@cumplia/shared/enums';
import { toolCodeSchema } from '@cumplia/shared/schemas/tool-code';
import { formatEuros } from '@cumplia/shared/money';
import { renderEmail } from '../outbox/email-layout.ts';
import { defineEmail } from '../outbox/email-template.ts';

/*
 * The company's e-mails of the renewal cycle (docs/decisions/0030): the notice when a renewal is
 * created (before its renewal date), the confirmation when staff accept it, and the end of the tools
 * a renewal does not renew. The invoice of a renewed period goes as every invoice does.
 */

const linea = z.object({ tool: toolCodeSchema, precioCents: z.number().int() });

/** yyyy-mm-dd as Spaniards write it: 10/01/2027. */
const fecha = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const lista = (labels: string[]) => (labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} y ${labels.at(-1)}`);

const preciosTexto = (lineas: Array<z.infer<typeof linea>>) =>
  lineas.map((line) => `${TOOLS[line.tool].label}: ${formatEuros(line.precioCents)} + IVA`).join(' · ');

export const renovacionAvisoData = z.object({
  publicUrl: z.string(),
  razonSocial: z.string(),
  /** The period's end: the next period starts that day if it is renewed. */
  fechaFin: z.string(),
  fechaFinNueva: z.string(),
  fechaRenovacion: z.string(),
  lineas: z.array(linea).min(1),
});

export const renovacionAvisoEmail = defineEmail({
  name: 'renewal-notice',
  data: renovacionAvisoData,
  render(data) {
    const labels = data.lineas.map((line) => TOOLS[line.tool].label);
    return renderEmail({
      publicUrl: data.publicUrl,
      subject: 'Su renovación anual de Cumplia',
      greeting: `Hola, ${data.razonSocial}:`,
      blocks: [
        {
          kind: 'paragraph',
          text: `El periodo anual de ${labels.length === 1 ? 'su servicio' : 'sus servicios'} ${lista(labels)} termina el ${fecha(data.fechaFin)}. Hemos preparado su renovación para el periodo del ${fecha(data.fechaFin)} al ${fecha(data.fechaFinNueva)}, con estos importes: ${preciosTexto(data.lineas)}.`,
        },
        {
          kind: 'paragraph',
          text: `Si desea cambiar o no renovar algún servicio, comuníquelo a su gestoría o a Cumplia antes del ${fecha(data.fechaRenovacion)}. Una vez confirmada la renovación, recibirá la factura del nuevo periodo cuando comience.`,
        },
      ],
    });
  },
});

export const renovacionConfirmadaData = z.object({
  publicUrl: z.string(),
  razonSocial: z.string(),
  fechaFin: z.string(),
  fechaFinNueva: z.string(),
  lineas: z.array(linea).min(1),
});

export const renovacionConfirmadaEmail = defineEmail({
  name: 'renewal-confirmed',
  data: renovacionConfirmadaData,
  render(data) {
    const labels = data.lineas.map((line) => TOOLS[line.tool].label);
    return renderEmail({
      publicUrl: data.publicUrl,
      subject: 'Renovación confirmada',
      greeting: `Hola, ${data.razonSocial}:`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Su renovación de ${lista(labels)} está confirmada. El nuevo periodo va del ${fecha(data.fechaFin)} al ${fecha(data.fechaFinNueva)}, con estos importes: ${preciosTexto(data.lineas)}.`,
        },
        { kind: 'paragraph', text: `Recibirá la factura del nuevo periodo el ${fecha(data.fechaFin)}. Sus documentos siguen disponibles sin interrupción.` },
        { kind: 'button', label: 'Ir a Cumplia', url: `${data.publicUrl}/acceso` },
      ],
    });
  },
});

export const herramientasFinalizadasData = z.object({
  publicUrl: z.string(),
  razonSocial: z.string(),
  tools: z.array(toolCodeSchema).min(1),
  /** The day the tools stopped: the end of their period. */
  fecha: z.string(),
});

export const herramientasFinalizadasEmail = defineEmail({
  name: 'tool-ended',
  data: herramientasFinalizadasData,
  render(data) {
    const labels = data.tools.map((tool) => TOOLS[tool].label);
    const one = labels.length === 1;
    return renderEmail({
      publicUrl: data.publicUrl,
      subject: one ? `Su servicio ${labels[0]} ha finalizado` : 'Sus servicios de Cumplia han finalizado',
      greeting: `Hola, ${data.razonSocial}:`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${one ? 'El servicio' : 'Los servicios'} ${lista(labels)} de Cumplia ${one ? 'ha finalizado' : 'han finalizado'} el ${fecha(data.fecha)}, al terminar su periodo anual sin renovarse. Desde ese día ya no se pueden descargar ${one ? 'sus documentos' : 'los documentos de esos servicios'} y no se emitirá ninguna factura más por ${one ? 'él' : 'ellos'}.`,
        },
        { kind: 'paragraph', text: 'Si desea volver a contratarlos, hable con su gestoría o con Cumplia: le enviaremos un nuevo contrato para firmar.' },
      ],
    });
  },
});
