import { ActionIcon } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './chat-contact-link.module.css';

/** The round floating chat button of public pages; it opens the contact form. */
export function ChatContactLink() {
  return (
    <ActionIcon
      component={Link}
      to="/contactar"
      aria-label="Contactar por chat"
      data-bubble="¿Hablamos?"
      className={classes.link}
      size={56}
      radius="xl"
      color="teal.6"
      variant="filled"
      style={{ pointerEvents: 'auto', boxShadow: 'var(--mantine-shadow-lg)' }}
    >
      <IconMessageCircle size={28} />
    </ActionIcon>
  );
}
