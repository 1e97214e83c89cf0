-- What a server process caches of a session (http/session-cache.ts, decision 025):
-- the session row, the customer it acts for and that customer's serving branch
-- companies. Every change to those rows, from any process or by hand, tells every
-- process on commit (NOTIFY rc_viewer) which entries to drop. Statement-level, so
-- a bulk change sends one notification, not one per row; more than 100 keys send '*'.
CREATE FUNCTION rc_viewer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  -- TG_ARGV[0]: 's' (session ids), 'c' (customer ids) or '*' (every entry); TG_ARGV[1]: the key column.
  IF TG_ARGV[0] = '*' THEN
    PERFORM pg_notify('rc_viewer', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM new_rows', TG_ARGV[1]) INTO keys;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM old_rows', TG_ARGV[1]) INTO keys;
  ELSE
    EXECUTE format(
      'SELECT array_agg(DISTINCT k) FROM (SELECT %1$I::text AS k FROM old_rows UNION SELECT %1$I::text FROM new_rows) u',
      TG_ARGV[1]
    ) INTO keys;
  END IF;
  IF keys IS NULL THEN
    RETURN NULL;
  END IF;
  IF array_length(keys, 1) > 100 THEN
    PERFORM pg_notify('rc_viewer', '*');
  ELSE
    PERFORM pg_notify('rc_viewer', TG_ARGV[0] || ':' || array_to_string(keys, ','));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_viewer_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_viewer_changed('s', 'id');
--> statement-breakpoint
CREATE TRIGGER sessions_viewer_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_viewer_changed('s', 'id');
--> statement-breakpoint
CREATE TRIGGER customers_viewer_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_viewer_changed('c', 'id');
--> statement-breakpoint
CREATE TRIGGER customers_viewer_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_viewer_changed('c', 'id');
--> statement-breakpoint
CREATE TRIGGER customer_branches_viewer_insert AFTER INSERT ON customer_branches
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_viewer_changed('c', 'customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_branches_viewer_update AFTER UPDATE ON customer_branches
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_viewer_changed('c', 'customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_branches_viewer_delete AFTER DELETE ON customer_branches
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_viewer_changed('c', 'customer_id');
--> statement-breakpoint
CREATE TRIGGER branch_companies_viewer AFTER INSERT OR UPDATE OR DELETE ON branch_companies
  FOR EACH STATEMENT EXECUTE FUNCTION rc_viewer_changed('*', '');
