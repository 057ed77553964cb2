import { METODOS_DE_PAGO, type MetodoDePago } from '@cumplia/shared/enums';
import { METODO_DE_PAGO_CODES } from '@cumplia/shared/schemas/empresa';
import { Group, Radio } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { numCuentaForMethod } from '../payment-method';
import { IBAN_LABEL_SUFFIX } from './empresa-field-labels';
import { EmpresaTextField } from './empresa-text-field';
import { useEmpresaForm } from './use-empresa-form';

/**
 * The payment method and, for direct debit only, the IBAN. Another method stores the placeholder
 * account and hides the box (spec 1 §4 "Payment method").
 */
export function PagoFields() {
  const { form, label, error } = useEmpresaForm();
  const isSepa = form.watch('metodoDePago') === 'SEPA';
  return (
    <>
      <Controller
        control={form.control}
        name="metodoDePago"
        render={({ field }) => (
          <Radio.Group
            label={label('metodoDePago')}
            withAsterisk
            value={field.value}
            error={error('metodoDePago')}
            onChange={(value) => {
              const method = value as MetodoDePago;
              field.onChange(method);
              form.setValue('numCuenta', numCuentaForMethod(method, form.getValues('numCuenta') ?? ''), { shouldValidate: false });
            }}
          >
            <Group mt="xs" gap="xl">
              {METODO_DE_PAGO_CODES.map((code) => (
                <Radio key={code} value={code} label={METODOS_DE_PAGO[code]} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      {isSepa && (
        <EmpresaTextField
          field="numCuenta"
          label={`${label('numCuenta')}${IBAN_LABEL_SUFFIX}`}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={34}
        />
      )}
    </>
  );
}
