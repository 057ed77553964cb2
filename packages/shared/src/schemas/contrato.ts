import { z } from 'zod';
import { toolCodeSchema } from './tool-code.ts';

/**
 * The contract signed by SMS code (spec 0 "Contract signature", docs/decisions/0022). Its text is
 * one list of sections made by the server: the PDF is drawn from it and the signing page shows it
 * as text, so that a phone reads the contract, not a PDF in a frame.
 */
export const contratoBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('subheading'), text: z.string() }),
  z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
  /** Label and value rows (the parties, the mandate's data). */
  z.object({ kind: z.literal('data'), rows: z.array(z.tuple([z.string(), z.string()])) }),
]);
export type ContratoBlock = z.infer<typeof contratoBlockSchema>;

export const contratoSectionSchema = z.object({ heading: z.string(), blocks: z.array(contratoBlockSchema) });
export type ContratoSection = z.infer<typeof contratoSectionSchema>;

export const CONTRATO_STATUS = ['PENDIENTE', 'FIRMADO', 'ANULADO'] as const;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'Huella SHA-256 no válida.');

/** GET {core}/public/firma/{token}: what the signing page shows. */
export const firmaContratoSchema = z.object({
  status: z.enum(CONTRATO_STATUS),
  empresa: z.object({ razonSocial: z.string(), nifCif: z.string() }),
  /** The tool of a contract; null for the mandate of a new debtor account (decision 0050). */
  tool: toolCodeSchema.nullable(),
  title: z.string(),
  sections: z.array(contratoSectionSchema),
  /** SHA-256 (hex) of the exact PDF the text comes from: the code is bound to it. */
  documentSha256: sha256Hex,
  /** The company phone the code goes to, masked: "+34 6•• ••• •78". */
  telefono: z.string(),
  signedAt: z.string().nullable(),
  /** When a new code may be asked for (the resend cooldown), if a code was sent. */
  resendAvailableAt: z.string().nullable(),
});
export type FirmaContrato = z.infer<typeof firmaContratoSchema>;

/** POST …/codigo: the code is bound to the document the page shows. */
export const firmaCodigoRequestSchema = z.object({ documentSha256: sha256Hex });
export const firmaCodigoResponseSchema = z.object({
  telefono: z.string(),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
  message: z.string(),
});
export type FirmaCodigoResponse = z.infer<typeof firmaCodigoResponseSchema>;

export const FIRMA_MESSAGES = {
  code: 'Introduzca el código de 6 cifras que ha recibido por SMS.',
  acepto: 'Debe marcar la casilla de aceptación para firmar.',
} as const;

/** POST …/firmar: the code, the explicit acceptance and the document the page showed. */
export const firmaRequestSchema = z.object({
  code: z.string().trim().regex(/^\d{6}$/, FIRMA_MESSAGES.code),
  acepto: z.literal(true, { error: FIRMA_MESSAGES.acepto }),
  documentSha256: sha256Hex,
});
export type FirmaRequest = z.infer<typeof firmaRequestSchema>;

export const firmaResponseSchema = z.object({
  status: z.literal('FIRMADO'),
  signedAt: z.string(),
  message: z.string(),
});
export type FirmaResponse = z.infer<typeof firmaResponseSchema>;

export const FIRMA_SUCCESS_MESSAGE = 'Contrato firmado correctamente. Puede descargar su copia firmada.';
export const FIRMA_CODE_SENT_MESSAGE = 'Le hemos enviado un código de 6 cifras por SMS. Caduca en 10 minutos.';

/** GET {core}/pdfs/download/{companyId}: the URLs of the company's signed contracts. */
export const contratoUrlsSchema = z.array(z.string());

/**
 * GET {core}/empresas/my/contratos: the signed-in client's contracts, newest first (issue 23: its
 * home shows each tool's state and leads a pending one to its signing page).
 */
export const miContratoSchema = z.object({
  tool: toolCodeSchema,
  status: z.enum(['PENDIENTE', 'FIRMADO', 'ANULADO']),
  createdAt: z.string(),
  signedAt: z.string().nullable(),
});
export const misContratosSchema = z.array(miContratoSchema);
export type MiContrato = z.infer<typeof miContratoSchema>;

/** POST {core}/empresas/my/contratos/{tool}/firma: a fresh signing link of the tool's pending contract. */
export const enlaceFirmaSchema = z.object({ path: z.string() });
