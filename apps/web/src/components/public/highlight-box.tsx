import { ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './highlight-box.module.css';

type HighlightBoxProps = {
  icon: Icon;
  /** An h3 inside the surrounding section. */
  title: string;
  children: ReactNode;
};

/** A framed note that stands out from the text, e.g. what Cumplia's package includes. */
export function HighlightBox({ icon: BoxIcon, title, children }: HighlightBoxProps) {
  return (
    <div className={classes.box}>
      <ThemeIcon size={40} radius="md" aria-hidden>
        <BoxIcon size={22} stroke={1.7} />
      </ThemeIcon>
      <div>
        <h3 className={classes.title}>{title}</h3>
        <div className={classes.text}>{children}</div>
      </div>
    </div>
  );
}
