import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { DATOS_PROTOCOLOS_VACIOS, type DatosProtocolos } from '@cumplia/shared/schemas/datos-protocolos';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, tokenFor } from '../../../test/support/factories.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { auditLog } from '../../db/schema/index.ts';

let app: FastifyInstance;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;
let otraGestoria: Awaited<ReturnType<typeof createGestoria>>;
let superadmin: string;
let worker: string;

beforeAll(async () => {
  app = await createTestApp();
  gestoria = await createGestoria(app);
  otraGestoria = await createGestoria(app);
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
});
afterAll(async () => {
  await closeTestApp(app);
});

const core = '/api/cumplia-core';
const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const clientToken = (empresaId: string) =>
  app.context.signer.sign({ id: crypto.randomUUID(), username: 'cliente', name: 'Cliente', roles: [ROLES.COMPANY], gestoriaIds: [], empresaIds: [empresaId] });

/** A company of the test gestoría with its LOPD tool signed on paper, and its client's token. */
async function empresaWith(overrides: Record<string, unknown>) {
  const body = empresaForm({ lopdgdd: false, acosoLaboral: false, desconexionDigital: false, ...overrides });
  const created = await call(gestoria.token, { method: 'POST', url: `${core}/gestorias/my/empresas`, payload: body });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  const switched = await call(superadmin, {
    method: 'PUT',
    url: `${core}/admin/empresas/${body.nifCif}/tools/multiple-price`,
    payload: { tools: { lopdgdd: { enabled: true, price: 90 }, acosoLaboral: { enabled: true, price: 90 }, desconexionDigital: { enabled: true, price: 90 } }, callViafirma: false },
  });
  expect(switched.statusCode).toBe(200);
  expect((await call(superadmin, { method: 'POST', url: `${core}/admin/empresas/${id}/verify` })).statusCode).toBe(204);
  return { id, nifCif: body.nifCif as string, email: body.email as string, client: await clientToken(id) };
}

const COMPLETOS: DatosProtocolos = {
  familiaActividad: null,
  representacion: 'DELEGADOS',
  horaInicio: '08:30',
  horaFin: '16:30',
  turnos: false,
  datosSalud: true,
  videovigilancia: true,
  geolocalizacion: false,
  datosMenores: true,
  planIgualdad: false,
  canalDenuncias: false,
  encargados: ['NOMINAS', 'INFORMATICA'],
  canalAcoso: 'instruccion.acoso@clinicamoncayo.es',
  fechaAprobacionAcoso: null,
  fechaAprobacionDesconexion: null,
};

