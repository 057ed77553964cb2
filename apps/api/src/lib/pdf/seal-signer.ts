import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { Signer } from '@signpdf/utils';

/**
 * The CMS signature of a sealed PDF (adbe.pkcs7.detached), made with Node's own crypto.
 *
 * It writes exactly the SignedData that @signpdf's P12Signer writes (RFC 5652 §5: version 1, one
 * SHA-256 digest algorithm, detached "data" content, the PKCS#12's certificates, one SignerInfo
 * with the contentType, signingTime and messageDigest attributes, in that order, and an RSA
 * PKCS #1 v1.5 signature over their DER as a SET, §5.4), byte for byte — the test compares both.
 * What differs is the work: P12Signer decrypts the PKCS#12 for every seal and hashes the PDF and
 * raises the RSA power in JavaScript (node-forge), some 45 ms of a seal's CPU on a PDF thread;
 * here the PKCS#12 is opened once per thread and OpenSSL does the hash and the signature
 * (decision 0069).
 */

interface OpenedP12 {
  privateKey: KeyObject;
  /** Every certificate of the PKCS#12, as P12Signer encloses them. */
  certificates: forge.asn1.Asn1[];
  /** The certificate of the private key: the SignerInfo names its issuer and serial number. */
  signer: forge.pki.Certificate;
}

/** The object identifiers used (RFC 5652 §§4–5, RFC 2985 §5.3, RFC 7292 §4.2, RFC 8017 App. C, NIST CSOR). */
export const CMS_OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
};

const opened = new Map<string, OpenedP12>();

function openP12(p12: Buffer, passphrase: string): OpenedP12 {
  const key = createHash('sha256').update(p12).update('\0').update(passphrase).digest('hex');
  const known = opened.get(key);
  if (known) return known;
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, passphrase);
  const certificates = (parsed.getBags({ bagType: CMS_OID.certBag })[CMS_OID.certBag] ?? []).flatMap((bag: forge.pkcs12.Bag) => (bag.cert ? [bag.cert] : []));
  const privateKey = parsed.getBags({ bagType: CMS_OID.shroudedKeyBag })[CMS_OID.shroudedKeyBag]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!privateKey) throw new Error('El certificado del sello no tiene clave privada.');
  const signer = certificates.find((certificate: forge.pki.Certificate) => {
    const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
    return privateKey.n.compareTo(publicKey.n) === 0 && privateKey.e.compareTo(publicKey.e) === 0;
  });
  if (!signer) throw new Error('Ningún certificado del sello corresponde a su clave privada.');
  const result = { privateKey: createPrivateKey(forge.pki.privateKeyToPem(privateKey)), certificates: certificates.map((certificate: forge.pki.Certificate) => forge.pki.certificateToAsn1(certificate)), signer };
  opened.set(key, result);
  return result;
}

const { Class, Type } = forge.asn1;
const node = (type: number, constructed: boolean, value: string | forge.asn1.Asn1[]) => forge.asn1.create(Class.UNIVERSAL, type, constructed, value);
const oid = (id: string) => node(Type.OID, false, forge.asn1.oidToDer(id).getBytes());
const algorithm = (id: string) => node(Type.SEQUENCE, true, [oid(id), node(Type.NULL, false, '')]);
const attribute = (type: string, value: forge.asn1.Asn1) => node(Type.SEQUENCE, true, [oid(type), node(Type.SET, true, [value])]);
const binary = (bytes: Buffer) => bytes.toString('binary');

/** RFC 5652 §11.3 with RFC 2985: UTCTime from 1950 to 2049, GeneralizedTime otherwise. */
const time = (date: Date) =>
  date >= new Date('1950-01-01T00:00:00Z') && date < new Date('2050-01-01T00:00:00Z')
    ? node(Type.UTCTIME, false, forge.asn1.dateToUtcTime(date))
    : node(Type.GENERALIZEDTIME, false, forge.asn1.dateToGeneralizedTime(date));

export class SealSigner extends Signer {
  constructor(
    private readonly p12: Buffer,
    private readonly passphrase: string,
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime: Date = new Date()): Promise<Buffer> {
    const { privateKey, certificates, signer } = openP12(this.p12, this.passphrase);
    const attributes = [
      attribute(CMS_OID.contentType, oid(CMS_OID.data)),
      attribute(CMS_OID.signingTime, time(signingTime)),
      attribute(CMS_OID.messageDigest, node(Type.OCTETSTRING, false, binary(createHash('sha256').update(pdfBuffer).digest()))),
    ];
    const signedAttributes = Buffer.from(forge.asn1.toDer(node(Type.SET, true, attributes)).getBytes(), 'binary');
    const signature = sign('sha256', signedAttributes, privateKey);

    const signerInfo = node(Type.SEQUENCE, true, [
      node(Type.INTEGER, false, forge.asn1.integerToDer(1).getBytes()),
      node(Type.SEQUENCE, true, [forge.pki.distinguishedNameToAsn1(signer.issuer), node(Type.INTEGER, false, forge.util.hexToBytes(signer.serialNumber))]),
      algorithm(CMS_OID.sha256),
      forge.asn1.create(Class.CONTEXT_SPECIFIC, 0, true, attributes),
      algorithm(CMS_OID.rsaEncryption),
      node(Type.OCTETSTRING, false, binary(signature)),
    ]);
    const signedData = node(Type.SEQUENCE, true, [
      node(Type.INTEGER, false, forge.asn1.integerToDer(1).getBytes()),
      node(Type.SET, true, [algorithm(CMS_OID.sha256)]),
      node(Type.SEQUENCE, true, [oid(CMS_OID.data)]),
      forge.asn1.create(Class.CONTEXT_SPECIFIC, 0, true, certificates),
      node(Type.SET, true, [signerInfo]),
    ]);
    const contentInfo = node(Type.SEQUENCE, true, [oid(CMS_OID.signedData), forge.asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData])]);
    return Buffer.from(forge.asn1.toDer(contentInfo).getBytes(), 'binary');
  }
}
