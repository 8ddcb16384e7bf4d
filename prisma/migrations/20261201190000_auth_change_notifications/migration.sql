-- Tells every app process listening on "zeglog_auth" that what a bearer token resolves to may have
-- changed (api/src/modules/auth/viewer-cache.ts): a session or API token revoked or changed, an
-- account changed or deleted, a subscription (Premium) added, changed or removed. The payload is
-- the account's id (a user's or a student's), or '*' after a TRUNCATE (every account). PostgreSQL
-- sends the notification when the transaction commits, to every listening session, the writing one
-- included, and a payload once per transaction however many rows name it. The function body
-- spells its semicolons as \073: the PostgreSQL driver adapter splits migration scripts at every one.
CREATE FUNCTION "auth_changed"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  old_account text\073
  new_account text\073
BEGIN
  IF TG_OP = ''TRUNCATE'' THEN
    PERFORM pg_notify(''zeglog_auth'', ''*'')\073
    RETURN NULL\073
  END IF\073
  IF TG_OP <> ''INSERT'' THEN
    old_account := to_jsonb(OLD) ->> TG_ARGV[0]\073
    PERFORM pg_notify(''zeglog_auth'', old_account)\073
  END IF\073
  IF TG_OP <> ''DELETE'' THEN
    new_account := to_jsonb(NEW) ->> TG_ARGV[0]\073
    IF new_account IS DISTINCT FROM old_account THEN
      PERFORM pg_notify(''zeglog_auth'', new_account)\073
    END IF\073
  END IF\073
  RETURN NULL\073
END';

-- A new session or API token changes nothing already resolved, only a changed or removed one does.
-- An API token's last use (written at most once a minute) is not a change of what it resolves to.
CREATE TRIGGER "User_auth_changed" AFTER UPDATE OR DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION "auth_changed"('id');
CREATE TRIGGER "Session_auth_changed" AFTER UPDATE OR DELETE ON "Session"
  FOR EACH ROW EXECUTE FUNCTION "auth_changed"('userId');
CREATE TRIGGER "ApiToken_auth_changed" AFTER UPDATE OF "userId", "tokenHash", "scope", "expiresAt", "revokedAt" OR DELETE ON "ApiToken"
  FOR EACH ROW EXECUTE FUNCTION "auth_changed"('userId');
CREATE TRIGGER "Subscription_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "Subscription"
  FOR EACH ROW EXECUTE FUNCTION "auth_changed"('userId');
CREATE TRIGGER "Student_auth_changed" AFTER UPDATE OR DELETE ON "Student"
  FOR EACH ROW EXECUTE FUNCTION "auth_changed"('id');
CREATE TRIGGER "StudentSession_auth_changed" AFTER UPDATE OR DELETE ON "StudentSession"
  FOR EACH ROW EXECUTE FUNCTION "auth_changed"('studentId');

CREATE TRIGGER "User_auth_truncated" AFTER TRUNCATE ON "User" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"('');
CREATE TRIGGER "Session_auth_truncated" AFTER TRUNCATE ON "Session" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"('');
CREATE TRIGGER "ApiToken_auth_truncated" AFTER TRUNCATE ON "ApiToken" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"('');
CREATE TRIGGER "Subscription_auth_truncated" AFTER TRUNCATE ON "Subscription" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"('');
CREATE TRIGGER "Student_auth_truncated" AFTER TRUNCATE ON "Student" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"('');
CREATE TRIGGER "StudentSession_auth_truncated" AFTER TRUNCATE ON "StudentSession" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"('');
