import { TOOLS } from '@cumplia/shared/enums';
import { FIRMA_MESSAGES, type ContratoBlock, type FirmaContrato as FirmaContratoData } from '@cumplia/shared/schemas/contrato';
import { Anchor, Button, Center, Checkbox, Code, Divider, Group, Loader, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDeviceMobileMessage, IconDownload, IconSignature } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { formatDateTime } from '@cumplia/shared/calendar';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { isApiRequestError } from '../../../lib/api-error';
import { serverMessageOr } from '../../../lib/error-message';
import { downloadFirmaPdf, firmaKeys, getFirmaContrato, sendFirmaCode, signContrato } from '../api/firma';
import classes from './contract-text.module.css';
import { Link } from 'react-router';
import { getTokenRoles } from '../../../lib/auth-storage';
import { homePathForRoles } from '../../../lib/home-paths';
import { useSessionToken } from '../../../lib/use-session-token';

export const FIRMA_LOAD_FAILED = 'No se pudo cargar el contrato. Compruebe su conexión e inténtelo de nuevo.';
export const FIRMA_SEND_FAILED = 'No se pudo enviar el código. Inténtelo de nuevo en unos segundos.';
export const FIRMA_SIGN_FAILED = 'No se pudo firmar el contrato. Inténtelo de nuevo.';
export const FIRMA_DOWNLOAD_FAILED = 'No se pudo descargar el contrato. Inténtelo de nuevo.';

/** The state a link's error puts the page in: a heading and what to do. */
function linkProblem(error: unknown): { title: string; message: string } | null {
  if (!isApiRequestError(error)) return null;
  if (error.status === 404) return { title: 'Enlace no válido', message: error.message };
  if (error.code === 'CONTRACT_LINK_EXPIRED') return { title: 'Enlace caducado', message: error.message };
  if (error.code === 'CONTRACT_CANCELLED') return { title: 'Contrato anulado', message: error.message };
  return null;
}

