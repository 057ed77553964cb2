import type { XmlSchema } from '../xml/validate-xml.ts';

export type Pain008Version = 'pain.008.001.08' | 'pain.008.001.02';

/** The official ISO 20022 schemas, copied from ../shared/standards/sepa (they import nothing). */
export const PAIN_008_SCHEMAS: Readonly<Record<Pain008Version, XmlSchema>> = {
  'pain.008.001.08': { files: [new URL('./xsd/pain.008.001.08.xsd', import.meta.url)] },
  'pain.008.001.02': { files: [new URL('./xsd/pain.008.001.02.xsd', import.meta.url)] },
};
