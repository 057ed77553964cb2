import { IconExternalLink } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import type { PublicLink } from './public-links';

type HeaderLinkProps = { link: PublicLink; className?: string; onClick?: () => void };

/** A header link: in-app with the active page marked, or an external site in a new tab. */
export function HeaderLink({ link, className, onClick }: HeaderLinkProps) {
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {link.label}
        <IconExternalLink size={14} aria-hidden />
      </a>
    );
  }
  return (
    <NavLink to={link.to} end className={className} onClick={onClick}>
      {link.label}
    </NavLink>
  );
}
