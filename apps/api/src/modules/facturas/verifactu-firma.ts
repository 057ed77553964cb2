import { readFileSync } from 'node:fs';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import type { Config } from '../../config.ts';
import { settingMadeOnce } from '../../db/app-settings.ts';
import type { Database } from '../../db/database.ts';
import { generateSelfSignedCertificate } from '../../lib/pki/self-signed-certificate.ts';
import { firmanteDePkcs12, type Firmante } from '../../lib/verifactu/firma-xades.ts';
import { EVENTO_SIGNATURE_PARENT, registroEventoXml, type RegistroEvento } from '../../lib/verifactu/evento.ts';
import type { RegistroFacturacion } from '../../lib/verifactu/registro.ts';
import { registroXml, type RegistrosEnvelope } from '../../lib/verifactu/registro-xml.ts';
import { sistemaInformatico } from '../../lib/verifactu/sistema-informatico.ts';
import { firmarXadesEnHilo } from '../../lib/verifactu/xades-workers.ts';

const DEMO_SETTING = 'verifactu_firma_p12';

/** The certificate that signs the records: configured, or the demo one made at first start. */
export interface CertificadoFirma {
  firmante: Firmante;
  /** Self-signed, made because no PKCS#12 is configured: every screen and export that depends on it says so. */
  demo: boolean;
}

/** A signed record as kept: the signed XML and whether the demo certificate signed it. */
export interface RegistroFirmado {
  firmaXml: string;
  firmaDemo: boolean;
}

export interface RegistroFirmador {
  /** The record as `registroXml` writes it, with its enveloped XAdES signature made at `at`. */
  firmar(registro: RegistroFacturacion, at: Date): Promise<RegistroFirmado>;
  /** An event of the log (RegistroEvento) with its enveloped XAdES signature inside `Evento`. */
  firmarEvento(evento: RegistroEvento, at: Date): Promise<RegistroFirmado>;
  certificado(): Promise<CertificadoFirma>;
}

/** The provider's name and NIF and this installation, as the records name the system (SistemaInformatico). */
export function registrosEnvelope(proveedor: Proveedor, installation: string): RegistrosEnvelope {
  return {
    obligadoEmision: { nombreRazon: proveedor.nombre, nif: proveedor.nif },
    // The provider makes and runs the software for its own invoices (one source: lib/verifactu/sistema-informatico.ts).
    sistemaInformatico: sistemaInformatico(proveedor, installation),
  };
}

/** The records' signer of `config`'s installation: its configured PKCS#12, or the demo certificate kept in the database. */
export function registroFirmadorOf(db: Database, config: Config, proveedor: Proveedor): RegistroFirmador {
  return createRegistroFirmador({ db, proveedor, installation: config.VERIFACTU_INSTALLATION, p12Path: config.VERIFACTU_CERT_P12_PATH, passphrase: config.VERIFACTU_CERT_P12_PASSPHRASE });
}

/**
 * Signs the records of a non-VERI*FACTU system (decision 0044) with the PKCS#12 of
 * VERIFACTU_CERT_P12_PATH and its passphrase, or, with none configured, a self-signed demo
 * certificate made at the first signature and kept in the database, so every instance and restart
 * signs with the same one.
 */
function createRegistroFirmador(deps: { db: Database; proveedor: Proveedor; installation: string; p12Path?: string; passphrase?: string }): RegistroFirmador {
  const sistema = sistemaInformatico(deps.proveedor, deps.installation);
  let loading: Promise<CertificadoFirma> | undefined;

  async function load(): Promise<CertificadoFirma> {
    if (deps.p12Path) return { firmante: await firmanteDePkcs12(readFileSync(deps.p12Path), deps.passphrase ?? ''), demo: false };
    const stored = JSON.parse(
      await settingMadeOnce(deps.db, DEMO_SETTING, () => {
        const generated = generateSelfSignedCertificate(`${deps.proveedor.nombre} (certificado de demostración)`, deps.proveedor.nombre);
        return JSON.stringify({ p12: generated.p12.toString('base64'), passphrase: generated.passphrase });
      }),
    ) as { p12: string; passphrase: string };
    return { firmante: await firmanteDePkcs12(Buffer.from(stored.p12, 'base64'), stored.passphrase), demo: true };
  }

  const certificado = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  return {
    certificado,
    async firmar(registro, at) {
      const { firmante, demo } = await certificado();
      return { firmaXml: await firmarXadesEnHilo(registroXml(registro, sistema), firmante, at), firmaDemo: demo };
    },
    async firmarEvento(evento, at) {
      const { firmante, demo } = await certificado();
      return { firmaXml: await firmarXadesEnHilo(registroEventoXml(evento), firmante, at, EVENTO_SIGNATURE_PARENT), firmaDemo: demo };
    },
  };
}
