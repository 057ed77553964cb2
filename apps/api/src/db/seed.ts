import { PLACEHOLDER_IBAN, ROLES, type Role, type ToolCode } from '@cumplia/shared/enums';
import { recordAudit, systemActor } from '../modules/audit/audit.service.ts';
import { findAccountByUsername, insertAccount } from '../modules/auth/accounts.repository.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import type { Database, Executor } from './database.ts';
import { toolsFromWire, toolsToWire, type EmpresaToolsWire } from '../modules/empresas/empresa-wire.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { addDaysIso, addYearsIso, madridIsoDate } from '@cumplia/shared/calendar';
import { empresas, empresaTools, gestoriaProductos, gestorias, renovaciones, renovacionProductos } from './schema/index.ts';
import type { UnitOfWorkRunner } from './unit-of-work.ts';
import type { FacturacionService } from '../modules/facturas/facturacion.service.ts';
import { productName } from '../modules/facturas/facturacion.service.ts';
import { setFacturado } from '../modules/facturas/facturas-list.repository.ts';

/** One password for every demo user, printed at start-up and in the README. */
export const DEMO_PASSWORD = 'Cumplia.2026';

interface DemoUser {
  username: string;
  name: string;
  surname: string;
  email: string;
  role: Role;
  label: string;
  /** What the login form's radio needs: G, E or none. */
  tipo: 'Colaborador' | 'Cliente' | 'ninguno (personal de Cumplia)';
}

export const DEMO_USERS: DemoUser[] = [
  { username: '12345678Z', name: 'Ana', surname: 'Superadmin Ruiz', email: 'ana.ruiz@cumplia.es', role: ROLES.CUMPLIA, label: 'Superadministradora', tipo: 'ninguno (personal de Cumplia)' },
  { username: '87654321X', name: 'Luis', surname: 'Trabajador Gómez', email: 'luis.gomez@cumplia.es', role: ROLES.CUMPLIA_WORKER, label: 'Trabajador', tipo: 'ninguno (personal de Cumplia)' },
  { username: '11111111H', name: 'Marta', surname: 'Martínez Sanz', email: 'marta@asesoriamartinez.es', role: ROLES.MANAGEMENT, label: 'Colaboradora: Asesoría Martínez', tipo: 'Colaborador' },
  { username: '22222222J', name: 'Javier', surname: 'López Ortega', email: 'javier@gestorialopez.es', role: ROLES.MANAGEMENT, label: 'Colaborador: Gestoría López', tipo: 'Colaborador' },
  { username: '33333333P', name: 'Carmen', surname: 'Vidal Prieto', email: 'carmen@panaderiavidal.es', role: ROLES.COMPANY, label: 'Cliente: Panadería Vidal', tipo: 'Cliente' },
];

export function demoLoginsText(): string {
  return DEMO_USERS.map((user) => `  ${user.label.padEnd(34)} NIF ${user.username}  tipo ${user.tipo}  contraseña ${DEMO_PASSWORD}`).join('\n');
}

const gestoriaBase = {
  tipo: 'E' as const,
  provincia: 'Madrid',
  cnae: '6920',
  actividad: 'Actividades de contabilidad, teneduría de libros, auditoría y asesoría fiscal',
};

const empresaBase = {
  tipo: 'E' as const,
  metodoDePago: 'SEPA' as const,
  numCuenta: 'ES9121000418450200051332',
};

async function insertGestoria(tx: Executor, values: typeof gestorias.$inferInsert, precios: Record<ToolCode, number>) {
  const [row] = await tx.insert(gestorias).values(values).returning({ id: gestorias.id });
  if (!row) throw new Error('seed: gestoria not inserted');
  await tx.insert(gestoriaProductos).values(
    (Object.entries(precios) as Array<[ToolCode, number]>).map(([nombrePlantilla, precioCents]) => ({ gestoriaId: row.id, nombrePlantilla, precioCents })),
  );
  return row.id;
}

