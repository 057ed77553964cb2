import type { GestoriaCreateForm } from '@cumplia/shared/schemas/gestoria';
import { Checkbox, Stack } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { FieldGrid } from '../../../components/forms/field-grid';
import { FormSection } from '../../../components/forms/form-section';
import { ProtocolLines } from '../../../components/forms/protocol-lines';
import { ContactoFields } from '../../../components/forms/empresa/contacto-fields';
import { EmpresaDatosFields } from '../../../components/forms/empresa/empresa-datos-fields';
import { EmpresaTextField } from '../../../components/forms/empresa/empresa-text-field';
import { InformacionFields } from '../../../components/forms/empresa/informacion-fields';
import { ComisionField } from './comision-field';
import { DniField } from './dni-field';

type GestoriaCreateFieldsProps = {
  /** The worker chooses the commission from a list (spec 2 §9). */
  comision: 'number' | 'options';
};

/**
 * "Alta de Colaborador" in sections (spec 2 §5): the company form's blocks for what a gestoría
 * shares with a company, then its administrator, account and commission, and its product lines.
 */
export function GestoriaCreateFields({ comision }: GestoriaCreateFieldsProps) {
  const { register } = useFormContext<GestoriaCreateForm>();
  return (
    <Stack gap="lg">
      <FormSection title="Información">
        <FieldGrid>
          <InformacionFields />
        </FieldGrid>
      </FormSection>

      <FormSection
        title="Datos administrador"
        description="La persona que representa a la gestoría. Con su DNI se crea el usuario que accede a Cumplia, que recibirá un correo para verificar su cuenta."
      >
        <FieldGrid>
          <EmpresaTextField field="nombre" autoComplete="name" />
          <DniField />
        </FieldGrid>
      </FormSection>

      <FormSection title="Datos contacto">
        <FieldGrid>
          <ContactoFields />
        </FieldGrid>
      </FormSection>

      <FormSection title="Datos empresa">
        <FieldGrid>
          <EmpresaDatosFields />
        </FieldGrid>
      </FormSection>

      <FormSection title="Cuenta y comisión">
        <FieldGrid>
          <EmpresaTextField field="numCuenta" label="Número de Cuenta (IBAN)" autoComplete="off" autoCapitalize="characters" maxLength={34} />
          <ComisionField kind={comision} />
          <Checkbox label="Super colaborador" {...register('superColaborador')} />
        </FieldGrid>
      </FormSection>

      <FormSection
        title="Productos y precios"
        description="El precio de cada protocolo para las empresas de esta gestoría, sin IVA. Un protocolo sin línea tendrá el precio base."
      >
        <ProtocolLines />
      </FormSection>
    </Stack>
  );
}
