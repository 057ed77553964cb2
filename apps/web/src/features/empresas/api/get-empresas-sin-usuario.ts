import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError, CLIENT_ERROR_CODES } from '../../../lib/api-error';
import { empresasKeys, type EmpresaListParams } from './empresas-keys';
import { empresaPageSchema } from './get-empresas';

/** Spec 1 §8 "Lists": what the screen says when the answer is not a page of companies. */
export const SIN_USUARIO_RESPONSE_MESSAGES = {
  empty: 'La respuesta del servidor está vacía.',
  noContent: 'La respuesta no contiene content o content no es un arreglo.',
} as const;

function invalidAnswer(message: string) {
  return new ApiRequestError({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse, message });
}

/** GET {core}/gestorias/my/empresas/sin-usuario: the gestoría's companies that have no user yet. */
export async function getEmpresasSinUsuario(params: EmpresaListParams) {
  const answer = await apiRequest<unknown>('/cumplia-core/gestorias/my/empresas/sin-usuario', { query: params });
  if (answer === undefined || answer === null || answer === '') throw invalidAnswer(SIN_USUARIO_RESPONSE_MESSAGES.empty);
  if (!Array.isArray((answer as { content?: unknown }).content)) throw invalidAnswer(SIN_USUARIO_RESPONSE_MESSAGES.noContent);
  const page = empresaPageSchema.safeParse(answer);
  if (!page.success) throw invalidAnswer('La respuesta del servidor no es válida.');
  return page.data;
}

export const empresasSinUsuarioQueryOptions = (params: EmpresaListParams) =>
  queryOptions({
    queryKey: empresasKeys.sinUsuario(params),
    queryFn: () => getEmpresasSinUsuario(params),
    placeholderData: keepPreviousData,
  });

export function useEmpresasSinUsuarioQuery(params: EmpresaListParams) {
  return useQuery(empresasSinUsuarioQueryOptions(params));
}
