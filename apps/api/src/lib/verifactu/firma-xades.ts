import { createHash, webcrypto } from 'node:crypto';
import { DOMImplementation, DOMParser, XMLSerializer } from '@xmldom/xmldom';
import forge from 'node-forge';
import * as xadesjs from 'xadesjs';
import * as xmldsigjs from 'xmldsigjs';
import * as xpath from 'xpath';

/**
 * The enveloped XAdES signature a non-VERI*FACTU system puts on every invoice record, cancellation
 * record and event (RD 1007/2023 art. 12; Orden HAC/1177/2024 arts. 9 and 11; decision 0044): made
 * by xadesjs (PeculiarVentures, on xmldsigjs and WebCrypto), never by hand-made canonicalisation.
 * - RSA-SHA256 over an exclusive C14N SignedInfo; one reference to the whole record (URI "",
 *   enveloped-signature and exclusive C14N transforms, SHA-256), so the signed record keeps verifying
 *   once it is embedded in a message whose root declares other namespaces; one to the XAdES
 *   SignedProperties.
 * - SignedProperties: SigningTime, SigningCertificate (SHA-256 of the certificate) and the signature
 *   policy the agency's specification names, the AGE policy v1.9 (its OID, the SHA-1 digest of the
 *   policy document and its URL).
 * - KeyInfo carries the signer's certificate, so a verifier needs nothing else.
 */

xadesjs.Application.setEngine('NodeJS', webcrypto as unknown as Crypto);
xadesjs.setNodeDependencies({ DOMParser, XMLSerializer, DOMImplementation, xpath });

/** Política de firma electrónica y de certificados de la Administración General del Estado, v1.9. */
export const POLITICA_FIRMA = {
  identifier: 'urn:oid:2.16.724.1.3.1.1.2.1.9',
  /** SHA-1 of the policy document, base64, as the agency's examples write it. */
  digestSha1: 'G7roucf600+f03r/o0bAOQ6WAs0=',
  url: 'https://sede.administracion.gob.es/politica_de_firma_anexo_1.pdf',
} as const;

const SIGN_ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/** Who signs: the key and its certificate (base64 DER), read from a PKCS#12. */
export interface Firmante {
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  readonly certificateBase64: string;
  /** The certificate's subject, for the screens. */
  readonly subject: string;
}

/** The signing key and certificate of a PKCS#12 file (the first key and the certificate that goes with it). */
export async function firmanteDePkcs12(p12: Buffer, passphrase: string): Promise<Firmante> {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), passphrase);
  const { pkcs8ShroudedKeyBag, keyBag: plainKeyBag, certBag } = forge.pki.oids as Record<string, string>;
  const bagsOf = (bagType: string) => parsed.getBags({ bagType })[bagType] ?? [];
  const keyBag = [...bagsOf(pkcs8ShroudedKeyBag!), ...bagsOf(plainKeyBag!)][0];
  const certificate = bagsOf(certBag!)[0]?.cert;
  if (!keyBag?.key || !certificate) throw new Error('El PKCS#12 no tiene clave y certificado.');
  const pkcs8 = Buffer.from(forge.asn1.toDer(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keyBag.key as forge.pki.rsa.PrivateKey))).getBytes(), 'binary');
  const certificateDer = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
  const privateKey = await webcrypto.subtle.importKey('pkcs8', pkcs8, SIGN_ALGORITHM, true, ['sign']);
  const jwk = await webcrypto.subtle.exportKey('jwk', privateKey);
  const publicKey = await webcrypto.subtle.importKey('jwk', { kty: jwk.kty, n: jwk.n, e: jwk.e }, SIGN_ALGORITHM, true, ['verify']);
  const subject = certificate.subject.attributes.map((attribute: forge.pki.CertificateField) => `${attribute.shortName ?? attribute.name}=${String(attribute.value)}`).join(', ');
  return { privateKey: privateKey as CryptoKey, publicKey: publicKey as CryptoKey, certificateBase64: certificateDer.toString('base64'), subject };
}

