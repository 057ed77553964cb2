import { describe, expect, it } from 'vitest';
import { validateXml } from '../xml/validate-xml.ts';
import { chainRecord, type AltaDraft, type RegistroFacturacion } from './registro.ts';
import { registrosXml, type RegistrosEnvelope } from './registro-xml.ts';
import { sistemaInformatico } from './sistema-informatico.ts';
import { SUMINISTRO_LR_SCHEMA } from './verifactu-schemas.ts';

const envelope: RegistrosEnvelope = {
  obligadoEmision: { nombreRazon: 'Cumplia Compliance S.L.', nif: 'B12345674' },
  sistemaInformatico: { ...sistemaInformatico({ nombre: 'Cumplia Software & Co S.L.', nif: 'B12345674' }, 'produccion-1'), version: '1.0.0' },
};

const alta: AltaDraft = {
  tipo: 'alta',
  factura: { idEmisorFactura: 'B12345674', numSerieFactura: 'F2026-000001', fechaExpedicionFactura: '2026-11-02' },
  tipoFactura: 'F1',
  nombreRazonEmisor: 'Cumplia Compliance S.L.',
  descripcionOperacion: 'Protocolo de protección de datos <LOPDGDD> & acoso laboral',
  destinatario: { nombreRazon: 'Ñandú Logística & Hijos S.L.', nif: 'A58818501' },
  desglose: [{ tipoImpositivoPercent: 21, baseImponibleCents: 21_000, cuotaRepercutidaCents: 4_410 }],
  rectificacion: null,
  fechaHoraHusoGenRegistro: '2026-11-02T10:00:00+01:00',
};

function chain(): RegistroFacturacion[] {
  const first = chainRecord(alta, null);
  const anulacion = chainRecord({ tipo: 'anulacion', factura: first.factura, fechaHoraHusoGenRegistro: '2026-11-03T10:00:00+01:00' }, first);
  const rectificativa = chainRecord(
    {
      ...alta,
      factura: { ...alta.factura, numSerieFactura: 'R2026-000001', fechaExpedicionFactura: '2026-11-04' },
      tipoFactura: 'R1',
      rectificacion: {
        tipoRectificativa: 'S',
        facturasRectificadas: [first.factura],
        importeRectificacion: { baseRectificadaCents: 21_000, cuotaRectificadaCents: 4_410 },
      },
      fechaHoraHusoGenRegistro: '2026-11-04T10:00:00+01:00',
    },
    anulacion,
  );
  return [first, anulacion, rectificativa];
}

