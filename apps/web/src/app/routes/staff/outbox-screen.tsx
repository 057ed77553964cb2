import { PageHeader } from '../../../components/layout/page-header';
import { OutboxPanel } from '../../../features/outbox/components/outbox-panel';

export default function OutboxScreen() {
  return (
    <>
      <PageHeader
        title="Bandeja de salida"
        description="Correos electrónicos y SMS que envía Cumplia. Sin servidor de correo configurado, esta bandeja es la entrega: desde aquí puede abrir los enlaces de verificación."
      />
      <OutboxPanel />
    </>
  );
}
