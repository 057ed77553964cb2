import { NumberInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { EmpresaTextField } from './empresa-text-field';
import { SHORT_TEXT_MAX, useEmpresaForm } from './use-empresa-form';

/** A collaborator's activity may be longer, and its postal code and province are optional (spec 2 §5, §9). */
const COLABORADOR_ACTIVIDAD_MAX = 255;

/** What the company does and where: CNAE, activity, workers, address (spec 2 "DATOS EMPRESA"). */
export function EmpresaDatosFields() {
  const { form, label, error, variant } = useEmpresaForm();
  const isColaborador = variant === 'colaborador';
  return (
    <>
      <EmpresaTextField field="cnae" maxLength={SHORT_TEXT_MAX} />
      <EmpresaTextField field="actividad" maxLength={isColaborador ? COLABORADOR_ACTIVIDAD_MAX : SHORT_TEXT_MAX} />
      <Controller
        control={form.control}
        name="numTrabajadores"
        render={({ field }) => (
          <NumberInput
            label={label('numTrabajadores')}
            withAsterisk
            min={0}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            inputMode="numeric"
            error={error('numTrabajadores')}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(value) => field.onChange(value)}
          />
        )}
      />
      <EmpresaTextField field="direccion" autoComplete="street-address" />
      <EmpresaTextField field="codigoPostal" autoComplete="postal-code" inputMode="numeric" maxLength={5} withAsterisk={!isColaborador} />
      {/* A collaborator has no town of its own (yet): the field is the company's (decision 0057). */}
      {isColaborador ? null : <EmpresaTextField field="localidad" autoComplete="address-level2" maxLength={100} />}
      <EmpresaTextField field="provincia" autoComplete="address-level1" withAsterisk={!isColaborador} />
    </>
  );
}
