import { formatPostalAddress, type PostalAddress } from '@cumplia/shared/postal-address';
import type { ContratoBlock, ContratoSection } from '@cumplia/shared/schemas/contrato';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import { formatIban } from '@cumplia/shared/validators/iban';

/** The blocks a contract's or a mandate's section is written with (the signing page and the PDF draw them). */
export const p = (text: string): ContratoBlock => ({ kind: 'paragraph', text });
export const list = (items: string[]): ContratoBlock => ({ kind: 'list', items });
export const data = (rows: Array<[string, string]>): ContratoBlock => ({ kind: 'data', rows });
export const sub = (text: string): ContratoBlock => ({ kind: 'subheading', text });

/**
 * The SEPA Core mandate as the rulebook's mandate form lays it out (decision 0042): the reference, the
 * creditor, the debtor and its account, the kind of payment, date and place of signature, and the
 * debtor's rights. One text for the contract's clause and the new account's order (decision 0050);
 * `firmado` names what is signed, `alcance` what the mandate covers and for how long.
 */
export function sepaMandateSection(input: {
  mandateReference: string;
  creditorId: string;
  proveedor: Proveedor;
  empresa: PostalAddress & { razonSocial: string; numCuenta: string; localidad: string; provincia: string };
  firmado: 'esta orden' | 'este contrato';
  alcance: string;
}): ContratoSection {
  const { proveedor, empresa } = input;
  return {
    heading: 'Orden de domiciliación de adeudo directo SEPA (CORE)',
    blocks: [
      data([
        ['Referencia de la orden de domiciliación', input.mandateReference],
        ['Identificador del acreedor', input.creditorId],
        ['Nombre del acreedor', proveedor.nombre],
        ['Dirección del acreedor', formatPostalAddress(proveedor)],
        ['País del acreedor', 'España'],
        ['Nombre del deudor', empresa.razonSocial],
        ['Dirección del deudor', formatPostalAddress(empresa)],
        ['País del deudor', 'España'],
        ['Número de cuenta - IBAN', formatIban(empresa.numCuenta)],
        ['Tipo de pago', 'Pago recurrente'],
        ['Fecha de firma', `La de la firma electrónica de ${input.firmado}, que consta en la página de evidencias`],
        ['Lugar de firma', empresa.localidad || empresa.provincia],
      ]),
      p(
        'Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) al acreedor a enviar instrucciones a la entidad del deudor para adeudar su cuenta y (B) a la entidad para efectuar los adeudos en su cuenta siguiendo las instrucciones del acreedor. Como parte de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. La solicitud de reembolso deberá efectuarse dentro de las ocho semanas que siguen a la fecha de adeudo en cuenta. Puede obtener información adicional sobre sus derechos en su entidad financiera.',
      ),
      p(`La orden se emite bajo el esquema básico (CORE) y ${input.alcance}.`),
    ],
  };
}
