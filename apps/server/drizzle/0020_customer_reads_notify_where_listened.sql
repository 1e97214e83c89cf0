-- Decision 049: the customer-read cache (decision 027) lives only in a PGlite process. On
-- PostgreSQL nobody listens on rc_customer_data, yet every coupon, ledger and order write
-- notified it, and NOTIFY's commit lock made bulk claims commit one at a time. The server's
-- PostgreSQL pool now opens its connections with rc.customer_reads = off, and the trigger
-- function returns at once for them. Any other writer (PGlite, an operator's psql, a tool)
-- still notifies, as before.
CREATE OR REPLACE FUNCTION rc_customer_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  pick text;
BEGIN
  -- A connection that says nobody caches what it writes (rc.customer_reads = 'off': the
  -- PostgreSQL pool of the server, db/client.ts) sends nothing: NOTIFY takes a lock at commit
  -- that makes every notifying transaction of the cluster commit one at a time.
  IF current_setting('rc.customer_reads', true) = 'off' THEN
    RETURN NULL;
  END IF;
  -- TG_ARGV[0]: 'c' (customer ids in column TG_ARGV[1]), 'e' (coupon events: their coupons' owners) or '*'.
  IF TG_ARGV[0] = '*' THEN
    PERFORM pg_notify('rc_customer_data', '*');
    RETURN NULL;
  END IF;
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
    PERFORM pg_notify('rc_customer_data', '*');
  ELSE
    PERFORM pg_notify('rc_customer_data', 'c:' || array_to_string(keys, ','));
  END IF;
  RETURN NULL;
END;
$$;
