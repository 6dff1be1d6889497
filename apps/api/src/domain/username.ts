/**
 * How usernames compare: without regard to case. Usernames are ASCII (the registration and login schemas
 * say so), so this and PostgreSQL's lower() agree on every one of them; the login limiter keys on it and
 * the account lookups compare with it, so no spelling of a name escapes the other.
 */
export const usernameKey = (username: string): string => username.toLowerCase();
