import { Anchor, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';

/** An address in a message's text: http(s) up to a space or a closing mark, without the final full stop. */
const LINK = /https?:\/\/[^\s<>"')]+[^\s<>"').,;:!?]/g;

/**
 * The plain text of a message (an SMS, or an e-mail without HTML) with its addresses as links that
 * open in a new tab, as the recipient's phone or mail program would show them (issue 23).
 */
export function LinkedText({ text }: { text: string }) {
  const parts: Array<{ text: string; link: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), link: false });
    parts.push({ text: match[0], link: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), link: false });
  return parts.map((part, index) =>
    part.link ? (
      <Anchor key={index} href={part.text} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
        {part.text}
        <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
      </Anchor>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
