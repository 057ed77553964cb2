/**
 * The invoicing system's identification: one source for the SistemaInformatico block of every
 * record and event (SuministroInformacion.xsd, EventosSIF.xsd) and for the "declaración
 * responsable" (RD 1007/2023 art. 13; Orden HAC/1177/2024 art. 15; decision 0052). What the
 * provider fills in (its name, NIF and address) comes from the configuration; what describes the
 * software is here, once.
 */

type SiNo = 'S' | 'N';

export const SISTEMA_INFORMATICO = {
  /** NombreSistemaInformatico (at most 30 characters). */
  nombre: 'Cumplia',
  /** IdSistemaInformatico: two characters that tell the producer's systems apart. */
  id: 'CU',
  /** Version (at most 50 characters): the version the declaration covers. */
  version: '1.0',
  /**
   * TipoUsoPosibleSoloVerifactu: N, the system can work as VERI*FACTU or not (VERIFACTU_SENDING,
   * decision 0044). TipoUsoPosibleMultiOT: N, it keeps the invoices of one issuer only (the
   * provider's own). IndicadorMultiplesOT: N, for the same reason.
   */
  soloVerifactu: 'N' as SiNo,
  multiOT: 'N' as SiNo,
  indicadorMultiplesOT: 'N' as SiNo,
  /** Date and place the declaration is signed (art. 13.2 RD 1007/2023: it states them). */
  fechaDeclaracion: '2026-11-26',
  lugarDeclaracion: 'Madrid',
  /** What the system is made of, as the declaration lists it (art. 15.2.c Orden HAC/1177/2024). */
  componentes: [
    'Servidor de aplicación Cumplia (Node.js, TypeScript): emisión de facturas, registros de facturación y de evento, firma XAdES, envío a la AEAT',
    'Base de datos PostgreSQL: conservación de facturas, registros de facturación y registros de evento (solo adición)',
    'Aplicación web Cumplia (navegador): pantallas del personal y de los clientes',
  ],
  /** How the records are signed in the non-VERI*FACTU mode. */
  firma: 'Firma electrónica XAdES enveloped (RSA-SHA256) según la política de firma de la AGE v1.9',
} as const;

/** The SistemaInformatico block of a record or event. */
export interface SistemaInformatico {
  /** The producer of the software: name and NIF. */
  readonly nombreRazon: string;
  readonly nif: string;
  readonly nombreSistemaInformatico: string;
  readonly idSistemaInformatico: string;
  readonly version: string;
  /** This installation's number, unique for the producer. */
  readonly numeroInstalacion: string;
  readonly tipoUsoPosibleSoloVerifactu: 'S' | 'N';
  readonly tipoUsoPosibleMultiOT: 'S' | 'N';
  readonly indicadorMultiplesOT: 'S' | 'N';
}

/** The provider produces and runs the software for its own invoices: it is the producer named here. */
export function sistemaInformatico(productor: { nombre: string; nif: string }, numeroInstalacion: string): SistemaInformatico {
  return {
    nombreRazon: productor.nombre,
    nif: productor.nif,
    nombreSistemaInformatico: SISTEMA_INFORMATICO.nombre,
    idSistemaInformatico: SISTEMA_INFORMATICO.id,
    version: SISTEMA_INFORMATICO.version,
    numeroInstalacion,
    tipoUsoPosibleSoloVerifactu: SISTEMA_INFORMATICO.soloVerifactu,
    tipoUsoPosibleMultiOT: SISTEMA_INFORMATICO.multiOT,
    indicadorMultiplesOT: SISTEMA_INFORMATICO.indicadorMultiplesOT,
  };
}
