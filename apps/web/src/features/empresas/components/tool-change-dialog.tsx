import { TOOLS, type ToolCode } from '@cumplia/shared/enums';
import { Button, Modal, Stack, Text } from '@mantine/core';
import type { EmpresaListItem } from '../api/get-empresas';
import { DialogActions } from '../../../components/forms/dialog-actions';

export type ToolChoice = { empresa: EmpresaListItem; code: ToolCode };

/** "¿Desea activar {tool}?" / "¿Desea desactivar {tool}?" (spec 1 §4, spec 3 §2.7). */
export function toolQuestion({ empresa, code }: ToolChoice): string {
  const verb = empresa[TOOLS[code].flag] ? 'desactivar' : 'activar';
  return `¿Desea ${verb} ${TOOLS[code].label}?`;
}

/** What a confirmed change did, said on the list: a tool switched on has its contract on its way to the company. */
export function toolChangeDone({ empresa, code }: ToolChoice): string {
  return empresa[TOOLS[code].flag]
    ? `${TOOLS[code].label} desactivada para ${empresa.nombreComercial}.`
    : `${TOOLS[code].label} activada para ${empresa.nombreComercial}: le hemos enviado el contrato para que lo firme, por correo electrónico y por SMS. La herramienta queda pendiente de firma hasta entonces.`;
}

/** The question, the company, and what switching off means: the top of every tool-change dialog. */
export function ToolChangeSummary({ choice }: { choice: ToolChoice }) {
  const activating = !choice.empresa[TOOLS[choice.code].flag];
  return (
    <Stack gap={4}>
      <Text fw={600}>{toolQuestion(choice)}</Text>
      <Text size="sm" c="dimmed">
        {choice.empresa.nombreComercial} · {choice.empresa.nifCif}
      </Text>
      {!activating && (
        <Text size="sm" c="dimmed">
          La empresa dejará de renovar esta herramienta y de poder descargar sus documentos.
        </Text>
      )}
    </Stack>
  );
}

type ToolChangeDialogProps = {
  choice: ToolChoice | null;
  onConfirm: (choice: ToolChoice) => void;
  onCancel: () => void;
};

export function ToolChangeDialog({ choice, onConfirm, onCancel }: ToolChangeDialogProps) {
  const activating = choice ? !choice.empresa[TOOLS[choice.code].flag] : false;
  return (
    <Modal opened={choice !== null} onClose={onCancel} title="Confirmar cambio">
      {choice && (
        <Stack gap="md">
          <ToolChangeSummary choice={choice} />
          <DialogActions onCancel={onCancel}>
            <Button color={activating ? undefined : 'red'} onClick={() => onConfirm(choice)}>
              Confirmar
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}
