-- Stop orders (docs/rules.md#stop-orders): stop, stop-limit and trailing stop. A stop rests unseen
-- (no limit price, so neither the book nor the limit fills see it) until the engine finds the
-- market through its stop: a stop or trailing stop then fills at market through bolts_fill_order,
-- a stop-limit is marked triggered and from then on is a limit order like any other. A resting
-- stop holds back what it may spend, like a limit: a buy the cash at its reserve price, a sell its
-- shares. bolts_place_order gains the stop's fields; bolts_fill_order refuses a stop the market has
-- not reached (changing nothing) and a stop-limit not yet triggered.
ALTER TABLE "orders" DROP CONSTRAINT "orders_type_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_limit_has_price";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_only_limits_rest";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stop_price_minor" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trail_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trail_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "triggered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_open_stops_idx" ON "orders" USING btree ("company_id","side") WHERE "orders"."status" = 'open' and "orders"."type" <> 'limit' and "orders"."triggered_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stop_has_price" CHECK ("orders"."type" in ('market', 'limit') or "orders"."stop_price_minor" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_trailing_has_trail" CHECK ("orders"."type" <> 'trailing_stop' or ("orders"."trail_amount_minor" > 0 and "orders"."trail_bp" is null) or ("orders"."trail_amount_minor" is null and "orders"."trail_bp" between 1 and 10000));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_only_stop_limits_trigger" CHECK ("orders"."triggered_at" is null or "orders"."type" = 'stop_limit');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_type_known" CHECK ("orders"."type" in ('market', 'limit', 'stop', 'stop_limit', 'trailing_stop'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_limit_has_price" CHECK ("orders"."type" in ('market', 'stop', 'trailing_stop') or "orders"."limit_price_minor" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_only_limits_rest" CHECK ("orders"."status" <> 'open' or "orders"."type" <> 'market');
--> statement-breakpoint
DROP FUNCTION "bolts_place_order"(uuid, uuid, text, text, text, bigint, bigint, bigint, bigint, timestamp with time zone, text);--> statement-breakpoint
CREATE FUNCTION "bolts_place_order"(
	"p_portfolio_id" uuid,
	"p_company_id" uuid,
	"p_side" text,
	"p_type" text,
	"p_time_in_force" text,
	"p_quantity" bigint,
	"p_limit_price" bigint,
	"p_fill_price" bigint,
	"p_priced_from" bigint,
	"p_expires_at" timestamp with time zone,
	"p_reason" text,
	"p_stop_price" bigint,
	"p_trail_amount" bigint,
	"p_trail_bp" integer,
	"p_reserve_price" bigint,
	OUT "outcome" text,
	OUT "company_price_minor" bigint,
	OUT "company_symbol" text,
	OUT "company_name" text,
	OUT "trade_id" uuid,
	OUT "trade_created_at" timestamp with time zone,
	OUT "total_amount_minor" bigint,
	OUT "realized_gain_minor" bigint,
	OUT "order_id" uuid,
	OUT "order_created_at" timestamp with time zone,
	OUT "reserved_minor" bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_listed boolean;
	v_cash bigint;
	v_reserved bigint;
	v_held bigint := 0;
	v_held_reserved bigint := 0;
	v_cost bigint := 0;
	v_had_holding boolean;
	v_available bigint;
	v_stop boolean := p_type IN ('stop', 'stop_limit', 'trailing_stop');
BEGIN
	SELECT current_price_minor, symbol, name, is_listed INTO company_price_minor, company_symbol, company_name, v_listed
		FROM companies WHERE id = p_company_id;
	IF NOT FOUND THEN
		outcome := 'no_company';
		RETURN;
	END IF;
	IF NOT v_listed THEN
		outcome := 'not_listed';
		RETURN;
	END IF;
	IF p_priced_from IS DISTINCT FROM company_price_minor THEN
		outcome := 'repriced';
		RETURN;
	END IF;
	IF coalesce(p_type NOT IN ('market', 'limit', 'stop', 'stop_limit', 'trailing_stop'), true)
		OR coalesce(p_time_in_force NOT IN ('gtc', 'day'), true)
		OR (p_type IN ('limit', 'stop_limit') AND coalesce(p_limit_price, 0) <= 0)
		OR (p_fill_price IS NULL AND p_type = 'market') OR (v_stop AND p_fill_price IS NOT NULL)
		OR (v_stop AND coalesce(p_stop_price, 0) <= 0)
		-- A stop on the wrong side of the market would trigger at once: the caller refuses it first.
		OR (v_stop AND p_side = 'sell' AND p_stop_price >= company_price_minor)
		OR (v_stop AND p_side = 'buy' AND p_stop_price <= company_price_minor)
		OR (p_type = 'trailing_stop' AND (p_trail_amount IS NULL) = (p_trail_bp IS NULL))
		OR (p_fill_price IS NULL AND p_side = 'buy' AND coalesce(p_reserve_price, p_limit_price, 0) <= 0)
		OR coalesce(p_side NOT IN ('buy', 'sell'), true) OR coalesce(p_quantity, 0) <= 0 THEN
		RAISE EXCEPTION 'bolts_place_order: invalid order (%, %, %, %, %)', p_side, p_type, p_quantity, p_limit_price, p_stop_price
			USING ERRCODE = '22023';
	END IF;

	SELECT cash_minor, portfolios.reserved_minor INTO v_cash, v_reserved
		FROM portfolios WHERE id = p_portfolio_id FOR UPDATE;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'bolts_place_order: no portfolio %', p_portfolio_id USING ERRCODE = 'P0002';
	END IF;
	SELECT quantity, reserved_quantity, total_cost_minor INTO v_held, v_held_reserved, v_cost
		FROM holdings WHERE portfolio_id = p_portfolio_id AND company_id = p_company_id FOR UPDATE;
	v_had_holding := FOUND;
	IF NOT v_had_holding THEN
		v_held := 0;
		v_held_reserved := 0;
		v_cost := 0;
	END IF;

	IF p_fill_price IS NOT NULL THEN
		SELECT f.trade_id, f.trade_created_at, f.total_amount_minor, f.realized_gain_minor
			INTO trade_id, trade_created_at, total_amount_minor, realized_gain_minor
			FROM bolts_apply_fill(p_portfolio_id, p_company_id, p_side, p_quantity, p_fill_price, 0, 0,
				v_cash, v_reserved, v_held, v_held_reserved, v_cost, v_had_holding) f;
		INSERT INTO orders (portfolio_id, company_id, side, type, time_in_force, status, quantity, limit_price_minor,
				fill_price_minor, transaction_id, closed_at, reason)
			VALUES (p_portfolio_id, p_company_id, p_side, p_type, p_time_in_force, 'filled', p_quantity, p_limit_price,
				p_fill_price, trade_id, trade_created_at, p_reason)
			RETURNING id, created_at INTO order_id, order_created_at;
		reserved_minor := 0;
		outcome := 'filled';
		RETURN;
	END IF;

	IF p_side = 'buy' THEN
		-- A limit holds back its limit; a stop its reserve price (the caller's, core/stops.ts).
		reserved_minor := p_quantity * coalesce(p_reserve_price, p_limit_price);
		v_available := v_cash - v_reserved;
		IF reserved_minor > v_available THEN
			RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'BT001',
				DETAIL = json_build_object('have', v_available, 'need', reserved_minor)::text;
		END IF;
		UPDATE portfolios SET reserved_minor = portfolios.reserved_minor + bolts_place_order.reserved_minor
			WHERE id = p_portfolio_id;
	ELSE
		reserved_minor := 0;
		v_available := v_held - v_held_reserved;
		IF p_quantity > v_available THEN
			RAISE EXCEPTION 'insufficient shares' USING ERRCODE = 'BT002',
				DETAIL = json_build_object('have', v_available, 'need', p_quantity)::text;
		END IF;
		UPDATE holdings SET reserved_quantity = reserved_quantity + p_quantity
			WHERE portfolio_id = p_portfolio_id AND company_id = p_company_id;
	END IF;
	INSERT INTO orders (portfolio_id, company_id, side, type, time_in_force, status, quantity, limit_price_minor,
			stop_price_minor, trail_amount_minor, trail_bp, reserved_minor, expires_at, reason)
		VALUES (p_portfolio_id, p_company_id, p_side, p_type, p_time_in_force, 'open', p_quantity, p_limit_price,
			CASE WHEN v_stop THEN p_stop_price END,
			CASE WHEN p_type = 'trailing_stop' THEN p_trail_amount END,
			CASE WHEN p_type = 'trailing_stop' THEN p_trail_bp END,
			bolts_place_order.reserved_minor, p_expires_at, p_reason)
		RETURNING id, created_at INTO order_id, order_created_at;
	outcome := 'rested';
END;
$$;
--> statement-breakpoint
-- The engine fills a resting order at p_fill_price, which must honour its limit. 'not_open' when
-- it was cancelled, expired or filled meanwhile, and when a stop's market is no longer through its
-- stop (a news item moved the price back), changing nothing. A stop-limit fills only once triggered.
CREATE OR REPLACE FUNCTION "bolts_fill_order"(
	"p_order_id" uuid,
	"p_fill_price" bigint,
	OUT "outcome" text,
	OUT "portfolio_id" uuid,
	OUT "company_symbol" text,
	OUT "company_name" text,
	OUT "trade_id" uuid,
	OUT "trade_created_at" timestamp with time zone,
	OUT "total_amount_minor" bigint,
	OUT "realized_gain_minor" bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_company uuid;
	v_cash bigint;
	v_reserved bigint;
	v_held bigint;
	v_held_reserved bigint;
	v_cost bigint;
	v_had_holding boolean;
	v_order orders%ROWTYPE;
	v_price bigint;
BEGIN
	-- Which portfolio and company never change on an order: read them to lock in the usual order.
	SELECT o.portfolio_id, o.company_id INTO portfolio_id, v_company FROM orders o WHERE o.id = p_order_id;
	IF NOT FOUND THEN
		outcome := 'not_open';
		RETURN;
	END IF;
	SELECT cash_minor, reserved_minor INTO v_cash, v_reserved FROM portfolios WHERE id = portfolio_id FOR UPDATE;
	SELECT quantity, reserved_quantity, total_cost_minor INTO v_held, v_held_reserved, v_cost
		FROM holdings h WHERE h.portfolio_id = bolts_fill_order.portfolio_id AND h.company_id = v_company FOR UPDATE;
	v_had_holding := FOUND;
	IF NOT v_had_holding THEN
		v_held := 0;
		v_held_reserved := 0;
		v_cost := 0;
	END IF;
	SELECT * INTO v_order FROM orders WHERE id = p_order_id FOR UPDATE;
	IF v_order.status <> 'open' THEN
		outcome := 'not_open';
		RETURN;
	END IF;
	IF v_order.type IN ('stop', 'trailing_stop') THEN
		SELECT current_price_minor INTO v_price FROM companies WHERE id = v_company;
		IF NOT ((v_order.side = 'sell' AND v_price <= v_order.stop_price_minor)
				OR (v_order.side = 'buy' AND v_price >= v_order.stop_price_minor)) THEN
			outcome := 'not_open';
			RETURN;
		END IF;
	END IF;
	IF coalesce(p_fill_price, 0) <= 0
		OR (v_order.type = 'stop_limit' AND v_order.triggered_at IS NULL)
		OR (v_order.side = 'buy' AND p_fill_price > v_order.limit_price_minor)
		OR (v_order.side = 'sell' AND p_fill_price < v_order.limit_price_minor) THEN
		RAISE EXCEPTION 'bolts_fill_order: % does not honour the limit of order %', p_fill_price, p_order_id
			USING ERRCODE = '22023';
	END IF;
	SELECT f.trade_id, f.trade_created_at, f.total_amount_minor, f.realized_gain_minor
		INTO trade_id, trade_created_at, total_amount_minor, realized_gain_minor
		FROM bolts_apply_fill(portfolio_id, v_company, v_order.side, v_order.quantity, p_fill_price,
			CASE WHEN v_order.side = 'buy' THEN v_order.reserved_minor ELSE 0 END,
			CASE WHEN v_order.side = 'sell' THEN v_order.quantity ELSE 0 END,
			v_cash, v_reserved, v_held, v_held_reserved, v_cost, v_had_holding) f;
	UPDATE orders
		SET status = 'filled', fill_price_minor = p_fill_price, transaction_id = bolts_fill_order.trade_id,
			reserved_minor = 0, closed_at = trade_created_at
		WHERE id = p_order_id;
	SELECT symbol, name INTO company_symbol, company_name FROM companies WHERE id = v_company;
	outcome := 'filled';
END;
$$;
--> statement-breakpoint
-- A trailing stop after a new price (core/stops.ts trailedStop says the same): a sell's stop rises
-- to the trail below the price, a buy's falls to the trail above it, never back. A percent trail is
-- rounded up, at least one minor unit; a sell's stop never goes below one minor unit.
CREATE FUNCTION "bolts_trailed_stop"(p_side text, p_stop bigint, p_price bigint, p_trail_amount bigint, p_trail_bp integer)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN p_side = 'sell'
		THEN greatest(p_stop, greatest(1, p_price - coalesce(p_trail_amount, greatest(1, ceil(p_price::numeric * p_trail_bp / 10000)::bigint))))
		ELSE least(p_stop, p_price + coalesce(p_trail_amount, greatest(1, ceil(p_price::numeric * p_trail_bp / 10000)::bigint)))
	END
$$;
