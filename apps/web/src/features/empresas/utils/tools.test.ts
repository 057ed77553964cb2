import { describe, expect, it } from 'vitest';
import { activeToolLabels, toggledTools } from './tools';

describe('tools of a company', () => {
  it('lists the active tools in the spec order', () => {
    expect(activeToolLabels({ lopdgdd: true, acosoLaboral: false, desconexionDigital: true })).toEqual([
      'LOPDGDD',
      'Desconexión Digital',
    ]);
    expect(activeToolLabels({ lopdgdd: false, acosoLaboral: false, desconexionDigital: false })).toEqual([]);
  });

  it('switches one flag and keeps the others', () => {
    const empresa = { lopdgdd: true, acosoLaboral: false, desconexionDigital: true, nifCif: 'B12345674' };
    expect(toggledTools(empresa, 'ACOSO')).toEqual({ lopdgdd: true, acosoLaboral: true, desconexionDigital: true });
    expect(toggledTools(empresa, 'LOPD')).toEqual({ lopdgdd: false, acosoLaboral: false, desconexionDigital: true });
  });
});
