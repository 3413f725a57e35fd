CREATE TABLE "analytics_hours" (
	"vendor_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"num_orders" integer NOT NULL,
	"refunded_orders" integer NOT NULL,
	"order_hash" bigint NOT NULL,
	"refunded_hash" bigint NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_hours_pk" PRIMARY KEY("vendor_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_product_hours" (
	"vendor_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"refunded" boolean NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"num_orders" integer NOT NULL,
	CONSTRAINT "analytics_product_hours_pk" PRIMARY KEY("vendor_id","hour","refunded","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_customers" (
	"vendor_id" text NOT NULL,
	"user_id" text NOT NULL,
	"first_paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_customers_pk" PRIMARY KEY("vendor_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "analytics_customers_first_paid_idx" ON "analytics_customers" USING btree ("vendor_id","first_paid_at","user_id");
--> statement-breakpoint
-- Each customer's first paid order at each vendor, kept by the database itself (decision 016): every
-- statement that writes orders with paid_at, or sets paid_at, moves it earlier when it must.
CREATE FUNCTION "analytics_customers_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO analytics_customers (vendor_id, user_id, first_paid_at)
	SELECT l.vendor_id, n.user_id, min(n.paid_at)
	FROM new_orders n JOIN vendor_locations l ON l.vendor_location_id = n.vendor_location_id
	WHERE n.paid_at IS NOT NULL
	GROUP BY l.vendor_id, n.user_id
	ON CONFLICT (vendor_id, user_id) DO UPDATE SET first_paid_at = excluded.first_paid_at
	WHERE excluded.first_paid_at < analytics_customers.first_paid_at;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "analytics_customers_on_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO analytics_customers (vendor_id, user_id, first_paid_at)
	SELECT l.vendor_id, NEW.user_id, NEW.paid_at
	FROM vendor_locations l WHERE l.vendor_location_id = NEW.vendor_location_id
	ON CONFLICT (vendor_id, user_id) DO UPDATE SET first_paid_at = excluded.first_paid_at
	WHERE excluded.first_paid_at < analytics_customers.first_paid_at;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_analytics_customers_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "analytics_customers_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "orders_analytics_customers_paid" AFTER UPDATE OF "paid_at" ON "orders" FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL AND NEW.paid_at IS DISTINCT FROM OLD.paid_at) EXECUTE FUNCTION "analytics_customers_on_paid"();
--> statement-breakpoint
INSERT INTO "analytics_customers" ("vendor_id", "user_id", "first_paid_at")
SELECT l."vendor_id", o."user_id", min(o."paid_at")
FROM "orders" o JOIN "vendor_locations" l ON l."vendor_location_id" = o."vendor_location_id"
WHERE o."paid_at" IS NOT NULL
GROUP BY l."vendor_id", o."user_id";