/** One block of the contract's text, as a plain element (contract-text.module.css). */
function Block({ block }: { block: ContratoBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className={classes.paragraph}>{block.text}</p>;
    case 'subheading':
      return <h3 className={classes.subheading}>{block.text}</h3>;
    case 'list':
      return (
        <ul className={classes.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'data':
      return (
        <dl className={classes.data}>
          {block.rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** The contract's text, numbered like its PDF. */
function ContractText({ contrato }: { contrato: FirmaContratoData }) {
  return (
    <Stack gap="lg" component="article" aria-label="Texto del contrato">
      {contrato.sections.map((section, index) => (
        <Stack key={section.heading} gap="sm" component="section">
          <Title order={2} fz={{ base: 18, sm: 20 }} c="cumplia.8">
            {index + 1}. {section.heading}
          </Title>
          {section.blocks.map((block, position) => (
            <Block key={position} block={block} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function useDownload(token: string) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'documento' | 'firmado' | null>(null);
  const download = async (which: 'documento' | 'firmado') => {
    setFailure(null);
    setBusy(which);
    try {
      await downloadFirmaPdf(token, which);
    } catch (error) {
      setFailure(serverMessageOr(error, FIRMA_DOWNLOAD_FAILED));
    } finally {
      setBusy(null);
    }
  };
  return { download, busy, failure };
}

function StatusCard({ icon, color, title, children }: { icon: ReactNode; color: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={color} variant="light" radius="xl" size={40}>
            {icon}
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** Seconds left until `isoTime`, ticking every second; 0 once past. */
function useSecondsUntil(isoTime: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isoTime) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isoTime]);
  // The server's clock decides; a client a little behind it never shows more than the cooldown.
  return isoTime ? Math.min(60, Math.max(0, Math.ceil((new Date(isoTime).getTime() - now) / 1000))) : 0;
}

/**
 * The page's words for what is signed: a tool's contract, or the SEPA mandate of a new debtor account
 * (no tool; decision 0050), signed the same way.
 */
function wordingOf(contrato: FirmaContratoData) {
  return contrato.tool === null
    ? {
        kicker: 'Firma electrónica de orden de domiciliación',
        read: 'Lea la orden de domiciliación; al final podrá firmarla con un código que le enviaremos por SMS.',
        heading: 'Firmar la orden de domiciliación',
        accept: 'He leído la orden de domiciliación de adeudo directo SEPA de la nueva cuenta y la firmo en nombre de la empresa.',
        submit: 'Firmar orden',
        signedTitle: 'Orden de domiciliación firmada',
        signed: 'La orden de domiciliación de la nueva cuenta',
        signedVerb: 'quedó firmada',
        // Not listed in «Mis contratos» (the client's list shows the tools' contracts): downloaded here.
        keptIn: 'Descárguela y consérvela: es la orden con la que se cargarán sus facturas en la nueva cuenta.',
        downloadSigned: 'Descargar la orden firmada',
        downloadPdf: 'Descargar la orden en PDF',
      }
    : {
        kicker: 'Firma electrónica de contrato',
        read: 'Lea el contrato; al final podrá firmarlo con un código que le enviaremos por SMS.',
        heading: 'Firmar el contrato',
        accept: contrato.sections.some((section) => section.heading.includes('SEPA'))
          ? 'He leído el contrato y lo acepto, incluida la orden de domiciliación de adeudo directo SEPA, en nombre de la empresa.'
          : 'He leído el contrato y lo acepto en nombre de la empresa.',
        submit: 'Firmar contrato',
        signedTitle: 'Contrato firmado',
        signed: `El contrato de ${TOOLS[contrato.tool].label}`,
        signedVerb: 'quedó firmado',
        keptIn: 'Lo tiene también en «Mis contratos» de su área de cliente.',
        downloadSigned: 'Descargar contrato firmado',
        downloadPdf: 'Descargar el contrato en PDF',
      };
}

function SigningForm({ token, contrato, onSigned }: { token: string; contrato: FirmaContratoData; onSigned: () => void }) {
  const queryClient = useQueryClient();
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<string | null>(contrato.resendAvailableAt);
  const [sending, setSending] = useState(false);
  const [signing, setSigning] = useState(false);
  const [code, setCode] = useState('');
  const [acepto, setAcepto] = useState(false);
  const [errors, setErrors] = useState<{ code?: string; acepto?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const wait = useSecondsUntil(resendAt);
  const words = wordingOf(contrato);

  const refreshDocument = () => void queryClient.invalidateQueries({ queryKey: firmaKeys.contrato(token) });

  const send = async () => {
    setFailure(null);
    setSending(true);
    try {
      const answer = await sendFirmaCode(token, contrato.documentSha256);
      setCodeSent(answer.message);
      setResendAt(answer.resendAvailableAt);
    } catch (error) {
      if (isApiRequestError(error) && error.code === 'SIGNING_CODE_COOLDOWN' && typeof error.data?.resendAvailableAt === 'string') {
        setResendAt(error.data.resendAvailableAt);
      }
      if (isApiRequestError(error) && error.code === 'DOCUMENT_CHANGED') refreshDocument();
      setFailure(serverMessageOr(error, FIRMA_SEND_FAILED));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    const found = { code: /^\d{6}$/.test(trimmed) ? undefined : FIRMA_MESSAGES.code, acepto: acepto ? undefined : FIRMA_MESSAGES.acepto };
    setErrors(found);
    if (found.code || found.acepto) return;
    setFailure(null);
    setSigning(true);
    try {
      await signContrato(token, { code: trimmed, acepto: true, documentSha256: contrato.documentSha256 });
      onSigned();
    } catch (error) {
      if (isApiRequestError(error) && error.code === 'DOCUMENT_CHANGED') {
        setCodeSent(null);
        setCode('');
        refreshDocument();
      }
      if (isApiRequestError(error) && error.code === 'CONTRACT_ALREADY_SIGNED') onSigned();
      setFailure(serverMessageOr(error, FIRMA_SIGN_FAILED));
    } finally {
      setSigning(false);
    }
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="firma-title" id="firma">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" size={36}>
              <IconSignature size={20} />
            </ThemeIcon>
            <Title order={2} fz={{ base: 20, sm: 22 }} id="firma-title">
              {words.heading}
            </Title>
          </Group>
          <Text>
            Le enviaremos un código de 6 cifras por SMS al teléfono de la empresa <strong>{contrato.telefono}</strong>. El código caduca en 10
            minutos y admite 3 intentos.
          </Text>
          <Button
            variant={codeSent ? 'default' : 'filled'}
            size="md"
            leftSection={<IconDeviceMobileMessage size={20} aria-hidden />}
            onClick={() => void send()}
            loading={sending}
            disabled={wait > 0}
            fullWidth
          >
            {wait > 0 ? `Reenviar código (${wait} s)` : codeSent ? 'Reenviar código' : 'Enviar código'}
          </Button>
          {codeSent && <SuccessNotice>{codeSent}</SuccessNotice>}
          <TextInput
            label="Código recibido por SMS"
            placeholder="123456"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            size="md"
            error={errors.code}
            styles={{ input: { letterSpacing: '0.3em', fontSize: 22, textAlign: 'center' } }}
          />
          <Checkbox
            checked={acepto}
            onChange={(event) => setAcepto(event.currentTarget.checked)}
            error={errors.acepto}
            size="md"
            label={words.accept}
          />
          <FailureAlert message={failure} onClose={() => setFailure(null)} />
          <Button type="submit" size="md" loading={signing} leftSection={<IconSignature size={20} aria-hidden />} fullWidth>
            {words.submit}
          </Button>
          <Text size="xs" c="dimmed">
            Al firmar quedan registrados la fecha y hora, su dirección IP y su navegador, y la huella del documento; se añaden al documento firmado
            como página de evidencias.
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The public signing page /firma/:token (decision 0022), phone first: the contract as text, then
 * "Enviar código", the code, the explicit acceptance and "Firmar contrato"; once signed, the signed
 * PDF. Unknown, expired and annulled links say so.
 */
export function FirmaContrato({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: firmaKeys.contrato(token),
    queryFn: ({ signal }) => getFirmaContrato(token, signal),
    retry: (count, error) => !linkProblem(error) && count < 2,
    refetchOnWindowFocus: false,
  });
  const { download, busy, failure: downloadFailure } = useDownload(token);
  const sessionToken = useSessionToken();
  const contrato = query.data;

  if (query.isPending) {
    return (
      <Center mih={240} role="status" aria-label="Cargando contrato">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError && !contrato) {
    const problem = linkProblem(query.error);
    return (
      <StatusCard icon={<IconAlertTriangle size={22} />} color={problem ? 'orange' : 'red'} title={problem?.title ?? 'No se pudo cargar el contrato'}>
        <Text role="alert">{problem?.message ?? FIRMA_LOAD_FAILED}</Text>
        {problem ? (
          <Text size="sm" c="dimmed">
            Si necesita un enlace nuevo, pídalo a su gestoría o escriba a Cumplia desde la página de <Anchor href="/contactar">contacto</Anchor>.
          </Text>
        ) : (
          <Button variant="default" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        )}
      </StatusCard>
    );
  }
  if (!contrato) return null;
  const words = wordingOf(contrato);

  if (contrato.status === 'FIRMADO') {
    // Signed in on this phone, the client's home; else the clients' sign-in.
    const areaPath = (sessionToken && homePathForRoles(getTokenRoles(sessionToken))) || '/acceso?empresa=true';
    return (
      <Stack gap="md">
        <StatusCard icon={<IconCircleCheck size={24} />} color="teal" title={words.signedTitle}>
          <Text>
            {words.signed} de <strong>{contrato.empresa.razonSocial}</strong> {words.signedVerb}
            {contrato.signedAt ? ` el ${formatDateTime(contrato.signedAt)}` : ''}. {words.keptIn}
          </Text>
          <Button
            size="md"
            h="auto"
            py="sm"
            styles={{ label: { whiteSpace: 'normal' } }}
            leftSection={<IconDownload size={20} aria-hidden />}
            loading={busy === 'firmado'}
            onClick={() => void download('firmado')}
            fullWidth
          >
            {words.downloadSigned}
          </Button>
          <Button component={Link} to={areaPath} variant="default" size="md" fullWidth>
            Ir a su área de cliente
          </Button>
          <FailureAlert message={downloadFailure} />
        </StatusCard>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {words.kicker}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {contrato.title}
        </Title>
        <Text c="dimmed">
          {contrato.empresa.razonSocial} · NIF/CIF {contrato.empresa.nifCif}
        </Text>
        <Text size="sm">
          {words.read}{' '}
          <Anchor href="#firma" onClick={(event) => { event.preventDefault(); document.getElementById('firma')?.scrollIntoView({ behavior: 'smooth' }); }}>
            Ir a la firma
          </Anchor>
        </Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <ContractText contrato={contrato} />
        <Divider my="lg" />
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Huella SHA-256 del documento que va a firmar:
          </Text>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="document-sha256">
            {contrato.documentSha256}
          </Code>
          <Button variant="subtle" leftSection={<IconDownload size={18} aria-hidden />} loading={busy === 'documento'} onClick={() => void download('documento')}>
            {words.downloadPdf}
          </Button>
          <FailureAlert message={downloadFailure} />
        </Stack>
      </Paper>
      <SigningForm
        key={contrato.documentSha256}
        token={token}
        contrato={contrato}
        onSigned={() => void queryClient.invalidateQueries({ queryKey: firmaKeys.contrato(token) })}
      />
    </Stack>
  );
}
