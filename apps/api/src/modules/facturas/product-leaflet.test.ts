import { describe, expect, it } from 'vitest';
import { TOOL_CODES } from '@cumplia/shared/enums';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { productLeafletFileName, renderProductLeaflet } from './product-leaflet.ts';

describe('the product leaflet', () => {
  it.each(TOOL_CODES)('%s: names the company, what is included, the steps and how to reach the provider', async (tool) => {
    const text = await pdfText(
      await renderProductLeaflet({ tool, empresa: { razonSocial: 'Ñandú Logística S.L.', nifCif: 'B87654323' }, proveedor: { nombre: 'Cumplia Compliance S.L.', email: 'hola@cumplia.es', telefono: '+34 910 000 000' } }),
    );
    for (const expected of ['Ñandú Logística S.L.', 'B87654323', 'Qué incluye', 'Cómo ponerlo en marcha', 'Duración y renovación', 'hola@cumplia.es']) expect(text).toContain(expected);
    expect(productLeafletFileName(tool)).toBe(`Folleto_${tool}.pdf`);
  });
});
