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
