import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';

export const INVALID_PAGE_MESSAGE = 'Número de página inválido.';

type PageJumpProps = {
  totalPages: number;
  /** Zero-based, as the API counts. */
  onJump: (page: number) => void;
  disabled?: boolean;
};

/** "Ir a la página": a page number from 1 to the page count, else 'Número de página inválido.' (spec 2 §5 "Page jump input"). */
export function PageJump({ totalPages, onJump, disabled = false }: PageJumpProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    const page = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(page) || page < 1 || page > Math.max(totalPages, 1)) {
      setError(INVALID_PAGE_MESSAGE);
      return;
    }
    setError(null);
    setValue('');
    onJump(page - 1);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Ir a una página">
      <Stack gap={4} align="flex-end">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" component="label" htmlFor={`${errorId}-input`}>
            Ir a la página
          </Text>
          <TextInput
            id={`${errorId}-input`}
            aria-label="Número de página"
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            inputMode="numeric"
            w={80}
            value={value}
            error={error !== null}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button type="submit" variant="default" disabled={disabled}>
            Ir
          </Button>
        </Group>
        {error && (
          <Text id={errorId} size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </form>
  );
}
