import { sql } from 'drizzle-orm';
import { facturas } from './schema/index.ts';

/**
 * The invoice states that both the lists and the homes' counts read, written once so that a count
 * and the list it opens always agree (issue 23).
 */

/** Returned by the bank (a return recorded), not remitted again since and not cancelled (docs/decisions/0051). */
export const facturaDevuelta = sql`(${facturas.facturado} = false and ${facturas.anuladaAt} is null and exists (select 1 from sepa_devoluciones d where d.factura_id = ${facturas.id}))`;

/**
 * A rectifying invoice with a negative total, not cancelled, whose original was collected and whose
 * refund is not recorded: owed back to the client now (docs/decisions/0060).
 */
export const facturaReembolsoPendiente = sql`(${facturas.tipo} <> 'F1' and ${facturas.totalCents} < 0 and ${facturas.anuladaAt} is null and ${facturas.reembolsadaEl} is null
  and exists (select 1 from facturas o where o.id = ${facturas.rectificaId} and o.facturado))`;

/**
 * The invoices whose last record the tax agency refused (EstadoRegistro Incorrecto) and which have no
 * record since (a "subsanación" is one, decision 0061): what staff must correct. Driven by the few
 * refusals (index verifactu_eventos_incorrectos); every invoice id at most once.
 */
export const facturasConRegistroRechazado = sql`(select vr.factura_id from verifactu_eventos e join verifactu_registros vr on vr.seq = e.registro_seq
  where e.tipo = 'ENVIO_INCORRECTO'
    and not exists (select 1 from verifactu_eventos later where later.registro_seq = e.registro_seq and later.seq > e.seq
                    and later.tipo in ('ENVIO_CORRECTO', 'ENVIO_ACEPTADO_CON_ERRORES', 'ENVIO_INCORRECTO'))
    and not exists (select 1 from verifactu_registros newer where newer.factura_id = vr.factura_id and newer.seq > vr.seq))`;
