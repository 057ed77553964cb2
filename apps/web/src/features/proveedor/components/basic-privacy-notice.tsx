import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { DetailCard } from '../../../components/public/detail-card';
import { useProveedorQuery } from '../api/get-proveedor';
import { PRIVACY_PURPOSES, type PrivacyPurpose } from '@cumplia/shared/privacy-purposes';

type BasicPrivacyNoticeProps = {
  /** What the form's data are for, as the privacy policy lists them (one source). */
  purposes: readonly PrivacyPurpose[];
  /** Who else receives them. */
  recipients: string;
  /** Whether the data are required and what follows if they are not given (RGPD art. 13.2.e). */
  required: string;
  /** A card beside a long form; a short paragraph under a one- or two-field form. */
  variant: 'card' | 'inline';
};

const RIGHTS = 'Acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, y reclamar ante la AEPD.';

function PolicyLink() {
  return (
    <Anchor href="/aviso-legal#privacidad" target="_blank" rel="noopener noreferrer" inherit underline="always">
      política de privacidad
      <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
    </Anchor>
  );
}

/**
 * The first layer of the information on data protection, where the data are collected (RGPD art. 13;
 * LOPDGDD art. 11: who is responsible, what for, on what basis, who receives them, the rights, and
 * where the rest is), with the privacy policy as the second layer. Purposes and bases come from the
 * policy's own list.
 */
export function BasicPrivacyNotice({ purposes, recipients, required, variant }: BasicPrivacyNoticeProps) {
  const { data: proveedor } = useProveedorQuery();
  const responsable = proveedor ? `${proveedor.nombre} (NIF ${proveedor.nif}).` : 'El titular de Cumplia.';
  const finalidad = purposes.map((purpose) => PRIVACY_PURPOSES[purpose].what).join(' ');
  const legitimacion = [...new Set(purposes.map((purpose) => PRIVACY_PURPOSES[purpose].basis))].join(' ');

  if (variant === 'inline') {
    return (
      <Text size="xs" c="gray.7">
        <strong>Protección de datos.</strong> Responsable: {responsable} Finalidad: {finalidad} Legitimación: {legitimacion}{' '}
        Destinatarios: {recipients} Derechos: {RIGHTS} {required} Más información en la <PolicyLink />.
      </Text>
    );
  }
  return (
    <DetailCard
      title="Información básica sobre protección de datos"
      headingLevel={3}
      details={[
        { term: 'Responsable', description: responsable },
        { term: 'Finalidad', description: finalidad },
        { term: 'Legitimación', description: legitimacion },
        { term: 'Destinatarios', description: recipients },
        { term: 'Derechos', description: RIGHTS },
        { term: 'Datos necesarios', description: required },
        {
          term: 'Más información',
          description: (
            <>
              En nuestra <PolicyLink />.
            </>
          ),
        },
      ]}
    />
  );
}
