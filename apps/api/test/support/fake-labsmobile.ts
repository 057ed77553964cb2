import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** How the fake answers one request: a status and a JSON (or raw text) body, or never. */
export type FakeAnswer = { status: number; json?: unknown; text?: string } | 'hang';

/**
 * A stand-in for LabsMobile's JSON API on 127.0.0.1 and a free port: it records every request and
 * answers as the test says (by default as LabsMobile answers an accepted sending).
 */
export async function startFakeLabsMobile() {
  const requests: ReceivedRequest[] = [];
  let answer: FakeAnswer = { status: 200, json: { code: '0', message: 'Message has been successfully sent.', subid: 'fake-subid-1' } };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // kept as text: the test will see what was sent
      }
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      if (answer === 'hang') return;
      const text = answer.text ?? JSON.stringify(answer.json ?? {});
      response.writeHead(answer.status, { 'content-type': answer.text === undefined ? 'application/json' : 'text/html' });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/json/send`,
    requests,
    answerWith(next: FakeAnswer) {
      answer = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
