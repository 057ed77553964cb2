import type { GestoriaUsuarios } from '@cumplia/shared/schemas/usuario';
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconPencil, IconTrash } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { UsuarioToDelete } from './delete-usuario-dialog';

/** Where a user is edited (spec 2 "Edit user"). */
export const editUsuarioPath = (id: string) => `/editarusuario?id=${encodeURIComponent(id)}`;

type UsuarioEmailsMenuProps = {
  row: GestoriaUsuarios;
  onDelete: (usuario: UsuarioToDelete) => void;
};

/** The e-mails of a gestoría's users, each with "Editar" and "Eliminar" (spec 2 "User management"). */
export function UsuarioEmailsMenu({ row, onDelete }: UsuarioEmailsMenuProps) {
  if (row.users.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Sin usuarios
      </Text>
    );
  }
  const count = row.users.length === 1 ? row.users[0]!.email : `${row.users.length} usuarios`;
  return (
    <Menu position="bottom-start" shadow="md" width={300} withinPortal>
      <Menu.Target>
        <Button variant="light" size="xs" rightSection={<IconChevronDown size={14} />} aria-label={`Usuarios de ${row.nombreComercial}: ${count}`} maw="min(280px, 100%)">
          <Text span size="xs" fw={600} truncate="end">
            {count}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {row.users.map((usuario, index) => (
          <Fragment key={usuario.id}>
            {index > 0 && <Menu.Divider />}
            <Menu.Label style={{ overflowWrap: 'anywhere' }}>{usuario.email}</Menu.Label>
            <Menu.Item component={Link} to={editUsuarioPath(usuario.id)} leftSection={<IconPencil size={16} aria-hidden />} aria-label={`Editar ${usuario.email}`}>
              Editar
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} aria-label={`Eliminar ${usuario.email}`} onClick={() => onDelete(usuario)}>
              Eliminar
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
