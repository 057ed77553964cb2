import { ThemeIcon } from '@mantine/core';
import { IconArrowRight, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './feature-tile.module.css';

type FeatureTileProps = {
  icon: Icon;
  /** An h3: tiles sit inside a section with its own h2. */
  title: string;
  children: ReactNode;
  /** A link at the foot of the tile; its text must say where it goes. */
  link?: { to: string; label: string };
};

/** A card with an icon, a title, a short text and, optionally, a link. */
export function FeatureTile({ icon: TileIcon, title, children, link }: FeatureTileProps) {
  return (
    <article className={classes.tile}>
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
        <TileIcon size={24} stroke={1.6} />
      </ThemeIcon>
      <h3 className={classes.title}>{title}</h3>
      <div className={classes.text}>{children}</div>
      {link && (
        <Link to={link.to} className={classes.link}>
          {link.label}
          <IconArrowRight size={16} aria-hidden />
        </Link>
      )}
    </article>
  );
}
