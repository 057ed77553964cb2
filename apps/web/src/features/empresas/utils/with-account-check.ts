import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * Adds the account error (IBAN with direct debit) to a resolver's answer when the full schema
 * stopped before its object-level checks. `cuentaSchema` is the shared rule itself
 * (`empresaCuentaSchema`), so there is still one rule.
 */
export function withAccountCheck<Values extends FieldValues, Output>(resolver: Resolver<Values, unknown, Output>, cuentaSchema: ZodType): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as FieldErrors<FieldValues>;
    if (Object.keys(errors).length === 0 || errors.numCuenta) return result;
    const cuenta = cuentaSchema.safeParse(values);
    const issue = cuenta.success ? undefined : cuenta.error.issues[0];
    if (!issue) return result;
    return { values: {}, errors: { ...errors, numCuenta: { type: 'custom', message: issue.message } } } as Awaited<ReturnType<Resolver<Values, unknown, Output>>>;
  };
}
