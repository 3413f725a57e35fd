-- Decision 079: an order's refunded_cents is the projection of its refund rows, checked at commit. It is the sum of
-- the refunds that hold part of the charge: a staff refund from its claim until it fails, the system's refund of a sale
-- the stock could not fill once it succeeded. Deferred, so a transaction may write the two in either order.
CREATE FUNCTION "orders_refunds_agree"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  recorded integer;
  held integer;
BEGIN
  -- One statement, so one snapshot: read apart, a refund claimed and committed between the two reads showed its row
  -- but not its order's amount (30 parallel partial refunds, a 500 at commit now and then).
  SELECT o.refunded_cents,
         (SELECT coalesce(sum(r.amount_cents), 0)::int
            FROM refunds r
           WHERE r.order_id = o.order_id
             AND CASE WHEN r.created_by = 'system' THEN r.status = 'SUCCEEDED' ELSE r.status <> 'FAILED' END)
    INTO recorded, held
    FROM orders o WHERE o.order_id = NEW.order_id;
  IF recorded IS NULL THEN
    RETURN NULL;
  END IF;
  IF recorded <> held THEN
    RAISE EXCEPTION 'order % records % cents refunded, its refunds hold %', NEW.order_id, recorded, held
      USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_refunds_agree';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_refunded_agrees" AFTER UPDATE OF "refunded_cents" ON "orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.refunded_cents IS DISTINCT FROM NEW.refunded_cents) EXECUTE FUNCTION "orders_refunds_agree"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "refunds_agree_with_order" AFTER INSERT OR UPDATE OF "status", "amount_cents" ON "refunds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "orders_refunds_agree"();
