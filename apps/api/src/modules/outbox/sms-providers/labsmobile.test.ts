import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../../config.ts';
import { createSmsSender, type SmsSender } from '../sms-sender.ts';
import { toMsisdn } from './labsmobile.ts';
import { startFakeLabsMobile } from '../../../../test/support/fake-labsmobile.ts';

const USERNAME = 'envios@cumplia.es';
const TOKEN = 'tok-7f3a9c-secreto';

/** Every call to the logger, to prove that credentials never reach the log. */
const logged: unknown[] = [];
const record = (...args: unknown[]) => {
  logged.push(args);
};
const log = { info: record, warn: record, error: record, debug: record, trace: record, fatal: record, silent: record, level: 'info', child: () => log } as unknown as FastifyBaseLogger;

let fake: Awaited<ReturnType<typeof startFakeLabsMobile>>;
let sms: SmsSender;

/** The adapter on the fake, with its time limit: 5 s, room enough for a busy machine, unless a test waits for it to run out. */
function senderOnFake(timeoutSeconds = '5'): SmsSender {
  const config = loadConfig({
    SMS_PROVIDER: 'labsmobile',
    LABSMOBILE_URL: fake.url,
    LABSMOBILE_USERNAME: USERNAME,
    LABSMOBILE_TOKEN: TOKEN,
    SMS_SENDER: 'Cumplia',
    SMS_TIMEOUT_SECONDS: timeoutSeconds,
  });
  return createSmsSender({ config, log });
}

beforeAll(async () => {
  fake = await startFakeLabsMobile();
  sms = senderOnFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.answerWith({ status: 200, json: { code: '0', message: 'Message has been successfully sent.', subid: '65f33a88ceb3d' } });
});

/** The error a send rejects with (the test fails if it resolves). */
async function failure(send: Promise<void>): Promise<Error> {
  const error = await send.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('the LabsMobile SMS adapter', () => {
  it('is chosen by SMS_PROVIDER=labsmobile', () => {
    expect(sms.kind).toBe('labsmobile');
  });

  it('posts the JSON message with Basic authentication, the sender and the number without "+"', async () => {
    await sms.send('+34612345678', 'Cumplia: su código de firma es 123456. Caduca en 10 minutos.');

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/json/send');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from(`${USERNAME}:${TOKEN}`).toString('base64')}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      message: 'Cumplia: su codigo de firma es 123456. Caduca en 10 minutos.',
      tpoa: 'Cumplia',
      recipient: [{ msisdn: '34612345678' }],
    });
    expect(logged.flat()).toContainEqual(expect.objectContaining({ subid: '65f33a88ceb3d', encoding: 'GSM-7', parts: 1 }));
  });

  it('keeps ñ, é, ü, ¿ and ¡, which the GSM alphabet has', async () => {
    await sms.send('+34612345678', '¿Señor Müller? ¡Pulse aquí para firmar el contrato! Válido también en el móvil de la compañía.');
    expect(fake.requests[0]!.body).toMatchObject({ message: '¿Señor Müller? ¡Pulse aqui para firmar el contrato! Valido también en el movil de la compañia.' });
  });

  it('asks for a concatenated message when the text is longer than one SMS', async () => {
    const link = `https://cumplia.es/firma/${'a'.repeat(64)}`;
    await sms.send('+34612345678', `Cumplia: firme el contrato de su herramienta de protección de datos en ${link} antes de 30 días. Gracias.`);
    const body = fake.requests[0]!.body as Record<string, unknown>;
    expect(body.long).toBe(1);
    expect(body).not.toHaveProperty('ucs2');
    expect(body.message).toContain('proteccion de datos');
  });

  it('sends text outside the GSM alphabet as UCS-2, unchanged', async () => {
    await sms.send('+34612345678', 'Código 123456 ✅');
    expect(fake.requests[0]!.body).toMatchObject({ message: 'Código 123456 ✅', ucs2: 1 });
    expect(fake.requests[0]!.body).not.toHaveProperty('long');
  });

  it('accepts a numeric code 0 as well as the string "0"', async () => {
    fake.answerWith({ status: 200, json: { code: 0, message: 'Message has been successfully sent.', subid: 'abc' } });
    await expect(sms.send('+34612345678', 'Hola')).resolves.toBeUndefined();
  });

  it('throws with the provider\'s code and message when the body refuses the sending (HTTP 200)', async () => {
    fake.answerWith({ status: 200, json: { code: '35', message: 'The account has no enough credit for this sending' } });
    const error = await failure(sms.send('+34612345678', 'Hola'));
    expect(error.message).toBe('LabsMobile rechazó el SMS (código 35): The account has no enough credit for this sending');
    expect(fake.requests).toHaveLength(1);
  });

  it('throws with the provider\'s message when a refusal comes with an HTTP error status', async () => {
    fake.answerWith({ status: 400, json: { code: 35, message: 'The account has no enough credit for this sending' } });
    const error = await failure(sms.send('+34612345678', 'Hola'));
    expect(error.message).toBe('LabsMobile respondió HTTP 400: código 35, The account has no enough credit for this sending');
  });

  it('throws on HTTP 5xx', async () => {
    fake.answerWith({ status: 503, text: '<html>Service Unavailable</html>' });
    const error = await failure(sms.send('+34612345678', 'Hola'));
    expect(error.message).toBe('LabsMobile respondió HTTP 503');
  });

  it('throws on HTTP 401 with a hint, and without the credentials', async () => {
    fake.answerWith({ status: 401, text: 'Unauthorized' });
    const error = await failure(sms.send('+34612345678', 'Hola'));
    expect(error.message).toMatch(/^LabsMobile respondió HTTP 401 \(compruebe LABSMOBILE_USERNAME, LABSMOBILE_TOKEN/);
    expect(error.message).not.toContain(TOKEN);
  });

  it('throws when the answer is not LabsMobile\'s JSON', async () => {
    fake.answerWith({ status: 200, text: '<html>Portal cautivo</html>' });
    const error = await failure(sms.send('+34612345678', 'Hola'));
    expect(error.message).toBe('LabsMobile dio una respuesta no reconocida (HTTP 200).');
  });

  it('throws when LabsMobile does not answer in time', async () => {
    fake.answerWith('hang');
    const error = await failure(senderOnFake('0.3').send('+34612345678', 'Hola'));
    expect(error.message).toBe('LabsMobile no respondió en 0.3 s; se reintentará.');
    expect(fake.requests).toHaveLength(1);
  });

  it('throws when LabsMobile cannot be reached', async () => {
    const closed = await startFakeLabsMobile();
    await closed.close();
    const unreachable = createSmsSender({
      config: loadConfig({ SMS_PROVIDER: 'labsmobile', LABSMOBILE_URL: closed.url, LABSMOBILE_USERNAME: USERNAME, LABSMOBILE_TOKEN: TOKEN }),
      log,
    });
    const error = await failure(unreachable.send('+34612345678', 'Hola'));
    expect(error.message).toMatch(/^No se pudo conectar con LabsMobile: /);
  });

  it('throws, without calling LabsMobile, for a number it cannot send to', async () => {
    const error = await failure(sms.send('12345', 'Hola'));
    expect(error.message).toBe('Número de teléfono no válido para SMS: «12345».');
    expect(fake.requests).toHaveLength(0);
  });

  it('never writes the credentials to the log', () => {
    expect(logged.length).toBeGreaterThan(0);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(Buffer.from(`${USERNAME}:${TOKEN}`).toString('base64'));
  });
});

