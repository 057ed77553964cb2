import { zodResolver } from '@hookform/resolvers/zod';
import {
  empresaCuentaEditSchema,
  empresaCuentaWorkerByIdSchema,
  empresaStaffUpdateSchema,
  empresaWorkerByIdUpdateSchema,
  empresaWorkerUpdateSchema,
  type EmpresaStaffUpdate,
  type EmpresaWorkerUpdate,
} from '@cumplia/shared/schemas/empresa';
import type { Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { EmpresaFormValues } from '../../../components/forms/empresa/empresa-form-values';
import { withAccountCheck } from './with-account-check';

/**
 * The staff edit forms hold the username and the tools only to show them: the screen's schema (the
 * rules of the call it makes, with the texts of spec 2 §5 for that screen) checks and sends the rest.
 */
function staffResolver<Output>(schema: ZodType<Output, unknown>, cuentaSchema: ZodType): Resolver<EmpresaFormValues, unknown, Output> {
  const resolver = zodResolver(schema as never) as unknown as Resolver<EmpresaFormValues, unknown, Output>;
  return withAccountCheck<EmpresaFormValues, Output>(resolver, cuentaSchema);
}

export type StaffEditScreen = 'admin' | 'workerById' | 'workerByNifCif';

export const STAFF_EDIT_RESOLVERS = {
  /** The superadmin's detail and plain form (PUT admin/empresas/{id}). */
  admin: staffResolver<EmpresaStaffUpdate>(empresaStaffUpdateSchema as ZodType<EmpresaStaffUpdate, unknown>, empresaCuentaEditSchema),
  /** The worker's edit by company id, with its texts and CNAE pattern. */
  workerById: staffResolver<EmpresaWorkerUpdate>(empresaWorkerByIdUpdateSchema as ZodType<EmpresaWorkerUpdate, unknown>, empresaCuentaWorkerByIdSchema),
  /** The worker's edit by cifNif: the texts of the edit by cifNif (spec 2 §5). */
  workerByNifCif: staffResolver<EmpresaWorkerUpdate>(empresaWorkerUpdateSchema as ZodType<EmpresaWorkerUpdate, unknown>, empresaCuentaEditSchema),
} as const;
