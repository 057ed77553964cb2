import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/** In the texts of a running header or footer: the page's number and the document's count of pages. */
export const PAGE_NUMBER = '{{página}}';
export const PAGE_COUNT = '{{páginas}}';

/** What every page shows at its top or bottom, from page `fromPage` on (1 by default). */
export interface RunningContent {
  content: Content;
  fromPage?: number;
}

/**
 * A document as our templates describe it: pdfmake's definition made of data only, so that it can
 * be hashed (decision 0067) and handed to a worker thread to be drawn (decision 0069). What pdfmake
 * takes as functions is said as data: running headers and footers whose texts may carry PAGE_NUMBER
 * and PAGE_COUNT, and whether a heading (headlineLevel 1) may end a page.
 */
export interface PdfDefinition extends Omit<TDocumentDefinitions, 'header' | 'footer' | 'pageBreakBefore' | 'background' | 'watermark'> {
  header?: RunningContent;
  footer?: RunningContent;
  /** A heading (headlineLevel 1) never ends a page alone: it moves to the next. */
  keepHeadingsWithContent?: boolean;
}
