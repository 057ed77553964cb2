export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** One block of an e-mail: a paragraph, a call-to-action button, or a code to copy. */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'code'; label: string; code: string };

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(block.text)}</p>`;
    case 'button':
      return `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#0b6e6e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px;font-size:15px">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:12px;line-height:1.5;color:#6b7280;word-break:break-all">Si el botón no funciona, copie este enlace en su navegador:<br><a href="${escapeHtml(block.url)}" style="color:#0b6e6e">${escapeHtml(block.url)}</a></p>`;
    case 'code':
      return `<p style="margin:0 0 8px;font-size:14px;color:#374151">${escapeHtml(block.label)}</p><p style="margin:0 0 16px;font-size:26px;letter-spacing:6px;font-weight:700;color:#0b3b3b;font-family:monospace">${escapeHtml(block.code)}</p>`;
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'code':
      return `${block.label} ${block.code}`;
  }
}

/** The branded Cumplia e-mail: an HTML part that renders in common clients and a plain-text part. */
export function renderEmail(input: { subject: string; greeting: string; blocks: EmailBlock[]; publicUrl: string }): RenderedEmail {
  const footer = 'Cumplia · Cumplimiento laboral para gestorías y empresas';
  const notice = 'Ha recibido este correo porque su dirección está registrada en Cumplia. Si no esperaba este mensaje, puede ignorarlo.';
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f6f8;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f6f8;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e5e7eb">
<tr><td style="background:#0b3b3b;padding:20px 32px"><a href="${escapeHtml(input.publicUrl)}" style="color:#ffffff;text-decoration:none;font-size:22px;font-weight:700;letter-spacing:0.5px">Cumplia</a></td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:20px;color:#0b3b3b">${escapeHtml(input.subject)}</h1>
<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(input.greeting)}</p>
${input.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;background:#f9fafb;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${escapeHtml(notice)}<br>${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [input.greeting, '', ...input.blocks.map(blockText).flatMap((line) => [line, '']), '--', notice, footer].join('\n');
  return { subject: input.subject, html, text };
}
