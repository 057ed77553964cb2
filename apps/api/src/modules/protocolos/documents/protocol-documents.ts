import type { PdfDefinition } from '../../../lib/pdf/pdf-definition.ts';
import type { ToolCode } from '@cumplia/shared/enums';
import { renderPdf } from '../../../lib/pdf/render-pdf.ts';
import { protocoloAcoso } from './protocolo-acoso.ts';
import { protocoloDesconexion } from './protocolo-desconexion.ts';
import { protocoloLopd } from './protocolo-lopd.ts';
import type { ProtocolInput } from './protocol-input.ts';

/** Each tool's template (spec 0 "Protocol documents"). */
export const PROTOCOL_TEMPLATES: Record<ToolCode, (input: ProtocolInput) => PdfDefinition> = {
  LOPD: protocoloLopd,
  ACOSO: protocoloAcoso,
  DIGITAL: protocoloDesconexion,
};

/** The PDF of one tool's protocol, filled with the company's data. */
export function renderProtocol(tool: ToolCode, input: ProtocolInput): Promise<Buffer> {
  return renderPdf(PROTOCOL_TEMPLATES[tool](input));
}