/** A company and its three tools, given as the wire's fields; what is not given is off at the base price, unsigned. */
async function insertEmpresa(tx: Executor, { tools, ...values }: typeof empresas.$inferInsert & { tools?: Partial<EmpresaToolsWire> }) {
  const [row] = await tx.insert(empresas).values(values).returning({ id: empresas.id });
  if (!row) throw new Error('seed: empresa not inserted');
  await tx.insert(empresaTools).values(toolsFromWire({ ...toolsToWire([]), ...tools }, new Date()).map((tool) => ({ empresaId: row.id, ...tool })));
  return row.id;
}

/**
 * Demo data for trying the product: staff, two gestorías with companies in varied states, and a
 * client company user. Does nothing if the demo superadmin already exists.
 */
export async function seedDemoData(db: Database, invoicing?: DemoInvoicing): Promise<boolean> {
  if (await findAccountByUsername(db, DEMO_USERS[0]!.username)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const invoiced: Array<{ empresaId: string; tool: ToolCode; precioCents: number; remitted?: boolean }> = [];

  await db.transaction(async (tx) => {
    const martinez = await insertGestoria(
      tx,
      {
        ...gestoriaBase,
        razonSocial: 'Asesoría Martínez y Asociados S.L.',
        nombreComercial: 'Asesoría Martínez',
        nifCif: 'B87654323',
        nombre: 'Marta Martínez Sanz',
        dni: '11111111H',
        email: 'marta@asesoriamartinez.es',
        telefono: '+34911234567',
        direccion: 'Calle de Serrano 45, 2º',
        codigoPostal: '28001',
        numTrabajadores: 12,
        numCuenta: 'ES7921000813610123456789',
        comisionBasisPoints: 1000,
        superColaborador: true,
      },
      { LOPD: 11000, ACOSO: 8500, DIGITAL: 8500 },
    );
    const lopez = await insertGestoria(
      tx,
      {
        ...gestoriaBase,
        razonSocial: 'Gestoría López Asesores S.L.',
        nombreComercial: 'Gestoría López',
        nifCif: 'B23456783',
        nombre: 'Javier López Ortega',
        dni: '22222222J',
        email: 'javier@gestorialopez.es',
        telefono: '+34961234567',
        direccion: 'Avenida del Puerto 120',
        provincia: 'Valencia',
        codigoPostal: '46023',
        numTrabajadores: 5,
        numCuenta: 'ES6000491500051234567892',
        comisionBasisPoints: 500,
      },
      { LOPD: 12000, ACOSO: 9000, DIGITAL: 9000 },
    );

    const vidal = await insertEmpresa(tx, {
      ...empresaBase,
      gestoriaId: martinez,
      razonSocial: 'Panadería Vidal S.L.',
      nombreComercial: 'Panadería Vidal',
      nifCif: 'B45678901',
      nombre: 'Carmen Vidal Prieto',
      email: 'carmen@panaderiavidal.es',
      telefono: '+34612345678',
      direccion: 'Calle Mayor 8',
      localidad: 'Madrid',
      provincia: 'Madrid',
      codigoPostal: '28013',
      cnae: '1071',
      actividad: 'Fabricación de pan y productos de panadería',
      numTrabajadores: 9,
      tools: { lopdgdd: true, acosoLaboral: true, precioLopdgdd: 110, precioAcosoLaboral: 85, precioDesconexionDigital: 85, contratoLopdAceptado: true, contratoAcosoAceptado: true },
      permitirDescarga: true,
      verificado: true,
    });
    const talleres = await insertEmpresa(tx, {
      ...empresaBase,
      gestoriaId: martinez,
      razonSocial: 'Talleres Hermanos Ruiz S.L.',
      nombreComercial: 'Talleres Ruiz',
      nifCif: 'B56789019',
      nombre: 'Pedro Ruiz Alonso',
      email: 'pedro@talleresruiz.es',
      telefono: '+34623456789',
      direccion: 'Polígono Industrial Los Olivos, calle Nobel 4',
      localidad: 'Getafe',
      provincia: 'Madrid',
      codigoPostal: '28906',
      cnae: '4520',
      actividad: 'Mantenimiento y reparación de vehículos de motor',
      numTrabajadores: 15,
      tools: { lopdgdd: true, precioLopdgdd: 110, precioAcosoLaboral: 85, precioDesconexionDigital: 85, contratoLopdAceptado: true },
      verificado: false,
    });
    const sanz = await insertEmpresa(tx, {
      ...empresaBase,
      gestoriaId: martinez,
      tipo: 'A',
      razonSocial: 'Elena Sanz Moreno',
      nombreComercial: 'Estudio Sanz Arquitectura',
      nifCif: '44444444A',
      nombre: 'Elena Sanz Moreno',
      email: 'elena@estudiosanz.es',
      telefono: '+34634567890',
      direccion: 'Calle de Fuencarral 77',
      localidad: 'Madrid',
      provincia: 'Madrid',
      codigoPostal: '28004',
      cnae: '7111',
      actividad: 'Servicios técnicos de arquitectura',
      numTrabajadores: 2,
      metodoDePago: 'TRANSFERENCIA',
      numCuenta: PLACEHOLDER_IBAN,
      tools: { precioLopdgdd: 110, precioAcosoLaboral: 85, precioDesconexionDigital: 85 },
      verificado: true,
    });
    const albufera = await insertEmpresa(tx, {
      ...empresaBase,
      gestoriaId: lopez,
      razonSocial: 'Restaurante La Albufera S.L.',
      nombreComercial: 'La Albufera',
      nifCif: 'B34567891',
      nombre: 'Vicente Ferrer Climent',
      email: 'vicente@laalbufera.es',
      telefono: '+34645678901',
      direccion: 'Carrer de la Reina 15',
      localidad: 'Valencia',
      provincia: 'Valencia',
      codigoPostal: '46011',
      cnae: '5610',
      actividad: 'Restaurantes y puestos de comidas',
      numTrabajadores: 22,
      tools: { lopdgdd: true, acosoLaboral: true, desconexionDigital: true, contratoLopdAceptado: true },
      permitirDescarga: true,
      verificado: true,
    });
    await insertEmpresa(tx, {
      ...empresaBase,
      gestoriaId: lopez,
      razonSocial: 'Clínica Dental Sonrisa S.L.P.',
      nombreComercial: 'Clínica Sonrisa',
      nifCif: 'B67890129',
      nombre: 'Laura Gil Ferrando',
      email: 'laura@clinicasonrisa.es',
      telefono: '+34656789012',
      direccion: 'Avenida del País Valencià 30',
      localidad: 'Torrent',
      provincia: 'Valencia',
      codigoPostal: '46900',
      cnae: '8623',
      actividad: 'Actividades odontológicas',
      numTrabajadores: 7,
      metodoDePago: 'TARJETA',
      numCuenta: PLACEHOLDER_IBAN,
      verificado: false,
    });
    await insertEmpresa(tx, {
      ...empresaBase,
      razonSocial: 'Frutas Navarro S.L.',
      nombreComercial: 'Frutas Navarro',
      nifCif: 'B78901238',
      nombre: 'Sergio Navarro Peña',
      email: 'sergio@frutasnavarro.es',
      telefono: '+34667890123',
      direccion: 'Mercado Central, puesto 112',
      localidad: 'Valencia',
      provincia: 'Valencia',
      codigoPostal: '46001',
      cnae: '4631',
      actividad: 'Comercio al por mayor de frutas y hortalizas',
      numTrabajadores: 4,
      verificado: false,
    });

    await seedRenewals(tx, { martinez, lopez });

    // The invoices their signed contracts would have issued (one per tool), and a couple more, so
    // that every invoicing screen opens with something in it.
    invoiced.push(
      { empresaId: vidal, tool: 'LOPD', precioCents: 11000, remitted: true },
      { empresaId: vidal, tool: 'ACOSO', precioCents: 8500 },
      { empresaId: talleres, tool: 'LOPD', precioCents: 11000 },
      { empresaId: sanz, tool: 'DIGITAL', precioCents: 8500, remitted: true },
      { empresaId: albufera, tool: 'LOPD', precioCents: 12000 },
    );

    const links: Record<string, { gestoriaIds?: string[]; empresaIds?: string[] }> = {
      '11111111H': { gestoriaIds: [martinez] },
      '22222222J': { gestoriaIds: [lopez] },
      '33333333P': { empresaIds: [vidal] },
    };
    for (const user of DEMO_USERS) {
      const userId = await insertAccount(tx, {
        username: user.username,
        name: user.name,
        surname: user.surname,
        email: user.email,
        passwordHash,
        enabled: true,
        roles: [user.role],
        ...links[user.username],
      });
      await recordAudit(tx, systemActor, { action: 'user.seeded', entityType: 'user', entityId: userId });
    }
  });
  if (invoicing) {
    // Issued through the invoicing service, one unit each, as a signature issues them: numbered in
    // the year's series and chained in the VERI*FACTU records like any other invoice.
    for (const { empresaId, tool, precioCents, remitted } of invoiced) {
      await invoicing.unitOfWork.run(async (uow) => {
        const factura = await invoicing.facturacion.issue(uow, { empresaId, origen: 'CONTRATO', origenId: crypto.randomUUID(), lineas: [{ tool, nombreProducto: productName(tool), precioUnitarioCents: precioCents }] });
        if (remitted) await setFacturado(uow.tx, factura.id, new Date());
      });
    }
  }
  return true;
}

/** A demo company's signed tools on a yearly period: [end − 1 year, end], signed on its first day. */
async function setPeriod(tx: Executor, empresaId: string, tools: ToolCode[], fechaFin: string, activa = true) {
  const fechaInicio = addYearsIso(fechaFin, -1);
  await tx
    .update(empresaTools)
    .set({ activa, fechaInicio, fechaFin, fechaFirmaContrato: new Date(`${fechaInicio}T09:30:00Z`) })
    .where(and(eq(empresaTools.empresaId, empresaId), inArray(empresaTools.tool, tools)));
}

async function insertRenovacion(
  tx: Executor,
  values: { empresaId: string; fechaFin: string; productos: Array<[ToolCode, number]> } & Partial<Pick<typeof renovaciones.$inferInsert, 'renueva' | 'procesada' | 'deshabilitarRenovacion' | 'cerrada'>>,
) {
  const { productos, fechaFin, ...state } = values;
  const [row] = await tx
    .insert(renovaciones)
    .values({ ...state, fechaInicio: addYearsIso(fechaFin, -1), fechaFin, fechaRenovacion: addDaysIso(fechaFin, -18), origen: 'JOB', cerradaAt: state.cerrada ? new Date(`${fechaFin}T00:30:00Z`) : null })
    .returning({ id: renovaciones.id });
  await tx.insert(renovacionProductos).values(productos.map(([tool, precioCents]) => ({ renovacionId: row!.id, tool, precioCents })));
}

/**
 * Three more companies whose tools are near the end of their year, so that the renewal screens open
 * with one renewal of each state (docs/decisions/0030): pending inside the approval window (renewal
 * date in the current month when it can be), pending and priority (it rings the staff bell),
 * accepted (the daily job processes it at its end), and in the history a processed and a disabled one.
 */
async function seedRenewals(tx: Executor, gestoriaIds: { martinez: string; lopez: string }) {
  const today = madridIsoDate(new Date());
  const endOfMonth = addDaysIso(`${addDaysIso(`${today.slice(0, 7)}-01`, 32).slice(0, 7)}-01`, -1);
  // In this month when a later day is left in it; on its last day, twelve days on (still in the window
  // of 18, not yet due): a renewal date of today would be priority (a seed test failed on 2026-11-30).
  const renewalDate = today < endOfMonth && endOfMonth < addDaysIso(today, 12) ? endOfMonth : addDaysIso(today, 12);

  const optica = await insertEmpresa(tx, {
    ...empresaBase,
    gestoriaId: gestoriaIds.martinez,
    razonSocial: 'Óptica Serrano S.L.',
    nombreComercial: 'Óptica Serrano',
    nifCif: 'B81234502',
    nombre: 'Rocío Serrano Blanco',
    email: 'rocio@opticaserrano.es',
    telefono: '+34678901234',
    direccion: 'Calle de Alcalá 210',
    localidad: 'Madrid',
    provincia: 'Madrid',
    codigoPostal: '28028',
    cnae: '4778',
    actividad: 'Comercio al por menor de artículos de óptica',
    numTrabajadores: 6,
    tools: { lopdgdd: true, desconexionDigital: true, precioLopdgdd: 110, precioAcosoLaboral: 85, precioDesconexionDigital: 85, contratoLopdAceptado: true, contratoDesconexionAceptado: true },
    permitirDescarga: true,
    verificado: true,
  });
  const opticaEnd = addDaysIso(today, 12);
  await setPeriod(tx, optica, ['LOPD', 'DIGITAL'], opticaEnd);
  await insertRenovacion(tx, { empresaId: optica, fechaFin: addYearsIso(opticaEnd, -1), productos: [['LOPD', 11000], ['DIGITAL', 8500]], renueva: true, procesada: true, cerrada: true });
  await insertRenovacion(tx, { empresaId: optica, fechaFin: opticaEnd, productos: [['LOPD', 11000], ['DIGITAL', 8500]], renueva: true });

  const hotel = await insertEmpresa(tx, {
    ...empresaBase,
    gestoriaId: gestoriaIds.lopez,
    razonSocial: 'Hotel Mirador del Turia S.L.',
    nombreComercial: 'Hotel Mirador del Turia',
    nifCif: 'B92345610',
    nombre: 'Amparo Climent Soler',
    email: 'direccion@hotelmiradorturia.es',
    telefono: '+34689012345',
    direccion: 'Paseo de la Alameda 41',
    localidad: 'Valencia',
    provincia: 'Valencia',
    codigoPostal: '46023',
    cnae: '5510',
    actividad: 'Hoteles y alojamientos similares',
    numTrabajadores: 38,
    tools: { lopdgdd: true, acosoLaboral: true, desconexionDigital: true, contratoLopdAceptado: true, contratoAcosoAceptado: true, contratoDesconexionAceptado: true },
    permitirDescarga: true,
    verificado: true,
  });
  const hotelEnd = addDaysIso(renewalDate, 18);
  await setPeriod(tx, hotel, ['LOPD', 'ACOSO', 'DIGITAL'], hotelEnd);
  await insertRenovacion(tx, { empresaId: hotel, fechaFin: hotelEnd, productos: [['LOPD', 12000], ['ACOSO', 9000], ['DIGITAL', 9000]] });

  const academia = await insertEmpresa(tx, {
    ...empresaBase,
    razonSocial: 'Academia de Idiomas Norte S.L.',
    nombreComercial: 'Idiomas Norte',
    nifCif: 'B73456725',
    nombre: 'Iñaki Etxeberria Lasa',
    email: 'secretaria@idiomasnorte.es',
    telefono: '+34690123456',
    direccion: 'Calle de Bravo Murillo 150',
    localidad: 'Madrid',
    provincia: 'Madrid',
    codigoPostal: '28020',
    cnae: '8559',
    actividad: 'Enseñanza de idiomas',
    numTrabajadores: 11,
    tools: { lopdgdd: true, contratoLopdAceptado: true, contratoDesconexionAceptado: true },
    permitirDescarga: true,
    verificado: true,
  });
  await setPeriod(tx, academia, ['LOPD'], addDaysIso(today, 8));
  await insertRenovacion(tx, { empresaId: academia, fechaFin: addDaysIso(today, 8), productos: [['LOPD', 9000]] });
  // Digital disconnection was not renewed last time: its renewal was disabled and the tool ended.
  await setPeriod(tx, academia, ['DIGITAL'], addDaysIso(today, -200), false);
  await insertRenovacion(tx, { empresaId: academia, fechaFin: addDaysIso(today, -200), productos: [['DIGITAL', 7500]], deshabilitarRenovacion: true, cerrada: true });
}

/** What the demo data needs to issue its invoices: the server's unit of work and invoicing service. */
export interface DemoInvoicing {
  unitOfWork: UnitOfWorkRunner;
  facturacion: FacturacionService;
}