const documento = async (token: string, slug: 'lopd' | 'acoso' | 'desconexion') => {
  const response = await call(token, { method: 'GET', url: `${core}/pdfs/empresas/my/plantillas/${slug}` });
  expect(response.statusCode).toBe(200);
  // Lines joined: a sentence may wrap anywhere.
  return (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
};

describe('datos-protocolos: the facts, asked once', () => {
  it('the client reads its facts (all unknown at first), saves them and they are audited', async () => {
    const empresa = await empresaWith({ cnae: '8621', actividad: 'Clínica dental', numTrabajadores: 12 });
    const first = await call(empresa.client, { method: 'GET', url: `${core}/empresas/my/datos-protocolos` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ datos: DATOS_PROTOCOLOS_VACIOS, familia: 'SANIDAD' });
    expect(first.json().pendientes).toHaveLength(11);

    const saved = await call(empresa.client, { method: 'PUT', url: `${core}/empresas/my/datos-protocolos`, payload: COMPLETOS });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ datos: COMPLETOS, pendientes: [], familia: 'SANIDAD' });
    expect((await call(empresa.client, { method: 'GET', url: `${core}/empresas/my/datos-protocolos` })).json().datos).toEqual(COMPLETOS);

    const [audit] = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, empresa.id), eq(auditLog.action, 'empresa.datos-protocolos')));
    expect(audit?.changes).toMatchObject({ before: DATOS_PROTOCOLOS_VACIOS, after: COMPLETOS });
  });

  it("refuses the administrator's own e-mail as the harassment channel, and a malformed hour", async () => {
    const empresa = await empresaWith({});
    const own = await call(empresa.client, { method: 'PUT', url: `${core}/empresas/my/datos-protocolos`, payload: { ...COMPLETOS, canalAcoso: empresa.email.toUpperCase() } });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: { canalAcoso: expect.stringContaining('no puede ser el correo del administrador') } });
    const hour = await call(empresa.client, { method: 'PUT', url: `${core}/empresas/my/datos-protocolos`, payload: { ...COMPLETOS, horaInicio: '8h' } });
    expect(hour.statusCode).toBe(400);
    const half = await call(empresa.client, { method: 'PUT', url: `${core}/empresas/my/datos-protocolos`, payload: { ...COMPLETOS, horaFin: null } });
    expect(half.statusCode).toBe(400);
  });

  it("a gestoría reads and saves its own companies' facts, lists those with facts missing, and never reaches another's", async () => {
    const empresa = await empresaWith({ nombreComercial: `Aaa pendiente ${Date.now()}` });
    const url = `${core}/gestorias/my/empresas/${empresa.nifCif}/datos-protocolos`;
    const pendientes = async () => (await call(gestoria.token, { method: 'GET', url: `${core}/gestorias/my/datos-protocolos/pendientes` })).json();
    const before = await pendientes();
    expect(before.empresas).toContainEqual({ id: empresa.id, nifCif: empresa.nifCif, nombreComercial: expect.any(String), pendientes: 11 });

    const partial = await call(gestoria.token, { method: 'PUT', url, payload: { ...COMPLETOS, videovigilancia: null } });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().pendientes).toEqual(['videovigilancia']);
    expect((await pendientes()).empresas).toContainEqual(expect.objectContaining({ id: empresa.id, pendientes: 1 }));
    expect((await call(gestoria.token, { method: 'PUT', url, payload: COMPLETOS })).statusCode).toBe(200);
    const after = await pendientes();
    expect(after.empresas.map((row: { id: string }) => row.id)).not.toContain(empresa.id);
    expect(after.total).toBe(before.total - 1);

    expect((await call(otraGestoria.token, { method: 'GET', url: `${core}/gestorias/my/empresas/${empresa.nifCif}/datos-protocolos` })).statusCode).toBe(404);
    expect((await call(otraGestoria.token, { method: 'PUT', url: `${core}/gestorias/my/empresas/${empresa.nifCif}/datos-protocolos`, payload: COMPLETOS })).statusCode).toBe(404);
    expect((await call(otraGestoria.token, { method: 'GET', url: `${core}/gestorias/my/datos-protocolos/pendientes` })).json().empresas).not.toContainEqual(expect.objectContaining({ id: empresa.id }));
  });

  it('both staff roles read and save any company; other roles may not', async () => {
    const empresa = await empresaWith({});
    for (const token of [superadmin, worker]) {
      expect((await call(token, { method: 'PUT', url: `${core}/admin/empresas/${empresa.id}/datos-protocolos`, payload: COMPLETOS })).statusCode).toBe(200);
      expect((await call(token, { method: 'GET', url: `${core}/admin/empresas/${empresa.id}/datos-protocolos` })).json().datos).toEqual(COMPLETOS);
    }
    for (const token of [empresa.client, gestoria.token]) {
      expect((await call(token, { method: 'GET', url: `${core}/admin/empresas/${empresa.id}/datos-protocolos` })).statusCode).toBe(403);
    }
    expect((await call(superadmin, { method: 'GET', url: `${core}/empresas/my/datos-protocolos` })).statusCode).toBe(403);
    expect((await call(empresa.client, { method: 'GET', url: `${core}/gestorias/my/datos-protocolos/pendientes` })).statusCode).toBe(403);
    expect((await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/${crypto.randomUUID()}/datos-protocolos` })).statusCode).toBe(404);
  });
});

const lopd = (token: string) => documento(token, 'lopd');

describe('the data-protection document follows the activity and the facts', () => {
  it('a dental clinic (CNAE 8621, 12 workers) must designate a DPD (art. 34.1.l), and its register has patients, health data and clinical-record retention', async () => {
    const empresa = await empresaWith({ cnae: '8621', actividad: 'Clínica dental', numTrabajadores: 12 });
    const text = await lopd(empresa.client);
    expect(text).toContain('la empresa está obligada a designar un delegado de protección de datos (art. 34.1.l LOPDGDD)');
    expect(text).not.toContain('no está obligada a designar');
    expect(text).toContain('Designación del delegado de protección de datos');
    expect(text).toContain('en el plazo de diez días');
    expect(text).toContain('Historia clínica y asistencia sanitaria');
    expect(text).toContain('Pacientes');
    expect(text).toMatch(/Datos de salud/);
    expect(text).toContain('Art. 17.1 de la Ley 41/2002');
    // Its risks and the AEPD screening (RGPD arts. 32 and 35.4): health data, minors unknown.
    expect(text).toContain('Análisis de riesgos y evaluación de impacto');
    expect(text).toContain('Acceso indebido a datos de salud (historias clínicas, informes, alergias)');
    expect(text).toMatch(/Datos de menores: pendiente de completar/);
    expect(text).toMatch(/Conclusión: pendiente de completar\. «Historia clínica y asistencia sanitaria» cumple el criterio 4/);
    // Treating children: two criteria on the clinical records, so an impact assessment.
    await call(empresa.client, { method: 'PUT', url: `${core}/empresas/my/datos-protocolos`, payload: { ...COMPLETOS, datosMenores: true } });
    const conMenores = await lopd(empresa.client);
    expect(conMenores).toContain('Conclusión: la empresa debe realizar una evaluación de impacto relativa a la protección de datos (art. 35 RGPD) de «Historia clínica y asistencia sanitaria»');
    // The annexes, fitted to its facts: delegados, its processors, cameras, an obliged DPD in the clauses.
    for (const annex of [
      'Anexo I. Política de uso de dispositivos digitales',
      'Anexo II. Contrato de encargado del tratamiento',
      'Anexo III. Violaciones de seguridad: ficha y registro',
      'Anexo IV. Ejercicio de derechos: formulario y registro',
      'Anexo V. Cláusulas informativas',
      'Anexo VI. Videovigilancia: cartel y cláusula informativa',
    ]) {
      expect(conMenores).toContain(annex);
    }
    expect(conMenores).toContain('(delegados de personal), como exige el artículo 87.3 de la LOPDGDD');
    expect(conMenores).toContain('La empresa firma este contrato con cada uno de sus encargados: gestoría laboral y nóminas, mantenimiento informático.');
    expect(conMenores).toContain('(art. 28.3.h RGPD)');
    expect(conMenores).toContain('Registro de violaciones de seguridad (art. 33.5 RGPD)');
    expect(conMenores).toContain('Límite para notificar a la AEPD (72 horas)');
    expect(conMenores).toContain('Portabilidad de los datos que facilitó');
    expect(conMenores).toContain('ZONA VIDEOVIGILADA');
    expect(conMenores).toContain('art. 22.3 LOPDGDD');
    expect(conMenores).toMatch(/Historia clínica y asistencia sanitaria\. Responsable: .{0,2000}?Delegado de protección de datos: _+/);
  });

  it('a haulier is not obliged, with its reason; its unknown facts are "pendiente de completar"', async () => {
    const empresa = await empresaWith({ cnae: '4941', actividad: 'Transporte de mercancías por carretera' });
    const text = await lopd(empresa.client);
    expect(text).toContain('la empresa no está obligada a designar un delegado de protección de datos (art. 34.1 LOPDGDD y art. 37.1 RGPD)');
    expect(text).toContain('Tacógrafo y tiempos de conducción');
    expect(text).toContain('Videovigilancia: pendiente de completar');
    // Once known, the fact adds its processing activity.
    await call(empresa.client, { method: 'PUT', url: `${core}/empresas/my/datos-protocolos`, payload: { ...COMPLETOS, datosSalud: false, geolocalizacion: true } });
    const completed = await lopd(empresa.client);
    expect(completed).not.toContain('pendiente de completar');
    expect(completed).toContain('Geolocalización de vehículos y dispositivos');
    expect(completed).toContain('Un mes como máximo desde la captación');
    expect(completed).toContain('Conclusión: no es necesaria una evaluación de impacto relativa a la protección de datos.');
  });

  it('draws no DPD conclusion from a fact left empty (a care home that has not said whether it keeps health records)', async () => {
    const empresa = await empresaWith({ cnae: '8731', actividad: 'Residencia de personas mayores' });
    const text = await lopd(empresa.client);
    expect(text).toContain('Conclusión: pendiente de completar');
    expect(text).not.toMatch(/la empresa (no )?está obligada a designar/);
    // Nor an impact-assessment conclusion, nor a risk level for what it has not said.
    expect(text).not.toContain('Conclusión: la empresa debe realizar una evaluación de impacto');
    expect(text).not.toContain('Conclusión: no es necesaria una evaluación de impacto');
    expect(text).toMatch(/Conclusión: pendiente de completar\. «Atención a personas usuarias» cumple el criterio 9 y depende de datos pendientes para el criterio 4/);
    expect(text).toMatch(/Acceso indebido a datos de salud de clientes o personas usuarias Tratamiento: Atención a personas usuarias Probabilidad, impacto y nivel: pendiente de completar Se valorará cuando la empresa complete este dato: Datos de salud\./);
    await call(empresa.client, { method: 'PUT', url: `${core}/empresas/my/datos-protocolos`, payload: { ...COMPLETOS, datosSalud: true } });
    expect(await lopd(empresa.client)).toContain('la empresa está obligada a designar un delegado de protección de datos (art. 34.1.l LOPDGDD)');
  });
});

describe('the harassment protocol and the disconnection policy follow the facts', () => {
  it('with a works council: negotiated with it, the confidential channel, the annexes; hours and sector in the policy, a draft until approved', async () => {
    const empresa = await empresaWith({ cnae: '4941', actividad: 'Transporte de mercancías por carretera', numTrabajadores: 60 });
    const datos = { ...COMPLETOS, representacion: 'COMITE', horaInicio: '07:00', horaFin: '15:00', turnos: false, planIgualdad: true, canalDenuncias: false } as const;
    expect((await call(empresa.client, { method: 'PUT', url: `${core}/empresas/my/datos-protocolos`, payload: datos })).statusCode).toBe(200);

    const acoso = await documento(empresa.client, 'acoso');
    expect(acoso).toContain('Acta de negociación con la representación legal');
    expect(acoso).toContain('(comité de empresa)');
    expect(acoso).toContain('Estado: BORRADOR pendiente de aprobación');
    expect(acoso).toContain(COMPLETOS.canalAcoso);
    expect(acoso).not.toContain(`${empresa.email} (asunto`);
    expect(acoso).not.toContain('aprueba el presente protocolo');
    expect(acoso).toContain('la empresa cuenta con un plan de igualdad');
    expect(acoso).toContain('a implantar un sistema interno de información conforme a la Ley 2/2023');
    expect(acoso).toContain('Anexo: información sobre protección de datos de las denuncias');
    expect(acoso).toContain('Anexo: acuse de recibo del protocolo');
    // Sixty workers: more than fifty, so the LGTBI measures with their harassment protocol (Ley 4/2023 art. 15).
    expect(acoso).toContain('art. 15 de la Ley 4/2023 y Real Decreto 1026/2024');

    const draft = await documento(empresa.client, 'desconexion');
    expect(draft).toContain('de 15:00 a 07:00 del día siguiente');
    expect(draft).not.toContain('19:00 a 8:00');
    expect(draft).toContain('Las incidencias de una ruta en curso');
    expect(draft).toContain('la empresa la someterá a la audiencia de la representación legal');
    expect(draft).toContain('BORRADOR: esta política no está aprobada');
    expect(draft).toContain('Fecha de adopción: ____ de ______________ de ______');

    await call(empresa.client, { method: 'PUT', url: `${core}/empresas/my/datos-protocolos`, payload: { ...datos, fechaAprobacionDesconexion: '2026-10-05', fechaAprobacionAcoso: '2026-09-28' } });
    const approved = await documento(empresa.client, 'desconexion');
    expect(approved).toContain('la empresa la sometió a la audiencia de la representación legal');
    expect(approved).toContain('aprueba la presente política de desconexión digital el 5 de octubre de 2026');
    expect(approved).not.toContain('BORRADOR');
    expect(await documento(empresa.client, 'acoso')).toContain('Acordado el 28 de septiembre de 2026');
  });

  it('with the facts unknown: "pendiente de completar" and no conclusion on who approves or when the day ends', async () => {
    const empresa = await empresaWith({ cnae: '5610', actividad: 'Restaurante', numTrabajadores: 8 });
    const acoso = await documento(empresa.client, 'acoso');
    expect(acoso).toContain('Representación legal de las personas trabajadoras: pendiente de completar');
    expect(acoso).toContain('pendiente de completar (una dirección confidencial de la comisión de instrucción');
    expect(acoso).not.toMatch(/Acta de (negociación|consulta)/);
    const desconexion = await documento(empresa.client, 'desconexion');
    expect(desconexion).toContain('Horario de la empresa: pendiente de completar');
    expect(desconexion).toContain('Trabajo a turnos: pendiente de completar');
    expect(desconexion).toContain('La cobertura urgente de un turno');
    // The data-protection pack: no risk level, no assessment conclusion, no annex stating what is unknown.
    const text = await lopd(empresa.client);
    expect(text).toContain('Conclusión: pendiente de completar.');
    expect(text).not.toMatch(/Conclusión: (la empresa debe realizar|no es necesaria) una evaluación de impacto/);
    expect(text).toContain('Videovigilancia Probabilidad, impacto y nivel: pendiente de completar');
    expect(text).toContain('Representación legal de las personas trabajadoras: pendiente de completar. Si la empresa cuenta con ella, participa en la elaboración');
    expect(text).not.toMatch(/Estos criterios se han elaborado con la participación|no cuenta con representación legal de las personas trabajadoras: los criterios/);
    expect(text).toContain('Encargados del tratamiento de la empresa: pendiente de completar.');
    expect(text).toContain('Uso de sistemas de geolocalización: pendiente de completar.');
    expect(text).not.toContain('ZONA VIDEOVIGILADA');
  });
});
