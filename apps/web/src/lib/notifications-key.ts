/**
 * The query key of the header bell (GET users/my/avisos). It lives here, not in the session
 * feature, because the features whose actions change what rings the bell (a renewal confirmed,
 * approved or disabled, a returned invoice cancelled) invalidate it, and a feature does not import
 * another one.
 */
export const NOTIFICATIONS_QUERY_KEY = ['session', 'notifications'] as const;
