import { DOMParser } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyIndependently } from '../../../test/support/xades-verify.ts';
import { generateSelfSignedCertificate } from '../pki/self-signed-certificate.ts';
import { createVerificadorXades, firmanteDePkcs12, firmarXades, POLITICA_FIRMA, verificarXades, type Firmante } from './firma-xades.ts';

const SF = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';
const registro = `<sf:RegistroAnulacion xmlns:sf="${SF}"><sf:IDVersion>1.0</sf:IDVersion><sf:Huella>3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60</sf:Huella></sf:RegistroAnulacion>`;

let firmante: Firmante;
beforeAll(async () => {
  const { p12, passphrase } = generateSelfSignedCertificate('Cumplia Compliance S.L. (demostración)', 'Cumplia Compliance S.L.');
  firmante = await firmanteDePkcs12(p12, passphrase);
});

// RD 1007/2023 art. 12 and Orden HAC/1177/2024 arts. 9 and 11: in a non-VERI*FACTU system every
// record carries an enveloped XAdES signature under the policy the agency's specification names.
describe('the enveloped XAdES signature of a record', () => {
  it('is the record\'s last child, names the AGE policy v1.9, and verifies with an independent verifier and with its own', async () => {
    const signed = await firmarXades(registro, firmante, new Date('2026-03-10T10:00:00Z'));
    const document = new DOMParser().parseFromString(signed, 'text/xml');
    expect(document.documentElement!.lastChild!.localName).toBe('Signature');
    expect(signed).toContain(POLITICA_FIRMA.identifier);
    expect(signed).toContain(POLITICA_FIRMA.digestSha1);
    expect(signed).toContain(POLITICA_FIRMA.url);
    expect(signed).toContain('http://www.w3.org/2000/09/xmldsig#enveloped-signature');
    // The reference to the record is the whole document: URI="" (XMLDSig §4.4.3.2, an enveloped signature).
    expect(signed).toMatch(/<ds:Reference [^>]*URI=""[^>]*>\s*<ds:Transforms>\s*<ds:Transform Algorithm="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#enveloped-signature"/);
    expect(signed).toContain('<xades:SigningTime>');
    expect(signed).toContain(firmante.certificateBase64.slice(0, 60));
    expect(verifyIndependently(signed)).toBe(true);
    expect(await verificarXades(signed)).toBe(true);
  });

  it('still verifies once embedded in a message whose root declares other namespaces', async () => {
    const signed = await firmarXades(registro, firmante, new Date());
    const message = `<sfLR:RegFactuSistemaFacturacion xmlns:sfLR="urn:example:lr" xmlns:sf="${SF}"><sfLR:RegistroFactura>${signed}</sfLR:RegistroFactura></sfLR:RegFactuSistemaFacturacion>`;
    const record = new DOMParser().parseFromString(message, 'text/xml').getElementsByTagNameNS(SF, 'RegistroAnulacion')[0]!;
    const standalone = record.toString();
    expect(verifyIndependently(standalone)).toBe(true);
  });

  it('fails once the record is changed', async () => {
    const signed = await firmarXades(registro, firmante, new Date());
    const tampered = signed.replace('3C464DAF', '3C464DAE');
    expect(verifyIndependently(tampered)).toBe(false);
    expect(await verificarXades(tampered)).toBe(false);
  });

  it('remembered as valid, is still refused once a byte changes, and a refused one is never remembered', async () => {
    const verificar = createVerificadorXades(verificarXades, 2);
    const signed = await firmarXades(registro, firmante, new Date());
    const tampered = signed.replace('3C464DAF', '3C464DAE');
    expect(await verificar(tampered)).toBe(false);
    expect(await verificar(signed)).toBe(true);
    expect(await verificar(signed)).toBe(true);
    expect(await verificar(tampered)).toBe(false);
    // Past its limit the oldest is forgotten and verified afresh: still the same answers.
    const others = [await firmarXades(registro, firmante, new Date('2026-01-01T00:00:00Z')), await firmarXades(registro, firmante, new Date('2026-01-02T00:00:00Z'))];
    for (const other of others) expect(await verificar(other)).toBe(true);
    expect(await verificar(signed)).toBe(true);
    expect(await verificar(tampered)).toBe(false);
  });
});
