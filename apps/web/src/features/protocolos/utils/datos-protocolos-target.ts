/**
 * Whose "Datos para los protocolos" a screen shows: the client's own company, one of the gestoría's
 * companies (by NIF/CIF) or, for staff, any company (by id). Each has its own address.
 */
export type DatosProtocolosTarget = { kind: 'empresa' } | { kind: 'gestoria'; nifCif: string } | { kind: 'staff'; empresaId: string };

export function datosProtocolosPath(target: DatosProtocolosTarget): string {
  switch (target.kind) {
    case 'empresa':
      return '/cumplia-core/empresas/my/datos-protocolos';
    case 'gestoria':
      return `/cumplia-core/gestorias/my/empresas/${encodeURIComponent(target.nifCif)}/datos-protocolos`;
    case 'staff':
      return `/cumplia-core/admin/empresas/${encodeURIComponent(target.empresaId)}/datos-protocolos`;
  }
}

export const datosProtocolosKeys = {
  all: ['datos-protocolos'] as const,
  of: (target: DatosProtocolosTarget) => [...datosProtocolosKeys.all, datosProtocolosPath(target)] as const,
  pendientes: () => [...datosProtocolosKeys.all, 'pendientes'] as const,
};
