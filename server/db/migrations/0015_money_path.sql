-- The one money path (docs/rules.md#trading, docs/decisions/006 and 012). Three functions change
-- what a portfolio holds, each in one statement and one transaction, each taking its row locks in
-- the same order (portfolio, holding, order) so two never wait on each other in a cycle:
--   bolts_place_order  an order from a player (or the delisting payout): fills it now at the price
--                      the caller worked out, or rests a limit with its reservation;
--   bolts_fill_order   the engine fills a resting order at the price its tick crossed;
--   bolts_close_order  a resting order is cancelled or expires, giving its reservation back.
-- A fill itself is written by one internal function, bolts_apply_fill, whoever asked for it.
-- Prices are the caller's (core/trading.ts); the database checks that an order is priced from
-- the company's current price ('repriced' otherwise, changing nothing) and that a resting fill
-- honours its limit. Refusals: SQLSTATE BT001 (cash) or BT002 (shares), DETAIL {"have","need"}.

-- Writes one fill for a portfolio whose row and holding the caller has locked (their values are
-- passed in): the trade, the balanced ledger journal (the portfolio and the market, equal and
-- opposite), the cash and the holding (quantity, total cost, realised gain on a sale). A sale's
-- cost basis leaves in proportion to the shares sold, rounded half up, all of it with the last
-- share. p_release_cash / p_release_shares: what a resting order held back, given back here.
CREATE FUNCTION "bolts_apply_fill"(
	"p_portfolio_id" uuid,
	"p_company_id" uuid,
	"p_side" text,
	"p_quantity" bigint,
	"p_price" bigint,
	"p_release_cash" bigint,
	"p_release_shares" bigint,
	"p_cash" bigint,
	"p_reserved" bigint,
	"p_held" bigint,
	"p_held_reserved" bigint,
	"p_cost" bigint,
	"p_had_holding" boolean,
	OUT "trade_id" uuid,
	OUT "trade_created_at" timestamp with time zone,
	OUT "total_amount_minor" bigint,
	OUT "realized_gain_minor" bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_held bigint := p_held;
	v_held_reserved bigint := p_held_reserved;
	v_cost bigint := p_cost;
	v_available bigint;
	v_basis_removed bigint;
	v_journal uuid := gen_random_uuid();
BEGIN
	IF coalesce(p_side NOT IN ('buy', 'sell'), true) OR coalesce(p_quantity, 0) <= 0 OR coalesce(p_price, 0) <= 0 THEN
		RAISE EXCEPTION 'bolts_apply_fill: invalid fill (%, %, %)', p_side, p_quantity, p_price USING ERRCODE = '22023';
	END IF;
	total_amount_minor := p_quantity * p_price;
	IF p_side = 'buy' THEN
		v_available := p_cash - p_reserved + p_release_cash;
		IF total_amount_minor > v_available THEN
			RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'BT001',
				DETAIL = json_build_object('have', v_available, 'need', total_amount_minor)::text;
		END IF;
		INSERT INTO transactions (portfolio_id, company_id, quantity, price_per_share_minor, total_amount_minor, transaction_type)
			VALUES (p_portfolio_id, p_company_id, p_quantity, p_price, total_amount_minor, 'buy')
			RETURNING id, created_at INTO trade_id, trade_created_at;
		INSERT INTO ledger_entries (journal_id, kind, portfolio_id, system_account, amount_minor, transaction_id)
			VALUES (v_journal, 'trade', p_portfolio_id, NULL, -total_amount_minor, trade_id),
				(v_journal, 'trade', NULL, 'market', total_amount_minor, trade_id);
		UPDATE portfolios
			SET cash_minor = cash_minor - total_amount_minor, reserved_minor = reserved_minor - p_release_cash
			WHERE id = p_portfolio_id;
		v_held := v_held + p_quantity;
		v_cost := v_cost + total_amount_minor;
	ELSE
		v_available := v_held - v_held_reserved + p_release_shares;
		IF p_quantity > v_available THEN
			RAISE EXCEPTION 'insufficient shares' USING ERRCODE = 'BT002',
				DETAIL = json_build_object('have', v_available, 'need', p_quantity)::text;
		END IF;
		IF p_quantity = v_held THEN
			v_basis_removed := v_cost;
		ELSE
			v_basis_removed := div(v_cost::numeric * p_quantity * 2 + v_held, 2::numeric * v_held)::bigint;
		END IF;
		realized_gain_minor := total_amount_minor - v_basis_removed;
		INSERT INTO transactions (portfolio_id, company_id, quantity, price_per_share_minor, total_amount_minor,
				transaction_type, realized_gain_minor)
			VALUES (p_portfolio_id, p_company_id, p_quantity, p_price, total_amount_minor, 'sell', realized_gain_minor)
			RETURNING id, created_at INTO trade_id, trade_created_at;
		INSERT INTO ledger_entries (journal_id, kind, portfolio_id, system_account, amount_minor, transaction_id)
			VALUES (v_journal, 'trade', p_portfolio_id, NULL, total_amount_minor, trade_id),
				(v_journal, 'trade', NULL, 'market', -total_amount_minor, trade_id);
		UPDATE portfolios SET cash_minor = cash_minor + total_amount_minor WHERE id = p_portfolio_id;
		v_held := v_held - p_quantity;
		v_cost := v_cost - v_basis_removed;
		v_held_reserved := v_held_reserved - p_release_shares;
	END IF;

	IF v_held = 0 THEN
		DELETE FROM holdings WHERE portfolio_id = p_portfolio_id AND company_id = p_company_id;
	ELSIF p_had_holding THEN
		UPDATE holdings
			SET quantity = v_held, reserved_quantity = v_held_reserved, total_cost_minor = v_cost, updated_at = trade_created_at
			WHERE portfolio_id = p_portfolio_id AND company_id = p_company_id;
	ELSE
		-- Every path that writes a holding holds the portfolio lock first, so no other transaction
		-- can have made this row meanwhile; if one ever did, the primary key fails the fill loudly.
		INSERT INTO holdings (portfolio_id, company_id, quantity, reserved_quantity, total_cost_minor, updated_at)
			VALUES (p_portfolio_id, p_company_id, v_held, v_held_reserved, v_cost, trade_created_at);
	END IF;
END;
$$;
--> statement-breakpoint

-- A new order. With p_fill_price it fills now (a filled order row is written with the trade);
-- without, a limit rests: a buy holds back quantity x limit of cash, a sell its shares. First the
-- company: gone ('no_company'), delisted ('not_listed') or at another price than p_priced_from
-- ('repriced', with the current price) changes nothing.
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
	IF coalesce(p_type NOT IN ('market', 'limit'), true) OR coalesce(p_time_in_force NOT IN ('gtc', 'day'), true)
		OR (p_type = 'limit' AND coalesce(p_limit_price, 0) <= 0) OR (p_fill_price IS NULL AND p_type <> 'limit')
		OR coalesce(p_side NOT IN ('buy', 'sell'), true) OR coalesce(p_quantity, 0) <= 0 THEN
		RAISE EXCEPTION 'bolts_place_order: invalid order (%, %, %, %)', p_side, p_type, p_quantity, p_limit_price
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
				fill_price_minor, transaction_id, closed_at)
			VALUES (p_portfolio_id, p_company_id, p_side, p_type, p_time_in_force, 'filled', p_quantity, p_limit_price,
				p_fill_price, trade_id, trade_created_at)
			RETURNING id, created_at INTO order_id, order_created_at;
		reserved_minor := 0;
		outcome := 'filled';
		RETURN;
	END IF;

	IF p_side = 'buy' THEN
		reserved_minor := p_quantity * p_limit_price;
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
			reserved_minor, expires_at)
		VALUES (p_portfolio_id, p_company_id, p_side, 'limit', p_time_in_force, 'open', p_quantity, p_limit_price,
			bolts_place_order.reserved_minor, p_expires_at)
		RETURNING id, created_at INTO order_id, order_created_at;
	outcome := 'rested';