describe('the XML of VERI*FACTU records', () => {
  it('writes a RegistroAlta that validates against SuministroLR.xsd', async () => {
    const [first] = chain();
    const xml = registrosXml(envelope, [first!]);
    expect(await validateXml(xml, SUMINISTRO_LR_SCHEMA)).toEqual([]);
    expect(xml).toContain('<sfLR:Cabecera><sf:ObligadoEmision><sf:NombreRazon>Cumplia Compliance S.L.</sf:NombreRazon><sf:NIF>B12345674</sf:NIF></sf:ObligadoEmision></sfLR:Cabecera>');
    expect(xml).toContain('<sf:IDFactura><sf:IDEmisorFactura>B12345674</sf:IDEmisorFactura><sf:NumSerieFactura>F2026-000001</sf:NumSerieFactura><sf:FechaExpedicionFactura>02-11-2026</sf:FechaExpedicionFactura></sf:IDFactura>');
    expect(xml).toContain('<sf:Impuesto>01</sf:Impuesto><sf:ClaveRegimen>01</sf:ClaveRegimen><sf:CalificacionOperacion>S1</sf:CalificacionOperacion><sf:TipoImpositivo>21.00</sf:TipoImpositivo><sf:BaseImponibleOimporteNoSujeto>210.00</sf:BaseImponibleOimporteNoSujeto><sf:CuotaRepercutida>44.10</sf:CuotaRepercutida>');
    expect(xml).toContain('<sf:CuotaTotal>44.10</sf:CuotaTotal>');
    expect(xml).toContain('<sf:ImporteTotal>254.10</sf:ImporteTotal>');
    expect(xml).toContain('<sf:Encadenamiento><sf:PrimerRegistro>S</sf:PrimerRegistro></sf:Encadenamiento>');
    expect(xml).toContain('<sf:NombreSistemaInformatico>Cumplia</sf:NombreSistemaInformatico><sf:IdSistemaInformatico>CU</sf:IdSistemaInformatico><sf:Version>1.0.0</sf:Version>');
    expect(xml).toContain('<sf:NombreRazon>Cumplia Software &amp; Co S.L.</sf:NombreRazon><sf:NIF>B12345674</sf:NIF>');
    // The system works as VERI*FACTU or not (decision 0044), as its declaración responsable says (decision 0052).
    expect(xml).toContain('<sf:TipoUsoPosibleSoloVerifactu>N</sf:TipoUsoPosibleSoloVerifactu><sf:TipoUsoPosibleMultiOT>N</sf:TipoUsoPosibleMultiOT><sf:IndicadorMultiplesOT>N</sf:IndicadorMultiplesOT>');
    expect(xml).toContain('<sf:DescripcionOperacion>Protocolo de protección de datos &lt;LOPDGDD&gt; &amp; acoso laboral</sf:DescripcionOperacion>');
    expect(xml).toContain('<sf:FechaHoraHusoGenRegistro>2026-11-02T10:00:00+01:00</sf:FechaHoraHusoGenRegistro>');
    expect(xml).toContain(`<sf:TipoHuella>01</sf:TipoHuella>\n      <sf:Huella>${first!.huella}</sf:Huella>`);
  });

  it('writes a RegistroAnulacion and a rectifying alta chained to it, valid together', async () => {
    const records = chain();
    const xml = registrosXml(envelope, records);
    expect(await validateXml(xml, SUMINISTRO_LR_SCHEMA)).toEqual([]);
    const [, , anulacion, rectificativa] = xml.split('<sfLR:RegistroFactura>');
    expect(anulacion).toContain('<sf:IDEmisorFacturaAnulada>B12345674</sf:IDEmisorFacturaAnulada><sf:NumSerieFacturaAnulada>F2026-000001</sf:NumSerieFacturaAnulada><sf:FechaExpedicionFacturaAnulada>02-11-2026</sf:FechaExpedicionFacturaAnulada>');
    expect(anulacion).toContain(`<sf:RegistroAnterior><sf:IDEmisorFactura>B12345674</sf:IDEmisorFactura><sf:NumSerieFactura>F2026-000001</sf:NumSerieFactura><sf:FechaExpedicionFactura>02-11-2026</sf:FechaExpedicionFactura><sf:Huella>${records[0]!.huella}</sf:Huella></sf:RegistroAnterior>`);
    expect(rectificativa).toContain('<sf:TipoFactura>R1</sf:TipoFactura>\n      <sf:TipoRectificativa>S</sf:TipoRectificativa>');
    expect(rectificativa).toContain('<sf:ImporteRectificacion><sf:BaseRectificada>210.00</sf:BaseRectificada><sf:CuotaRectificada>44.10</sf:CuotaRectificada></sf:ImporteRectificacion>');
    expect(rectificativa).toContain(`<sf:Huella>${records[1]!.huella}</sf:Huella></sf:RegistroAnterior>`);
  });

  it('names the agency\'s request in the header of a remittance under requerimiento, valid against SuministroLR.xsd', async () => {
    // SuministroInformacion.xsd, CabeceraType: RemisionRequerimiento (RefRequerimiento, FinRequerimiento S/N) after ObligadoEmision.
    const records = chain();
    const middle = registrosXml(envelope, records, [], { refRequerimiento: 'REQ2026X0001', finRequerimiento: false });
    const last = registrosXml(envelope, records, [], { refRequerimiento: 'REQ2026X0001', finRequerimiento: true });
    expect(await validateXml(middle, SUMINISTRO_LR_SCHEMA)).toEqual([]);
    expect(await validateXml(last, SUMINISTRO_LR_SCHEMA)).toEqual([]);
    expect(middle).toContain('</sf:ObligadoEmision><sf:RemisionRequerimiento><sf:RefRequerimiento>REQ2026X0001</sf:RefRequerimiento><sf:FinRequerimiento>N</sf:FinRequerimiento></sf:RemisionRequerimiento></sfLR:Cabecera>');
    expect(last).toContain('<sf:FinRequerimiento>S</sf:FinRequerimiento>');
    expect(registrosXml(envelope, records)).not.toContain('RemisionRequerimiento');
    // A reference longer than TextMax18Type is caught by the schema.
    const tooLong = registrosXml(envelope, records, [], { refRequerimiento: 'R'.repeat(19), finRequerimiento: true });
    expect((await validateXml(tooLong, SUMINISTRO_LR_SCHEMA))[0]?.message).toContain('RefRequerimiento');
  });

  it('is caught by the schema when a record is wrong', async () => {
    const [first] = chain();
    const xml = registrosXml(envelope, [first!]).replace('<sf:TipoHuella>01</sf:TipoHuella>', '<sf:TipoHuella>02</sf:TipoHuella>');
    const errors = await validateXml(xml, SUMINISTRO_LR_SCHEMA);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain('TipoHuella');
  });

  it('refuses a complete invoice without recipient, a rectification outside an R invoice, and more than 1,000 records', () => {
    const [first] = chain();
    expect(() => registrosXml(envelope, [{ ...first!, destinatario: null } as RegistroFacturacion])).toThrow(RangeError);
    expect(() => registrosXml(envelope, [{ ...first!, rectificacion: { tipoRectificativa: 'I', facturasRectificadas: [] } } as RegistroFacturacion])).toThrow(RangeError);
    expect(() => registrosXml(envelope, [])).toThrow(RangeError);
    expect(() => registrosXml(envelope, Array.from({ length: 1001 }, () => first!))).toThrow(RangeError);
  });
});
