import './parsed-fonts.ts';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SealSigner } from './seal-signer.ts';
import { PAGE_COUNT, PAGE_NUMBER, type PdfDefinition, type RunningContent } from './pdf-definition.ts';

/**
 * The CPU-bound work on PDFs: drawing with pdfmake, joining and counting pages with pdf-lib, sealing
 * with the platform's certificate. Pure functions of their arguments (data only, no database), run on
 * the pool of worker threads of pdf-workers.ts so that the server's event loop never waits for a
 * document (decision 0069). Nothing else imports this module.
 */

const require = createRequire(import.meta.url);
/** Roboto as shipped inside the pdfmake package: embedded in every PDF, never fetched. */
const fonts = require('pdfmake/fonts/Roboto.js') as Parameters<typeof pdfmake.setFonts>[0];
const fontsFolder = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

pdfmake.setFonts(fonts);
// Documents are built from our own data only: no URL is ever fetched, no file outside the fonts read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontsFolder));

/** A copy of `content` whose strings say the page's number and the count where the template asked. */
function withPageNumbers(content: Content, page: number, pages: number): Content {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replaceAll(PAGE_NUMBER, String(page)).replaceAll(PAGE_COUNT, String(pages));
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(content) as Content;
}

const running = (furniture: RunningContent | undefined) =>
  furniture && ((page: number, pages: number) => (page < (furniture.fromPage ?? 1) ? null : withPageNumbers(furniture.content, page, pages)));

/** Our data-only definition as pdfmake takes it. */
function toPdfmake({ header, footer, keepHeadingsWithContent, ...rest }: PdfDefinition): TDocumentDefinitions {
  return {
    ...rest,
    header: running(header),
    footer: running(footer),
    pageBreakBefore: keepHeadingsWithContent
      ? (node, following) => node.headlineLevel === 1 && following.getFollowingNodesOnPage().length === 0 && node.pageBreak === undefined
      : undefined,
  };
}

export async function drawPdf(definition: PdfDefinition): Promise<Uint8Array> {
  return pdfmake.createPdf(toPdfmake(definition)).getBuffer();
}

/** `first`'s pages, then `second`'s: one PDF (the document shown, then its evidence pages). */
export async function joinPdfs(first: Uint8Array, second: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.load(first);
  const appended = await PDFDocument.load(second);
  const pages = await document.copyPages(appended, appended.getPageIndices());
  for (const page of pages) document.addPage(page);
  return document.save({ useObjectStreams: false });
}

export async function countPdfPages(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

export interface SealDetails {
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

/** The signature's room in the PDF (hex characters are twice this): a CMS with one 2048/4096-bit certificate. */
const SIGNATURE_LENGTH = 16_384;

/**
 * Seals `pdf` with a PKCS#12 certificate: an invisible PAdES-style signature (adbe.pkcs7.detached)
 * whose digest covers every byte of the file but the signature itself, so any later change shows.
 */
export async function sealPdfWith(pdf: Uint8Array, p12: Uint8Array, passphrase: string, details: SealDetails): Promise<Uint8Array> {
  const pdfDoc = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({ pdfDoc, ...details, signatureLength: SIGNATURE_LENGTH, appName: 'Cumplia' });
  const withPlaceholder = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, new SealSigner(Buffer.from(p12), passphrase), details.signingTime);
}
