import { Controller } from 'react-hook-form';
import { PhoneTextInput } from '../phone-text-input';
import { EmpresaTextField } from './empresa-text-field';
import { HINT_BELOW, useEmpresaForm } from './use-empresa-form';

/** E-mail and phone; the phone keeps its +34 as it is typed (spec 2 "DATOS CONTACTO"). */
export function ContactoFields() {
  const { form, label, hint, error } = useEmpresaForm();
  return (
    <>
      <EmpresaTextField field="email" type="email" autoComplete="email" />
      <Controller
        control={form.control}
        name="telefono"
        render={({ field }) => (
          <PhoneTextInput
            label={label('telefono')}
            withAsterisk
            inputWrapperOrder={HINT_BELOW}
            description={hint('telefono')}
            error={error('telefono')}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={field.onChange}
          />
        )}
      />
    </>
  );
}
