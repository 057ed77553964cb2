import type { Icon } from '@tabler/icons-react';
import classes from './topic-illustration.module.css';

/** A large decorative emblem of a page's topic, for the right-hand side of its header on wide screens. */
export function TopicIllustration({ icon: TopicIcon }: { icon: Icon }) {
  return (
    <div className={classes.ring} aria-hidden>
      <TopicIcon size={76} stroke={1.4} />
    </div>
  );
}
