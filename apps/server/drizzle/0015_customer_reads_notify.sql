-- What a PGlite server process caches of a customer's hot screens (db/customer-reads.ts,
-- decision 027): the rights-home holdings, ongoing/ended order pages and a coupon's
-- detail. Every change to the rows they are read from, from any process or by hand,
-- tells every listener on commit (NOTIFY rc_customer_data) which customers' entries to
-- drop. Statement-level, so a bulk change sends one notification; more than 100
-- customers (or a change to stores, which any entry may show) send '*'.
CREATE FUNCTION rc_customer_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  pick text;
BEGIN
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
--> statement-breakpoint
CREATE TRIGGER coupons_customer_data_insert AFTER INSERT ON coupons
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('c', 'customer_id');
--> statement-breakpoint
CREATE TRIGGER coupons_customer_data_update AFTER UPDATE ON coupons
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('c', 'customer_id');
--> statement-breakpoint
CREATE TRIGGER coupons_customer_data_delete AFTER DELETE ON coupons
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('c', 'customer_id');
--> statement-breakpoint
CREATE TRIGGER coupon_events_customer_data_insert AFTER INSERT ON coupon_events
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('e', 'coupon_id');
--> statement-breakpoint
CREATE TRIGGER coupon_events_customer_data_update AFTER UPDATE ON coupon_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('e', 'coupon_id');
--> statement-breakpoint
CREATE TRIGGER coupon_events_customer_data_delete AFTER DELETE ON coupon_events
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('e', 'coupon_id');
--> statement-breakpoint
CREATE TRIGGER orders_customer_data_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('c', 'customer_id');
--> statement-breakpoint
CREATE TRIGGER orders_customer_data_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('c', 'customer_id');
--> statement-breakpoint
CREATE TRIGGER orders_customer_data_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('c', 'customer_id');
--> statement-breakpoint
CREATE TRIGGER stores_customer_data AFTER INSERT OR UPDATE OR DELETE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION rc_customer_data_changed('*', '');
