-- Decision 055: a PostgreSQL server process caches a customer's hot reads too (decision 027),
-- without NOTIFY's commit lock on the pool's writes (decision 049). The server's pool now opens
-- its connections with rc.customer_reads = log: for them the trigger appends what changed to
-- rc_customer_changes (no NOTIFY, so no cluster-wide lock at commit). Every process reads the
-- rows new since its last look on its listening connection, in the round trip that also fences
-- the notices (db/live-channel.ts, db/customer-reads.ts). Any other writer (PGlite, an
-- operator's psql, a tool) still notifies, as before; 'off' still sends nothing.
CREATE UNLOGGED TABLE IF NOT EXISTS rc_customer_changes (
  id bigserial PRIMARY KEY,
  -- The writing transaction: a reader asks for every row of a transaction not finished at its
  -- previous look (xid >= that snapshot's xmin), so a row committed late is never skipped.
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  -- When the row was written (not the transaction's start): the purge keeps ten minutes.
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- 'c:<customer ids>' or '*', as the notice's payload.
  keys text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS rc_customer_changes_xid ON rc_customer_changes (xid);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rc_customer_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  pick text;
  payload text;
  nothing boolean;
  mode text := coalesce(current_setting('rc.customer_reads', true), '');
BEGIN
  -- A connection that says nobody caches what it writes sends nothing.
  IF mode = 'off' THEN
    RETURN NULL;
  END IF;
  -- TG_ARGV[0]: 'c' (customer ids in column TG_ARGV[1]), 'e' (coupon events: their coupons' owners) or '*'.
  IF TG_ARGV[0] = '*' THEN
    -- A statement that changed no row (a refused call's update) tells nobody anything.
    IF TG_OP = 'DELETE' THEN
      EXECUTE 'SELECT NOT EXISTS (SELECT 1 FROM old_rows)' INTO nothing;
    ELSE
      EXECUTE 'SELECT NOT EXISTS (SELECT 1 FROM new_rows)' INTO nothing;
    END IF;
    IF nothing THEN
      RETURN NULL;
    END IF;
    payload := '*';
  ELSE
    IF TG_ARGV[0] = 'e' THEN
      pick := 'SELECT c.customer_id::text AS k FROM %1$s r JOIN coupons c ON c.id = r.coupon_id';
    ELSE
      pick := 'SELECT r.' || quote_ident(TG_ARGV[1]) || '::text AS k FROM %1$s r';
    END IF;
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('SELECT array_agg(DISTINCT k) FROM (' || pick || ') u', 'new_rows') INTO keys;
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format('SELECT array_agg(DISTINCT k) FROM (' || pick || ') u', 'old_rows') INTO keys;
    ELSE
      EXECUTE format(
        'SELECT array_agg(DISTINCT k) FROM (' || pick || ' UNION ' || replace(pick, '%1$s', '%2$s') || ') u',
        'old_rows',
        'new_rows'
      ) INTO keys;
    END IF;
    IF keys IS NULL THEN
      RETURN NULL;
    END IF;
    IF array_length(keys, 1) > 100 THEN
      payload := '*';
    ELSE
      payload := 'c:' || array_to_string(keys, ',');
    END IF;
  END IF;
  -- The server's PostgreSQL pool (db/client.ts): a row, read by every process's fence.
  IF mode = 'log' THEN
    INSERT INTO rc_customer_changes (keys) VALUES (payload);
  ELSE
    PERFORM pg_notify('rc_customer_data', payload);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The stores' trigger gets transition tables (one trigger per event, as PostgreSQL requires),
-- so that a statement that changed no store sends and logs nothing.
DROP TRIGGER IF EXISTS stores_customer_data ON stores;
--> statement-breakpoint
CREATE TRIGGER stores_customer_data_insert AFTER INSERT ON stores
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('*', '');
--> statement-breakpoint
CREATE TRIGGER stores_customer_data_update AFTER UPDATE ON stores
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('*', '');
--> statement-breakpoint
CREATE TRIGGER stores_customer_data_delete AFTER DELETE ON stores
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('*', '');
