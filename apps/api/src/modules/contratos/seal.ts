import { createHash, verify as verifySignature, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import forge from 'node-forge';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { generateSelfSignedCertificate } from '../../lib/pki/self-signed-certificate.ts';
import { settingMadeOnce } from '../../db/app-settings.ts';
import type { SealDetails } from '../../lib/pdf/pdf-engine.ts';
import { CMS_OID } from '../../lib/pdf/seal-signer.ts';
import { inPdfWorker } from '../../lib/pdf/pdf-workers.ts';

/** The platform's sealing certificate: a PKCS#12 (key and certificate) and its passphrase. */
export interface SealCertificate {
  p12: Buffer;
  passphrase: string;
  /** Where it came from: configuration, or generated on first start and kept in the database. */
  source: 'configured' | 'generated';
}

const SETTING_KEY = 'contract_seal_p12';

/** What `loadSealCertificate` takes, from the configuration: the configured PKCS#12, or the names of the one to make. */
export function sealOptionsOf(config: Config): Parameters<typeof loadSealCertificate>[1] {
  return {
    p12Base64: config.CONTRACT_SEAL_P12_BASE64,
    p12Path: config.CONTRACT_SEAL_P12_PATH,
    passphrase: config.CONTRACT_SEAL_P12_PASSPHRASE,
    commonName: `${config.PROVIDER_NAME} · sello de contratos`,
    organization: config.PROVIDER_NAME,
  };
}

/**
 * The sealing certificate: configured (CONTRACT_SEAL_P12_BASE64 or CONTRACT_SEAL_P12_PATH with
 * CONTRACT_SEAL_P12_PASSPHRASE), else the one generated on the first start and kept in the database,
 * like the server secret: every instance and every restart seals with the same certificate.
 */
export async function loadSealCertificate(
  db: Database,
  options: { p12Base64?: string; p12Path?: string; passphrase?: string; commonName: string; organization: string },
): Promise<SealCertificate> {
  if (options.p12Base64 || options.p12Path) {
    const p12 = options.p12Base64 ? Buffer.from(options.p12Base64, 'base64') : readFileSync(options.p12Path!);
    return { p12, passphrase: options.passphrase ?? '', source: 'configured' };
  }
  const value = await settingMadeOnce(db, SETTING_KEY, () => {
    const generated = generateSelfSignedCertificate(options.commonName, options.organization);
    return JSON.stringify({ p12: generated.p12.toString('base64'), passphrase: generated.passphrase });
  });
  const stored = JSON.parse(value) as { p12: string; passphrase: string };
  return { p12: Buffer.from(stored.p12, 'base64'), passphrase: stored.passphrase, source: 'generated' };
}

/**
 * Seals `pdf` with the platform's certificate on a PDF worker thread: an invisible PAdES-style
 * signature (adbe.pkcs7.detached) whose digest covers every byte of the file but the signature
 * itself, so any later change shows (lib/pdf/pdf-engine.ts sealPdfWith).
 */
export function sealPdf(pdf: Uint8Array, seal: SealCertificate, details: SealDetails): Promise<Buffer> {
  return inPdfWorker('sealPdfWith', pdf, seal.p12, seal.passphrase, details);
}

export type SealVerification =
  | { valid: true; signer: string; signingTime: Date | null; certificateSha256: string }
  | { valid: false; reason: string };

const DIGESTS: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
  '1.3.14.3.2.26': 'sha1',
};

type Asn1 = forge.asn1.Asn1;
const children = (node: Asn1 | undefined): Asn1[] => (Array.isArray(node?.value) ? (node.value as Asn1[]) : []);
const bytesOf = (node: Asn1 | undefined): Buffer => Buffer.from(typeof node?.value === 'string' ? node.value : '', 'binary');
const oidOf = (node: Asn1 | undefined): string => forge.asn1.derToOid(typeof node?.value === 'string' ? node.value : '');
const der = (node: Asn1): Buffer => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');

/**
 * Checks the last signature of a PDF sealed by `sealPdf`: the byte range covers the whole file but
 * the signature; its SHA-256 equals the CMS messageDigest attribute; the signature over the signed
 * attributes verifies with the enclosed certificate's public key. Any change to a covered byte fails.
 */
export function verifySeal(pdf: Buffer): SealVerification {
  const text = pdf.toString('latin1');
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = matches.at(-1);
  if (!last) return { valid: false, reason: 'El PDF no lleva sello.' };
  const [a, b, c, d] = last.slice(1, 5).map(Number) as [number, number, number, number];
  if (a !== 0 || c + d !== pdf.length || b >= c) return { valid: false, reason: 'El sello no cubre todo el documento.' };
  const hole = text.slice(b, c);
  const hex = /^<([0-9a-fA-F]+)>$/.exec(hole)?.[1];
  if (!hex) return { valid: false, reason: 'La firma del sello no es legible.' };
  try {
    const cms = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(hex, 'hex').toString('binary')), { parseAllBytes: false } as unknown as boolean);
    const [contentType, wrapped] = children(cms);
    if (oidOf(contentType) !== CMS_OID.signedData) return { valid: false, reason: 'El sello no es una firma CMS.' };
    const signedData = children(children(wrapped)[0]);
    const certificates = signedData.find((node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === 0);
    const signerInfos = signedData.at(-1);
    const signerInfo = children(signerInfos)[0];
    if (!certificates || !signerInfo) return { valid: false, reason: 'El sello no tiene firmante.' };
    const info = children(signerInfo);
    const digestAlgorithm = DIGESTS[oidOf(children(info[2])[0])];
    const signedAttrs = info.find((node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === 0);
    const signature = info.find((node) => node.tagClass === forge.asn1.Class.UNIVERSAL && node.type === forge.asn1.Type.OCTETSTRING);
    if (!digestAlgorithm || !signedAttrs || !signature) return { valid: false, reason: 'El sello está incompleto.' };

    const content = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
    const digest = createHash(digestAlgorithm).update(content).digest();
    let messageDigest: Buffer | null = null;
    let signingTime: Date | null = null;
    for (const attribute of children(signedAttrs)) {
      const [type, values] = children(attribute);
      const value = children(values)[0];
      if (oidOf(type) === CMS_OID.messageDigest) messageDigest = bytesOf(value);
      if (oidOf(type) === CMS_OID.signingTime && typeof value?.value === 'string') {
        signingTime = value.type === forge.asn1.Type.UTCTIME ? forge.asn1.utcTimeToDate(value.value) : forge.asn1.generalizedTimeToDate(value.value);
      }
    }
    if (!messageDigest || !messageDigest.equals(digest)) return { valid: false, reason: 'El documento ha cambiado después de sellarse.' };

    // The signature covers the DER of the signed attributes as a SET (RFC 5652 §5.4).
    const attributesAsSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, children(signedAttrs));
    const certificate = new X509Certificate(der(children(certificates)[0]!));
    const ok = verifySignature(digestAlgorithm, der(attributesAsSet), certificate.publicKey, bytesOf(signature));
    if (!ok) return { valid: false, reason: 'La firma del sello no es válida.' };
    return { valid: true, signer: certificate.subject, signingTime, certificateSha256: createHash('sha256').update(certificate.raw).digest('hex') };
  } catch {
    return { valid: false, reason: 'La firma del sello no es legible.' };
  }
}
