-- 0007: the reset keys and single sign-on attempts are the server's own bookkeeping, like sessions:
-- tenant requests (role plotwise_app, migration 0006) never read or write them.
REVOKE ALL ON "password_resets", "sso_states" FROM plotwise_app;
