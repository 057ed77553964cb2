export const altaMasivaKeys = {
  all: ['alta-masiva'] as const,
  archivos: (page: number) => [...altaMasivaKeys.all, 'archivos', page] as const,
  procesamientos: (archivoId: string) => [...altaMasivaKeys.all, 'procesamientos', archivoId] as const,
};
