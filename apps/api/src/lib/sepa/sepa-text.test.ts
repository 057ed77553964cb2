import { describe, expect, it } from 'vitest';
import { isSepaId, sepaText, sepaTransliterate } from './sepa-text.ts';

describe('SEPA text', () => {
  it('leaves text already in the SEPA set as it is', () => {
    expect(sepaTransliterate("Cumplia Compliance S.L. (ref: 12/2026) - O'Neill + 1?")).toBe("Cumplia Compliance S.L. (ref: 12/2026) - O'Neill + 1?");
  });

  it('removes accents and diacritics: á→a, ñ→n, ç→c, ü→u, upper case too', () => {
    expect(sepaTransliterate('Ñandú Logística, Camión, Pingüino, Façade')).toBe('Nandu Logistica, Camion, Pinguino, Facade');
    expect(sepaTransliterate('ÁÉÍÓÚ ÀÈÌÒÙ ÄËÏÖÜ ÂÊÎÔÛ Ç Ñ')).toBe('AEIOU AEIOU AEIOU AEIOU C N');
    // The same text in decomposed form (n + combining tilde) gives the same result.
    expect(sepaTransliterate('Espan\u0303a')).toBe('Espana');
  });

  it('writes & as "y", spells letters that do not decompose and drops everything else', () => {
    expect(sepaTransliterate('Pérez & Hijos')).toBe('Perez y Hijos');
    expect(sepaTransliterate('Straße Æsir Øresund Łódź')).toBe('Strasse AEsir Oresund Lodz');
    expect(sepaTransliterate('Col·legi “Sant Jordi” – 2º piso')).toBe('Col.legi Sant Jordi - 2 piso');
    expect(sepaTransliterate('info@empresa.es; 50% <b>€</b> ¿Sí? ¡Vale! #1 _x_ "q" 😀')).toBe('infoempresa.es 50 b/b Si? Vale 1 x q');
  });

  it('turns any white space into one space and trims the ends', () => {
    expect(sepaTransliterate('  Calle\tMayor\n\n 1\u00a0bis  ')).toBe('Calle Mayor 1 bis');
    expect(sepaTransliterate('★★★')).toBe('');
  });

  it('cuts to the maximum after transliterating, with no space left at the end', () => {
    expect(sepaText(`Compañía ${'x'.repeat(65)}`, 70)).toBe(`Compania ${'x'.repeat(61)}`);
    // The 70th character is a space: cut there, the name ends at the 69th.
    expect(sepaText(`Compañía ${'x'.repeat(60)} Ñ final`, 70)).toBe(`Compania ${'x'.repeat(60)}`);
    expect(sepaText('Factura número 1', 15)).toBe('Factura numero');
    expect(sepaText('a'.repeat(200), 140)).toHaveLength(140);
  });

  it('accepts ids of up to 35 characters of the set, without leading or trailing "/" or "//"', () => {
    expect(isSepaId('F2026-000123')).toBe(true);
    expect(isSepaId('A'.repeat(35))).toBe(true);
    expect(isSepaId('A'.repeat(36))).toBe(false);
    expect(isSepaId('')).toBe(false);
    expect(isSepaId('/F1')).toBe(false);
    expect(isSepaId('F1/')).toBe(false);
    expect(isSepaId('F//1')).toBe(false);
    expect(isSepaId('F_1')).toBe(false);
    expect(isSepaId('FACTURA Ñ1')).toBe(false);
    expect(isSepaId(' F1')).toBe(false);
  });
});
