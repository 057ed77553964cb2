import type { AuthenticatedUser } from './../plugins/access-policy.ts';

/**
 * Something that can ring the header bell for a user (the priority renewals of spec 0 "Renewals",
 * for staff). The bell shows when any source has something.
 */
export type NotificationSource = (user: AuthenticatedUser) => Promise<boolean>;

export function createNotifications(sources: NotificationSource[]) {
  return async (user: AuthenticatedUser) => {
    for (const source of sources) if (await source(user)) return true;
    return false;
  };
}

export type { AuthenticatedUser };