/**
 * `xml` (one record or event, a whole document) with its enveloped XAdES signature appended as the
 * last child of the root element (a record: SuministroInformacion.xsd) or of `parent` (an event:
 * `Evento`, EventosSIF.xsd), where the agency's schemas place `ds:Signature`.
 */
export async function firmarXades(xml: string, firmante: Firmante, signingTime: Date, parent?: { namespace: string; localName: string }): Promise<string> {
  const document = xadesjs.Parse(xml.replace(/^<\?xml[^>]*\?>\s*/, ''));
  const signedXml = new xadesjs.SignedXml();
  // Exclusive C14N for SignedInfo too: the signature verifies whatever namespaces the record's container declares.
  signedXml.XmlSignature.SignedInfo.CanonicalizationMethod.Algorithm = 'http://www.w3.org/2001/10/xml-exc-c14n#';
  const signature = await signedXml.Sign(SIGN_ALGORITHM, firmante.privateKey, document, {
    references: [{ uri: '', hash: 'SHA-256', transforms: ['enveloped', 'exc-c14n'] }],
    x509: [firmante.certificateBase64],
    signingCertificate: { certificate: firmante.certificateBase64, digestAlgorithm: 'SHA-256' },
    signingTime: { value: signingTime },
    policy: {
      hash: 'SHA-1',
      digestValue: POLITICA_FIRMA.digestSha1,
      identifier: { value: POLITICA_FIRMA.identifier },
      qualifiers: [POLITICA_FIRMA.url],
    },
  });
  const into = parent ? document.getElementsByTagNameNS(parent.namespace, parent.localName)[0] : document.documentElement;
  if (!into) throw new Error(`No element ${parent?.localName} to sign into.`);
  into.appendChild(signature.GetXml()!);
  return new XMLSerializer().serializeToString(document as unknown as Parameters<XMLSerializer['serializeToString']>[0]);
}

/**
 * Whether the signature of a signed record or event verifies with the certificate it carries: every
 * reference (the record and the XAdES SignedProperties) and the signature value, read by xmldsigjs
 * (xadesjs 2.6 cannot load back the policy's SPURI qualifier it writes), and it names the policy.
 * The integrity check's own reading; the tests verify with another library (xml-crypto).
 */
export async function verificarXades(signedXml: string): Promise<boolean> {
  try {
    const document = xadesjs.Parse(signedXml);
    const signatures = document.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature');
    if (signatures.length !== 1) return false;
    const policy = document.getElementsByTagNameNS('http://uri.etsi.org/01903/v1.3.2#', 'SigPolicyId')[0];
    if (!policy?.textContent?.includes(POLITICA_FIRMA.identifier)) return false;
    const signature = signatures[0]!;
    // xmldsigjs's enveloped-signature transform removes only a Signature that is a child of the root;
    // an event's sits inside Evento (EventosSIF.xsd). What the transform leaves is the document
    // without its signature wherever it was, so moving it under the root first verifies the same
    // bytes (exclusive C14N of SignedInfo does not depend on where it sits).
    if (signature.parentNode !== document.documentElement) document.documentElement.appendChild(signature);
    const verifier = new xmldsigjs.SignedXml(document);
    verifier.LoadXml(signature);
    return await verifier.Verify();
  } catch {
    return false;
  }
}

/**
 * `verify` (`verificarXades`, or the same on the signing thread) remembering the signed documents it found valid, by the SHA-256 of their exact
 * bytes (at most `limit`, the oldest forgotten first). Verifying is a deterministic function of
 * those bytes, so a document seen valid is valid again; any changed byte is a new digest, verified
 * afresh. "Comprobar integridad" reads every record and event each time: without this, each check
 * re-verified every signature (about 7 ms each), and the checks grew with the log they append to.
 */
export function createVerificadorXades(verify: (signedXml: string) => Promise<boolean>, limit = 250_000): (signedXml: string) => Promise<boolean> {
  const valid = new Set<string>();
  return async (signedXml) => {
    const digest = createHash('sha256').update(signedXml).digest('base64');
    if (valid.has(digest)) return true;
    const verified = await verify(signedXml);
    if (verified) {
      if (valid.size >= limit) valid.delete(valid.values().next().value!);
      valid.add(digest);
    }
    return verified;
  };
}
