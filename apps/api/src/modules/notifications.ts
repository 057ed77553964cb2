import type { AuthenticatedUser } from './../plugins/access-policy.ts';

/**
 * Something that can ring the header bell for a user (the renewals module will add the priority
 * renewals of spec 0 "Renewals"). The bell shows when any source has something.
 */
export type NotificationSource = (userId: string) => Promise<boolean>;

export function createNotifications(sources: NotificationSource[]) {
  return async (userId: string) => {
    for (const source of sources) if (await source(userId)) return true;
    return false;
  };
}

export type { AuthenticatedUser };
