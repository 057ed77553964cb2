import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('TRUSTED_PROXIES', () => {
  it('is empty by default: no X-Forwarded-For is believed', () => {
    expect(loadConfig({}).TRUSTED_PROXIES).toEqual([]);
  });

  it('takes addresses and CIDR ranges separated by commas', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.5, 172.16.0.0/12,::1 ,fd00::/8,loopback' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', '*'])('refuses to start with %s', (value) => {
    expect(() => loadConfig({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('VERI*FACTU sending', () => {
  it('is off by default, with the QR codes on the test host', () => {
    expect(loadConfig({})).toMatchObject({ VERIFACTU_SENDING: 'off', VERIFACTU_ENVIRONMENT: 'test' });
  });

  it('refuses to start sending without the certificate the agency authenticates with', () => {
    expect(() => loadConfig({ VERIFACTU_SENDING: 'aeat' })).toThrow(/VERIFACTU_CERT_P12_PATH/);
    expect(loadConfig({ VERIFACTU_SENDING: 'aeat', VERIFACTU_CERT_P12_PATH: '/etc/cumplia/aeat.p12' }).VERIFACTU_SENDING).toBe('aeat');
  });
});

describe('in production (NODE_ENV=production)', () => {
  it("refuses to start with the invoices' QR on the agency's test host, or without the issuer's certificate for the records", () => {
    expect(() => loadConfig({ NODE_ENV: 'production', VERIFACTU_CERT_P12_PATH: '/etc/cumplia/emisor.p12' })).toThrow(/VERIFACTU_ENVIRONMENT/);
    expect(() => loadConfig({ NODE_ENV: 'production', VERIFACTU_ENVIRONMENT: 'production' })).toThrow(/VERIFACTU_CERT_P12_PATH/);
    expect(loadConfig({ NODE_ENV: 'production', VERIFACTU_ENVIRONMENT: 'production', VERIFACTU_CERT_P12_PATH: '/etc/cumplia/emisor.p12' })).toMatchObject({ VERIFACTU_SENDING: 'off' });
  });
});

describe('PUBLIC_URL', () => {
  it('follows the port the server listens on when not set, so e-mail and SMS links reach it', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4123' })).toMatchObject({ PUBLIC_URL: 'http://localhost:4123', PUBLIC_URL_SET: false });
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '8080' }).PUBLIC_URL).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).PUBLIC_URL).toBe('http://[::1]:8080');
    expect(loadConfig({ HOST: '::', PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('is the address given when set, without a trailing slash', () => {
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: 'https://app.cumplia.es/' })).toMatchObject({ PUBLIC_URL: 'https://app.cumplia.es', PUBLIC_URL_SET: true });
  });

  it('refuses an address that is not a URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'app.cumplia.es' })).toThrow(/PUBLIC_URL/);
  });
});

describe('the SEPA creditor settings (issue 20)', () => {
  it('stops the start on a creditor identifier with wrong check digits, naming the setting', () => {
    expect(loadConfig({}).PROVIDER_SEPA_CREDITOR_ID).toBe('ES11000B12345674');
    expect(() => loadConfig({ PROVIDER_SEPA_CREDITOR_ID: 'ES12000B12345674' })).toThrow(/PROVIDER_SEPA_CREDITOR_ID: the check digits or the NIF/);
    // Right check digits over a wrong NIF (its control letter) are refused too.
    expect(() => loadConfig({ PROVIDER_SEPA_CREDITOR_ID: 'ES22000B12345670' })).toThrow(/PROVIDER_SEPA_CREDITOR_ID/);
  });

  it('stops the start on a creditor IBAN or BIC that is wrong, naming the setting', () => {
    expect(() => loadConfig({ SEPA_BBVA_IBAN: 'ES3501822370400001000026' })).toThrow(/SEPA_BBVA_IBAN: the check digits of this IBAN are wrong/);
    expect(() => loadConfig({ SEPA_CAJA_SIETE_IBAN: 'DE89370400440532013000' })).toThrow(/SEPA_CAJA_SIETE_IBAN/);
    expect(() => loadConfig({ SEPA_CAJA_SIETE_BIC: 'BCOE12MM076' })).toThrow(/SEPA_CAJA_SIETE_BIC/);
    expect(loadConfig({ SEPA_BBVA_BIC: 'BBVAESMM' }).SEPA_BBVA_BIC).toBe('BBVAESMM');
  });
});
