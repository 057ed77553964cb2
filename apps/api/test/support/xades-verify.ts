import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

const DS = 'http://www.w3.org/2000/09/xmldsig#';

/**
 * Verifies an enveloped XML signature with xml-crypto, a library independent of the xadesjs and
 * xmldsigjs that sign and check in src/: every reference's digest (the record or event, and the
 * XAdES SignedProperties) and the signature value, with the certificate the signature carries in
 * its KeyInfo. `xml` is one signed record or event as a document of its own.
 */
export function verifyIndependently(xml: string): boolean {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const signatures = document.getElementsByTagNameNS(DS, 'Signature');
  if (signatures.length !== 1) return false;
  const verifier = new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
  verifier.loadSignature(signatures[0] as unknown as Node);
  try {
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

/** The records of a RegFactuSistemaFacturacion message, each as a document of its own. */
export function recordsOf(message: string): string[] {
  const document = new DOMParser().parseFromString(message, 'text/xml');
  const sf = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';
  return ['RegistroAlta', 'RegistroAnulacion'].flatMap((name) => Array.from(document.getElementsByTagNameNS(sf, name)).map((element) => element.toString()));
}
