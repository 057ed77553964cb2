import { FieldGrid } from '../field-grid';
import { FormSection } from '../form-section';
import { EmpresaDatosFields } from './empresa-datos-fields';
import { InformacionFields } from './informacion-fields';

/** "Datos de la empresa": who the company is and what it does, as registration and the gestoría show it. */
export function DatosEmpresaSection() {
  return (
    <FormSection title="Datos de la empresa">
      <FieldGrid>
        <InformacionFields />
        <EmpresaDatosFields />
      </FieldGrid>
    </FormSection>
  );
}
