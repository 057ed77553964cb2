import { P12Signer } from '@signpdf/signer-p12';
import { describe, expect, it } from 'vitest';
import { generateSelfSignedCertificate } from '../pki/self-signed-certificate.ts';
import { SealSigner } from './seal-signer.ts';

const certificate = generateSelfSignedCertificate('Cumplia Compliance S.L.', 'Cumplia Compliance S.L.');
const content = Buffer.from('%PDF-1.7\nun contrato cualquiera, con ñ y tildes: adhesión\n%%EOF\n', 'latin1');

describe('the seal signer', () => {
  it.each([
    ['a date within UTCTime (1950–2049)', new Date('2026-11-29T18:45:07Z')],
    ['a date from 2050 on (GeneralizedTime)', new Date('2051-03-01T00:00:00Z')],
  ])('writes the same CMS, byte for byte, as @signpdf’s P12Signer for %s', async (_case, signingTime) => {
    const ours = await new SealSigner(certificate.p12, certificate.passphrase).sign(content, signingTime);
    const theirs = await new P12Signer(certificate.p12, { passphrase: certificate.passphrase }).sign(content, signingTime);
    expect(ours.toString('hex')).toBe(theirs.toString('hex'));
  });

  it('signs what it is given: another content, another signature', async () => {
    const signer = new SealSigner(certificate.p12, certificate.passphrase);
    const at = new Date('2026-11-29T18:45:07Z');
    const first = await signer.sign(content, at);
    const second = await signer.sign(Buffer.concat([content, Buffer.from(' ')]), at);
    expect(second.equals(first)).toBe(false);
  });

  it('refuses a PKCS#12 opened with the wrong passphrase', async () => {
    await expect(new SealSigner(certificate.p12, 'otra').sign(content)).rejects.toThrow();
  });
});
