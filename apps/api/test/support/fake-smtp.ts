import { createServer, type Server } from 'node:net';

/** One message a fake relay received: the envelope and the raw MIME text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A mail relay on 127.0.0.1 that speaks just enough SMTP for nodemailer (no TLS, no auth) and keeps
 * what it receives: the real transport, tested against a local server like the SMS provider.
 */
export async function startFakeSmtp(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], raw: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], raw: '' };
          reply('250 OK: queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') {
          reply('250 fake-smtp');
        } else if (command === 'MAIL') {
          current.from = line;
          reply('250 OK');
        } else if (command === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
          reply('250 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else {
          reply('250 OK');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake smtp has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The attachments of a raw MIME message: each file's name and decoded bytes. */
export function mimeAttachments(raw: string): Array<{ filename: string; contentType: string; content: Buffer }> {
  const boundaries = [...new Set([...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => match[1]!))];
  const escaped = boundaries.map((boundary) => boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // Every boundary at once: each piece is one leaf part.
  const parts = raw.split(new RegExp(`--(?:${escaped.join('|')})`));
  return parts.flatMap((part) => {
    const filename = /filename="?([^";\r\n]+)"?/.exec(part)?.[1];
    if (!filename) return [];
    const [headers = '', ...body] = part.split('\r\n\r\n');
    const contentType = /Content-Type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? '';
    return [{ filename, contentType, content: Buffer.from(body.join('\r\n\r\n').replace(/\s+/g, ''), 'base64') }];
  });
}
