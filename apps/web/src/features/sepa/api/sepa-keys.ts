/** Query keys of the SEPA files; generating a file invalidates `remesas`. */
export const sepaKeys = {
  all: ['sepa'] as const,
  cuentas: () => [...sepaKeys.all, 'cuentas'] as const,
  periodo: () => [...sepaKeys.all, 'periodo'] as const,
  remesas: () => [...sepaKeys.all, 'remesas'] as const,
  remesasPage: (page: number, size: number) => [...sepaKeys.remesas(), page, size] as const,
  empresas: (search: string) => [...sepaKeys.all, 'empresas', search] as const,
};
