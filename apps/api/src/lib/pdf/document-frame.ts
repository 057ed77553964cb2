import type { Content } from 'pdfmake/interfaces';
import { PAGE_COUNT, PAGE_NUMBER, type PdfDefinition, type RunningContent } from './pdf-definition.ts';

export interface DocumentSection {
  /** Shown in the index and as the section's heading. */
  heading: string;
  content: Content[];
  /** Starts on a page of its own (an annex the holder hands out separately). */
  newPage?: boolean;
}

export interface LegalDocumentInput {
  /** The document's name, on the cover, in the header and in the PDF's metadata. */
  title: string;
  /** A line under the title on the cover (the law it answers, the tool). */
  subtitle?: string;
  /** Who the document is for: on the cover and in every page's header. */
  holder: { razonSocial: string; nifCif: string };
  /** Lines under the holder on the cover (address, date of issue, version). */
  coverLines: string[];
  /** Who issues the document, in the footer and the metadata. */
  issuer: string;
  sections: DocumentSection[];
  /** An index after the cover (the protocols); a contract goes without. */
  withIndex: boolean;
}

/** The product's colours in every PDF: headings and rules, secondary text. */
export const PRIMARY = '#1c4f82';
export const MUTED = '#5c6670';

/**
 * The frame every document of the product shares: a cover, an optional index, headers with the
 * document and the holder, "Página n de m" footers, numbered section headings and one set of styles.
 * Templates (protocols, contracts) give only their sections.
 */
export function legalDocument(input: LegalDocumentInput): PdfDefinition {
  const cover: Content[] = [
    { text: input.issuer.toUpperCase(), style: 'coverIssuer', margin: [0, 120, 0, 0] },
    { text: input.title, style: 'coverTitle' },
    ...(input.subtitle ? [{ text: input.subtitle, style: 'coverSubtitle' } satisfies Content] : []),
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 2, lineColor: PRIMARY }], margin: [0, 24, 0, 24] },
    { text: input.holder.razonSocial, style: 'coverHolder' },
    { text: `NIF/CIF: ${input.holder.nifCif}`, style: 'coverLine' },
    ...input.coverLines.map((line): Content => ({ text: line, style: 'coverLine' })),
  ];
  const index: Content[] = input.withIndex
    ? [{ toc: { title: { text: 'Índice', style: 'sectionHeading' }, numberStyle: { color: MUTED } }, pageBreak: 'before' }]
    : [];
  const sections = input.sections.flatMap((section, position): Content[] => [
    {
      text: `${position + 1}. ${section.heading}`,
      style: 'sectionHeading',
      tocItem: input.withIndex,
      // The sections follow one another after the cover (and the index); a heading never ends a page alone.
      pageBreak: position === 0 || section.newPage ? 'before' : undefined,
      headlineLevel: 1,
    },
    ...section.content,
  ]);

  return {
    info: { title: input.title, author: input.issuer, subject: `${input.title} · ${input.holder.razonSocial}`, creator: 'Cumplia' },
    pageSize: 'A4',
    pageMargins: [56, 64, 56, 56],
    // The cover goes without header and footer.
    header: runningLine(input.title, `${input.holder.razonSocial} · ${input.holder.nifCif}`, 28),
    footer: runningLine(input.issuer, `Página ${PAGE_NUMBER} de ${PAGE_COUNT}`, 16),
    // A heading never ends a page alone.
    keepHeadingsWithContent: true,
    content: [...cover, ...index, ...sections],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.3, color: '#1f2328' },
    styles: {
      coverIssuer: { fontSize: 10, bold: true, color: PRIMARY, characterSpacing: 1 },
      coverTitle: { fontSize: 26, bold: true, color: PRIMARY, margin: [0, 16, 0, 0] },
      coverSubtitle: { fontSize: 13, color: MUTED, margin: [0, 8, 0, 0] },
      coverHolder: { fontSize: 16, bold: true },
      coverLine: { fontSize: 11, color: MUTED, margin: [0, 4, 0, 0] },
      running: { fontSize: 8, color: MUTED },
      sectionHeading: { fontSize: 15, bold: true, color: PRIMARY, margin: [0, 0, 0, 10] },
      subheading: { fontSize: 11.5, bold: true, margin: [0, 10, 0, 4] },
      paragraph: { alignment: 'justify', margin: [0, 0, 0, 6] },
      tableHeader: { bold: true, fillColor: '#e8eef5' },
      small: { fontSize: 8.5, color: MUTED },
    },
  };
}

/** A running header or footer from the second page on: `left` and `right` in small muted type, `top` points below its edge. */
function runningLine(left: string, right: string, top: number): RunningContent {
  return {
    fromPage: 2,
    content: { columns: [{ text: left, style: 'running' }, { text: right, style: 'running', alignment: 'right' }], margin: [56, top, 56, 0] },
  };
}

/** A justified paragraph in the frame's style. */
export const paragraph = (text: string | Content[]): Content => ({ text, style: 'paragraph' });

/** A sub-heading inside a section. */
export const subheading = (text: string): Content => ({ text, style: 'subheading', headlineLevel: 1 });

/** A bulleted list of paragraphs. */
export const bullets = (items: string[]): Content => ({ ul: items.map((item) => ({ text: item, style: 'paragraph' })), margin: [8, 0, 0, 6] });

/** A two-column table of labels and values (parties, data sheets). */
export const dataSheet = (rows: Array<[string, string]>): Content => ({
  table: { widths: [150, '*'], body: rows.map(([label, value]) => [{ text: label, bold: true }, value]) },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 10],
});
