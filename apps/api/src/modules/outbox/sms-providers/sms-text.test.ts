import { describe, expect, it } from 'vitest';
import { prepareSmsText } from './sms-text.ts';

describe('the text of an SMS', () => {
  it('keeps the Spanish letters the GSM alphabet has', () => {
    const text = 'ñÑ éÉ üÜ ¿? ¡! àèìòù Ç';
    expect(prepareSmsText(text)).toEqual({ text, encoding: 'GSM-7', parts: 1 });
  });

  it('writes á, í, ó, ú, º and ª without the accent, so that the message stays in GSM-7', () => {
    expect(prepareSmsText('Áá Íí Óó Úú nº 1ª')).toEqual({ text: 'Aa Ii Oo Uu no 1a', encoding: 'GSM-7', parts: 1 });
  });

  it('turns typographic quotes, dashes, ellipses and hard spaces into their plain forms', () => {
    expect(prepareSmsText('«Hola» “así” — l’acord…\u00a0fin').text).toBe('"Hola" "asi" - l\'acord... fin');
  });

  it('reads accents typed as combining marks like the composed letters', () => {
    expect(prepareSmsText('co\u0301digo n\u0303')).toEqual({ text: 'codigo ñ', encoding: 'GSM-7', parts: 1 });
  });

  it('fits 160 GSM characters in one SMS and 153 per part after that', () => {
    expect(prepareSmsText('a'.repeat(160)).parts).toBe(1);
    expect(prepareSmsText('a'.repeat(161)).parts).toBe(2);
    expect(prepareSmsText('a'.repeat(306)).parts).toBe(2);
    expect(prepareSmsText('a'.repeat(307)).parts).toBe(3);
  });

  it('counts the extension characters (€, [, ], {, }, ~, ^, |, \\) twice', () => {
    expect(prepareSmsText('€'.repeat(80)).parts).toBe(1);
    expect(prepareSmsText(`${'€'.repeat(80)}a`).parts).toBe(2);
  });

  it('sends anything still outside the alphabet as UCS-2, with the original text: 70 characters, 67 per part', () => {
    expect(prepareSmsText('Código ✅')).toEqual({ text: 'Código ✅', encoding: 'UCS-2', parts: 1 });
    expect(prepareSmsText(`✅${'a'.repeat(69)}`).parts).toBe(1);
    expect(prepareSmsText(`✅${'a'.repeat(70)}`).parts).toBe(2);
    // an emoji outside the basic plane takes two UTF-16 units
    expect(prepareSmsText(`😀${'a'.repeat(68)}`).parts).toBe(1);
    expect(prepareSmsText(`😀${'a'.repeat(69)}`).parts).toBe(2);
  });
});
