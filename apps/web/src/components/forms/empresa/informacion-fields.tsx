import { TIPOS_EMPRESA } from '@cumplia/shared/enums';
import { TIPO_EMPRESA_CODES } from '@cumplia/shared/schemas/empresa';
import { Group, Radio } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { EmpresaTextField } from './empresa-text-field';
import { useEmpresaForm } from './use-empresa-form';

/** Who the company is: Razón Social, Nombre Comercial, NIF/CIF and Tipo (spec 2 "INFORMACIÓN"). */
export function InformacionFields() {
  const { form, label, error } = useEmpresaForm();
  return (
    <>
      <EmpresaTextField field="razonSocial" autoComplete="organization" />
      <EmpresaTextField field="nombreComercial" />
      <EmpresaTextField field="nifCif" autoCapitalize="characters" />
      <Controller
        control={form.control}
        name="tipo"
        render={({ field }) => (
          <Radio.Group label={label('tipo')} withAsterisk value={field.value ?? ''} onChange={(value) => field.onChange(value)} error={error('tipo')}>
            <Group mt="xs" gap="xl">
              {TIPO_EMPRESA_CODES.map((code) => (
                <Radio key={code} value={code} label={TIPOS_EMPRESA[code]} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
    </>
  );
}
