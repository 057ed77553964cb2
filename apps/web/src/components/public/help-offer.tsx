import { Button, Group, Stack } from '@mantine/core';
import { IconBuildingSkyscraper, IconMessageCircle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './help-offer.module.css';

type HelpOfferProps = {
  title?: string;
  children: ReactNode;
  /** Buttons other than the default pair (talk to Cumplia, register the company). */
  actions?: ReactNode;
};

/** The closing offer of help of the public pages: talk to us, or register the company. */
export function HelpOffer({ title = '¿Le ayudamos a cumplir?', children, actions }: HelpOfferProps) {
  const headingId = useId();
  const defaultActions = (
    <>
      <Button component={Link} to="/contactar" size="md" leftSection={<IconMessageCircle size={18} aria-hidden />}>
        Hablar con Cumplia
      </Button>
      <Button
        component={Link}
        to="/registrar"
        size="md"
        variant="default"
        leftSection={<IconBuildingSkyscraper size={18} aria-hidden />}
      >
        Registrar mi empresa
      </Button>
    </>
  );
  return (
    <section aria-labelledby={headingId} className={classes.band}>
      <Stack gap="md">
        <h2 id={headingId} className={classes.title}>
          {title}
        </h2>
        <div className={classes.text}>{children}</div>
        <Group gap="sm">{actions ?? defaultActions}</Group>
      </Stack>
    </section>
  );
}