describe('phone numbers for LabsMobile', () => {
  it.each([
    ['+34612345678', '34612345678'],
    ['0034612345678', '34612345678'],
    ['+34 612 34 56 78', '34612345678'],
    ['612345678', '34612345678'],
    ['+351912345678', '351912345678'],
  ])('%s is sent as %s', (phone, msisdn) => {
    expect(toMsisdn(phone)).toBe(msisdn);
  });

  it.each(['', '12345', '+34', '512345678', '+0034612345678', 'teléfono'])('%j is refused', (phone) => {
    expect(() => toMsisdn(phone)).toThrow(/Número de teléfono no válido/);
  });
});

describe('the SMS configuration', () => {
  it('keeps messages in the outbox by default, and points LabsMobile at its real endpoint', () => {
    const config = loadConfig({});
    expect(config.SMS_PROVIDER).toBe('log');
    expect(config.LABSMOBILE_URL).toBe('https://api.labsmobile.com/json/send');
    expect(config.SMS_SENDER).toBe('Cumplia');
    expect(createSmsSender({ config, log }).kind).toBe('log');
  });

  it('refuses to start with SMS_PROVIDER=labsmobile and no credentials, naming what is missing', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'labsmobile' })).toThrow(
      'Invalid configuration:\nLABSMOBILE_USERNAME: required when SMS_PROVIDER=labsmobile\nLABSMOBILE_TOKEN: required when SMS_PROVIDER=labsmobile',
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'labsmobile', LABSMOBILE_USERNAME: USERNAME, LABSMOBILE_TOKEN: '' })).toThrow(/LABSMOBILE_TOKEN: required/);
  });

  it.each(['Cumplia SL', 'CumpliaLegal1', 'Cumplía'])('refuses the sender %j', (sender) => {
    expect(() => loadConfig({ SMS_SENDER: sender })).toThrow(/SMS_SENDER/);
  });

  it('refuses credentials written into LABSMOBILE_URL, and does not repeat them', () => {
    const attempt = () => loadConfig({ SMS_PROVIDER: 'labsmobile', LABSMOBILE_USERNAME: USERNAME, LABSMOBILE_TOKEN: TOKEN, LABSMOBILE_URL: `https://u:${TOKEN}@api.labsmobile.com/json/send` });
    expect(attempt).toThrow('LABSMOBILE_URL: credentials go in LABSMOBILE_USERNAME and LABSMOBILE_TOKEN, never in the URL');
    expect(attempt).not.toThrow(new RegExp(TOKEN));
  });

  it('refuses an unknown provider', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
  });
});
