import { EMPRESA_ERROR_MESSAGES, empresaFailure, type EmpresaFailure } from './empresa-error';
import type { StaffEditScreen } from './staff-edit-resolvers';

/** Spec 2 §8 "Admin company save" and "Worker edit by id": what is shown when nothing better is known. */
export const STAFF_SAVE_FALLBACK = 'Error al guardar los cambios';

/**
 * Why a staff edit was not saved: the codes of spec 2 §8 (the same as a gestoría's edit) and the
 * server's per-field messages; the superadmin's detail and the worker's edit by id fall back to
 * their own text, the edit by cifNif to the company edit's.
 */
export function staffSaveFailure(error: unknown, screen: StaffEditScreen): EmpresaFailure {
  const failure = empresaFailure(error, 'update');
  if (screen === 'workerByNifCif') return failure;
  const generic: string[] = [EMPRESA_ERROR_MESSAGES.update.generic, EMPRESA_ERROR_MESSAGES.update.unexpectedAnswer];
  return generic.includes(failure.message) ? { ...failure, message: STAFF_SAVE_FALLBACK } : failure;
}
