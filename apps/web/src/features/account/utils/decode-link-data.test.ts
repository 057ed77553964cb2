import { describe, expect, it } from 'vitest';
import { decodeLinkData, encodeLinkData } from './decode-link-data';

describe('decodeLinkData', () => {
  it('reads the base64 JSON of the e-mailed links, accents included', () => {
    const raw = encodeLinkData({ username: '12345678Z', email: 'iñigo@example.com', code: '123456' });
    expect(decodeLinkData(raw)).toEqual({
      data: { username: '12345678Z', email: 'iñigo@example.com', code: '123456' },
      malformed: false,
    });
  });

  it('accepts the URL-safe alphabet, missing padding, a "+" turned into a space and a numeric code', () => {
    const raw = encodeLinkData({ username: '>>>?', code: 42 });
    expect(raw).toMatch(/[+/=]/);
    const urlSafe = raw.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeLinkData(urlSafe).data).toEqual({ username: '>>>?', code: '42' });
    expect(decodeLinkData(raw.replace(/\+/g, ' ')).data).toEqual({ username: '>>>?', code: '42' });
  });

  it('is not an error when there is no parameter', () => {
    expect(decodeLinkData(null)).toEqual({ data: {}, malformed: false });
    expect(decodeLinkData('')).toEqual({ data: {}, malformed: false });
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of text that is not JSON', btoa('hola')],
    ['base64 of a JSON array', btoa('[1,2]')],
    ['a username that is not text', btoa('{"username":{"a":1}}')],
  ])('marks %s as malformed', (_case, raw) => {
    expect(decodeLinkData(raw)).toEqual({ data: {}, malformed: true });
  });
});