END;
$$;
--> statement-breakpoint

-- The engine fills a resting order at p_fill_price, which must honour its limit. 'not_open' when
-- it was cancelled, expired or filled meanwhile, changing nothing.
CREATE FUNCTION "bolts_fill_order"(
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
	IF coalesce(p_fill_price, 0) <= 0
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

-- Closes a resting order without a fill (p_status 'cancelled' or 'expired'), giving back what it
-- held. With p_portfolio_id, an order of another portfolio is 'not_found'; a closed one 'not_open'.
CREATE FUNCTION "bolts_close_order"(
	"p_order_id" uuid,
	"p_status" text,
	"p_portfolio_id" uuid DEFAULT NULL,
	OUT "outcome" text
) LANGUAGE plpgsql AS $$
DECLARE
	v_portfolio uuid;
	v_company uuid;
	v_order orders%ROWTYPE;
BEGIN
	IF coalesce(p_status NOT IN ('cancelled', 'expired'), true) THEN
		RAISE EXCEPTION 'bolts_close_order: invalid status %', p_status USING ERRCODE = '22023';
	END IF;
	SELECT portfolio_id, company_id INTO v_portfolio, v_company FROM orders WHERE id = p_order_id;
	IF NOT FOUND OR (p_portfolio_id IS NOT NULL AND v_portfolio <> p_portfolio_id) THEN
		outcome := 'not_found';
		RETURN;
	END IF;
	PERFORM 1 FROM portfolios WHERE id = v_portfolio FOR UPDATE;
	PERFORM 1 FROM holdings WHERE portfolio_id = v_portfolio AND company_id = v_company FOR UPDATE;
	SELECT * INTO v_order FROM orders WHERE id = p_order_id FOR UPDATE;
	IF v_order.status <> 'open' THEN
		outcome := 'not_open';
		RETURN;
	END IF;
	IF v_order.side = 'buy' THEN
		UPDATE portfolios SET reserved_minor = reserved_minor - v_order.reserved_minor WHERE id = v_portfolio;
	ELSE
		UPDATE holdings SET reserved_quantity = reserved_quantity - v_order.quantity
			WHERE portfolio_id = v_portfolio AND company_id = v_company;
	END IF;
	UPDATE orders SET status = p_status, reserved_minor = 0, closed_at = now() WHERE id = p_order_id;
	outcome := 'closed';
END;
$$;
