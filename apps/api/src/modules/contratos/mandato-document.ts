import type { ContratoSection } from '@cumplia/shared/schemas/contrato';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import { p, sepaMandateSection } from './contrato-blocks.ts';

/**
 * The SEPA mandate of a company's new debtor account (decision 0050): a new mandate, with its own
 * reference, for every collection of the company's contracts from that account. Signed through the
 * contracts' page, codes and evidence; its text is sections like a contract's.
 */
export const MANDATO_TITLE = 'Orden de domiciliación de adeudo directo SEPA · nueva cuenta';
export const MANDATO_SUBTITLE = 'Mandato para los adeudos de sus contratos en la nueva cuenta';

export interface MandatoDocumentInput {
  proveedor: Proveedor;
  creditorId: string;
  empresa: {
    razonSocial: string;
    nifCif: string;
    nombre: string;
    dni: string;
    direccion: string;
    codigoPostal: string;
    /** The town; empty for a company that has not given it yet (the province is written instead, decision 0057). */
    localidad: string;
    provincia: string;
    numCuenta: string;
  };
  mandateReference: string;
}

/** The mandate reference of a new account's mandate: unique, at most 35 characters of the SEPA set. */
export function accountMandateReferenceOf(contratoId: string): string {
  return `CUMPLIA-CUENTA-${contratoId.replace(/-/g, '').slice(0, 16).toUpperCase()}`;
}


export function mandatoSections(input: MandatoDocumentInput): ContratoSection[] {
  const { proveedor, empresa } = input;
  return [
    {
      heading: 'Cambio de la cuenta de cargo',
      blocks: [
        p(
          `La cuenta en la que ${empresa.razonSocial} paga los servicios de ${proveedor.nombre} ha cambiado. Para que los adeudos se hagan en la nueva cuenta, ${empresa.nombre}, con NIF ${empresa.dni}, en nombre de la empresa, firma esta orden de domiciliación. Hasta que la firme, no se adeudará nada en la nueva cuenta y los recibos pendientes esperarán.`,
        ),
        p(
          'Esta orden sirve para todos los adeudos de los contratos que la empresa tiene firmados con el acreedor y de sus renovaciones, y sustituye, para los adeudos posteriores a su firma, a las órdenes de domiciliación firmadas antes para otras cuentas. Si usted no ha pedido este cambio de cuenta, no firme y escriba a ' +
            `${proveedor.email}.`,
        ),
      ],
    },
    sepaMandateSection({
      mandateReference: input.mandateReference,
      creditorId: input.creditorId,
      proveedor,
      empresa,
      firmado: 'esta orden',
      alcance: 'es válida mientras no sea revocada por el deudor',
    }),
    {
      heading: 'Firma electrónica y evidencias',
      blocks: [
        p(
          'El deudor firma esta orden mediante firma electrónica conforme al Reglamento (UE) n.º 910/2014 (eIDAS) y a la Ley 6/2020: tras leer el documento, recibe un código de un solo uso por SMS en el teléfono de la empresa, lo introduce y acepta expresamente la orden. La plataforma conserva un registro inalterable de cada paso con su fecha y hora, dirección IP y navegador, y la huella SHA-256 del documento firmado, que se añaden como página de evidencias; el conjunto se sella con el certificado del acreedor.',
        ),
      ],
    },
  ];
}
