import { TOOLS } from '@cumplia/shared/enums';
import { DEFAULT_PROTOCOL_PRICES, TOOLS_MESSAGES } from '@cumplia/shared/schemas/empresa';
import { Button, Modal, Radio, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { StaffEmpresaListItem } from '../api/get-staff-empresas';
import { toolPrice } from '../utils/tools';
import { ToolChangeSummary } from './tool-change-dialog';
import { EuroInput } from '../../../components/forms/euro-input';
import { DialogActions } from '../../../components/forms/dialog-actions';

export type StaffToolChoice = { empresa: StaffEmpresaListItem; code: keyof typeof TOOLS };
export type StaffToolDecision = StaffToolChoice & { price?: number; callViafirma: boolean };

type StaffToolChangeDialogProps = {
  choice: StaffToolChoice | null;
  /** The superadmin sets the price and how the contract is signed when switching a tool on. */
  withPrice: boolean;
  onConfirm: (decision: StaffToolDecision) => void;
  onCancel: () => void;
};

/**
 * "¿Desea activar {tool}?" / "¿Desea desactivar {tool}?" (spec 2 §4) on a staff list. Switching on
 * from the superadmin's list asks for the price (> 0, spec 2 §7) and whether the contract goes out
 * for signature or was signed on paper (`callViafirma`).
 */
export function StaffToolChangeDialog({ choice, withPrice, onConfirm, onCancel }: StaffToolChangeDialogProps) {
  const activating = choice ? !choice.empresa[TOOLS[choice.code].flag] : false;
  const askPrice = withPrice && activating;
  const [price, setPrice] = useState<number | string>('');
  const [firma, setFirma] = useState<'viafirma' | 'papel'>('viafirma');
  const [priceError, setPriceError] = useState<string | null>(null);

  useEffect(() => {
    if (!choice) return;
    const current = toolPrice(choice.empresa, choice.code);
    setPrice(current > 0 ? current : DEFAULT_PROTOCOL_PRICES[choice.code]);
    setFirma('viafirma');
    setPriceError(null);
  }, [choice]);

  const confirm = () => {
    if (!choice) return;
    if (!askPrice) return onConfirm({ ...choice, callViafirma: true });
    const value = typeof price === 'number' ? price : Number.NaN;
    if (!(value > 0)) return setPriceError(TOOLS_MESSAGES.price);
    onConfirm({ ...choice, price: value, callViafirma: firma === 'viafirma' });
  };

  return (
    <Modal opened={choice !== null} onClose={onCancel} title="Confirmar cambio">
      {choice && (
        <Stack gap="md">
          <ToolChangeSummary choice={choice} />
          {askPrice && (
            <>
              <EuroInput
                label="Precio (€, sin IVA)"
                withAsterisk
                value={price}
                onChange={(value) => {
                  setPrice(value);
                  setPriceError(null);
                }}
                error={priceError}
                data-autofocus
              />
              <Radio.Group label="Contrato" value={firma} onChange={(value) => setFirma(value as 'viafirma' | 'papel')}>
                <Stack gap="xs" mt="xs">
                  <Radio value="viafirma" label="Enviar el contrato a la empresa para su firma" />
                  <Radio value="papel" label="El contrato ya está firmado en papel" />
                </Stack>
              </Radio.Group>
            </>
          )}
          <DialogActions onCancel={onCancel}>
            <Button color={activating ? undefined : 'red'} onClick={confirm}>
              Confirmar
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}
