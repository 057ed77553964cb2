import type { XmlSchema } from '../xml/validate-xml.ts';

/** The tax agency's schemas, copied from ../shared/standards/verifactu: the message and what it imports. */
export const SUMINISTRO_LR_SCHEMA: XmlSchema = {
  files: [
    new URL('./xsd/SuministroLR.xsd', import.meta.url),
    new URL('./xsd/SuministroInformacion.xsd', import.meta.url),
    new URL('./xsd/xmldsig-core-schema.xsd', import.meta.url),
  ],
};

/** The agency's schema of one event of the event log (RegistroEvento), signed (Orden HAC/1177/2024 art. 9). */
export const EVENTOS_SIF_SCHEMA: XmlSchema = {
  files: [new URL('./xsd/EventosSIF.xsd', import.meta.url), new URL('./xsd/xmldsig-core-schema.xsd', import.meta.url)],
};
