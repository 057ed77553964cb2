import { Controller, useFormContext } from 'react-hook-form';
import { NifInput } from '../../../components/forms/nif-input';
import { HINT_BELOW } from '../../../components/forms/empresa/use-empresa-form';

const CREATE_HINT = 'DNI o NIE del administrador: será su usuario para acceder.';

/**
 * The administrator's NIF, upper-cased as it is typed (spec 2 §5). On creation it becomes the
 * username; an edit changes the gestoría's record, and the hint says so.
 */
export function DniField({ hint = CREATE_HINT }: { hint?: string }) {
  const { control, formState } = useFormContext<{ dni: string }>();
  return (
    <Controller
      control={control}
      name="dni"
      render={({ field }) => (
        <NifInput
          label="DNI"
          withAsterisk
          inputWrapperOrder={HINT_BELOW}
          description={hint}
          error={formState.errors.dni?.message}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
        />
      )}
    />
  );
}
