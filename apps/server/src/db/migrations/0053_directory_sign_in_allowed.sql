-- 0053 (issue #20 item 8): company admins choose their sign-in methods within what staff allow. Staff allow directory
-- sign-in (azure_allowed, staff only); without it an admin cannot switch it on, and withdrawing it switches it off.
-- Every company may use it until staff say otherwise (as before this column): empty means allowed.
ALTER TABLE "authentications" ADD COLUMN "azure_allowed" boolean;
