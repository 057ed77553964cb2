import type { EmpresaStaffDetail, EmpresaStaffUpdate } from '@cumplia/shared/schemas/empresa';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '@cumplia/shared/calendar';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { useUpdateStaffEmpresaMutation } from '../api/update-staff-empresa';
import { EMPRESA_UPDATED_MESSAGE } from './edit-empresa-form';
import { AdministradorUserLink } from './administrador-user-link';
import { EmpresaDataSummary } from './empresa-data-summary';
import { StaffEmpresaForm } from './staff-empresa-form';
import { ToolsHint } from './tools-hint';

type EmpresaDataCardProps = {
  empresa: EmpresaStaffDetail;
  /** Where the tools are switched on and off, for the hint under the read-only tools. */
  toolsListPath: string;
};

/**
 * The company's data on the superadmin's detail (spec 2 "Admin company detail"): read-only, with
 * "Editar"; in edit mode "Cancelar" discards the edits and "Guardar Cambios" saves and goes back to
 * reading. A failed save keeps the edit mode and the edits (spec 2 §4).
 */
export function EmpresaDataCard({ empresa, toolsListPath }: EmpresaDataCardProps) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const update = useUpdateStaffEmpresaMutation(empresa.id);

  const save = async (values: EmpresaStaffUpdate) => {
    await update.mutateAsync(values);
    setEditing(false);
    setSaved(true);
  };

  const usernameHint = empresa.administrador ? <AdministradorUserLink userId={empresa.administrador.id} /> : undefined;

  const title = (
    <Group justify="space-between" align="center">
      <Title order={2} fz="lg" id="empresa-datos-titulo">
        {editing ? 'Editar los datos de la empresa' : 'Datos de la empresa'}
      </Title>
      {!editing && (
        <Button
          variant="light"
          leftSection={<IconEdit size={18} />}
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          Editar
        </Button>
      )}
    </Group>
  );

  // Editing, the form's own section cards stand on the page: no card around cards.
  if (editing) {
    return (
      <Stack gap="md" component="section" aria-labelledby="empresa-datos-titulo">
        {title}
        <StaffEmpresaForm
          empresa={empresa}
          screen="admin"
          save={save}
          usernameHint={usernameHint}
          toolsHint={<ToolsHint listPath={toolsListPath} />}
          secondaryAction={
            <Button variant="default" size="md" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
          }
        />
      </Stack>
    );
  }

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="empresa-datos-titulo">
      <Stack gap="md">
        {title}
        {saved && <SuccessNotice onClose={() => setSaved(false)}>{EMPRESA_UPDATED_MESSAGE}</SuccessNotice>}
        <EmpresaDataSummary empresa={empresa} />
        <Text size="sm" c="dimmed">
          Alta el {formatDate(empresa.createdAt)}.
        </Text>
      </Stack>
    </Paper>
  );
}
