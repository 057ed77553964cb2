import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { facturas } from '../../db/schema/index.ts';
import { byAnyOf, sameAs, sameEmail, seccion, type PersonalDataSource } from '../../lib/datos-personales.ts';

/** The invoices issued to the person: an autónomo's, by the NIF or e-mail of the invoice's recipient. */
export function facturasPersonalData(db: Database): PersonalDataSource {
  return async ({ nif, email }) => {
    const where = byAnyOf([sameAs(sql`${facturas.destinatario}->>'nif'`, nif), sameEmail(sql`${facturas.destinatario}->>'email'`, email)]);
    if (!where) return [];
    const found = await db
      .select({
        numero: facturas.numeroFactura,
        fecha: facturas.fecha,
        destinatario: facturas.destinatario,
        baseCents: facturas.baseCents,
        cuotaIvaCents: facturas.cuotaCents,
        totalCents: facturas.totalCents,
        metodoDePago: facturas.metodoDePago,
        anulada: facturas.anuladaAt,
      })
      .from(facturas)
      .where(where)
      .orderBy(facturas.fecha, facturas.numeroFactura);
    return [seccion('facturacion', 'Facturas', found)];
  };
}
