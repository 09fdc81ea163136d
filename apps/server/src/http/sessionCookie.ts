/** The cookie that carries a session's token: set by auth at sign-in, read for the actor, CSRF rules and the OpenAPI document. */
export const SESSION_COOKIE = 'sid';
