import { DEFAULT_PROTOCOL_PRICES } from '@cumplia/shared/schemas/empresa';
import type { ReactNode } from 'react';
import { FieldGrid } from '../field-grid';
import { FormSection } from '../form-section';
import { ProtocolLines } from '../protocol-lines';
import { AdministradorFields } from './administrador-fields';
import { ContactoFields } from './contacto-fields';
import { EmpresaDatosFields } from './empresa-datos-fields';
import { InformacionFields } from './informacion-fields';
import { PagoFields } from './pago-fields';

type StaffEmpresaSectionsProps = {
  /** In INFORMACIÓN after the company's identity: the optional gestoría the company belongs to. */
  gestoriaField?: ReactNode;
};

/**
 * Staff "Alta de una empresa" (spec 2 "Superadmin company creation"): the shared field blocks in
 * the spec's five sections, the protocol lines last. Choosing a protocol on a line sets its default
 * price (spec 2 §9); a blank line starts at 0,00 €. Used inside an EmpresaFormProvider.
 */
export function StaffEmpresaSections({ gestoriaField }: StaffEmpresaSectionsProps) {
  return (
    <>
      <FormSection title="INFORMACIÓN" description="Quién es la empresa y, si la trae un colaborador, de qué gestoría es.">
        <FieldGrid>
          <InformacionFields />
          {gestoriaField}
        </FieldGrid>
      </FormSection>

      <FormSection title="DATOS ADMINISTRADOR" description="Con su DNI se crea el usuario que accede a Cumplia; recibirá un correo para verificar su cuenta.">
        <FieldGrid>
          <AdministradorFields />
        </FieldGrid>
      </FormSection>

      <FormSection title="DATOS CONTACTO">
        <FieldGrid>
          <ContactoFields />
        </FieldGrid>
      </FormSection>

      <FormSection title="DATOS EMPRESA">
        <FieldGrid>
          <EmpresaDatosFields />
        </FieldGrid>
        <PagoFields />
      </FormSection>

      <FormSection
        title="PROTOCOLOS Y PRECIOS"
        description="Cada protocolo añadido se activa para la empresa con su precio (sin IVA). Al elegir un protocolo se propone su precio base."
      >
        <ProtocolLines defaultPrice={(code) => DEFAULT_PROTOCOL_PRICES[code]} emptyText="Sin protocolos: la empresa se creará sin herramientas activas." />
      </FormSection>
    </>
  );
}
