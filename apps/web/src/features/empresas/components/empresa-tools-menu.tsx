import { TOOL_CODES, TOOLS, type ToolCode } from '@cumplia/shared/enums';
import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconChevronDown, IconSquare, IconSquareCheckFilled } from '@tabler/icons-react';
import type { EmpresaListItem } from '../api/get-empresas';
import { activeToolLabels } from '../utils/tools';

type EmpresaToolsMenuProps = {
  empresa: EmpresaListItem;
  onChoose: (code: ToolCode) => void;
  /** While a change of this company is being saved. */
  busy?: boolean;
  /** Under a tool's name, e.g. its price on the staff list. */
  detail?: (code: ToolCode) => ReactNode;
};

/** The tool-toggle dropdown of a row (spec 3 §2.7): each tool with its state; choosing one asks first. */
export function EmpresaToolsMenu({ empresa, onChoose, busy = false, detail }: EmpresaToolsMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy}
          // Beside a long list of active tools the button keeps its size; the text wraps instead.
          style={{ flexShrink: 0 }}
          aria-label={`Herramientas de ${empresa.nombreComercial}`}
        >
          Herramientas
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Activar o desactivar</Menu.Label>
        {TOOL_CODES.map((code) => {
          const active = empresa[TOOLS[code].flag];
          return (
            <Menu.Item
              key={code}
              onClick={() => onChoose(code)}
              leftSection={
                active ? (
                  <IconSquareCheckFilled size={18} color="var(--mantine-color-teal-7)" aria-hidden />
                ) : (
                  <IconSquare size={18} color="var(--mantine-color-gray-6)" aria-hidden />
                )
              }
              rightSection={
                <Badge size="sm" variant="light" color={active ? 'teal' : 'gray'}>
                  {active ? 'Activa' : 'Inactiva'}
                </Badge>
              }
            >
              {TOOLS[code].label}
              {detail && (
                <Text size="xs" c="dimmed">
                  {detail(code)}
                </Text>
              )}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A list row's tools: the active ones in words, and the menu that switches one on or off. */
export function EmpresaToolsCell(props: EmpresaToolsMenuProps) {
  const tools = activeToolLabels(props.empresa);
  return (
    // Wraps: on a phone's card the menu goes under the tools' names rather than squeezing them letter by letter.
    <Group gap="xs" justify="space-between">
      <Text size="sm" c={tools.length ? undefined : 'dimmed'} data-testid="active-tools">
        {tools.length ? tools.join(', ') : 'Ninguna'}
      </Text>
      <EmpresaToolsMenu {...props} />
    </Group>
  );
}
