-- One fill in one database call (SPEC §7 execute_trade; docs/decisions/006). The service prices
-- the fill with the pure rules in core/trading.ts and passes the price, with the company price it
-- priced from (p_priced_from). For an immediate fill the function first reads the company: gone
-- ('no_company'), delisted ('not_listed') or at another price than the caller priced from
-- ('repriced', with the current price, so the caller prices again) changes nothing. Then, in one
-- transaction, it locks the player's profile, holding and (for a resting order) the order, in that
-- order; checks what is available (cash = balance - reserved, shares = held - reserved, plus what
-- the resting order releases); writes the transactions row, the balanced ledger journal (player
-- and market, equal and opposite), the cash, the holding (quantity, total cost basis, realised
-- gain; deleted at zero) and the order (a filled row for an immediate fill, or the resting order
-- closed as filled). It refuses with SQLSTATE BT001 (insufficient balance) or BT002 (insufficient
-- shares), DETAIL {"have":..,"need":..}, changing nothing; a resting order that is no longer open
-- yields 'not_open', also changing nothing. A resting order is priced by the engine from its tick,
-- so p_priced_from is not checked for it; its price must still honour the order's limit.
CREATE FUNCTION "bolts_execute_trade"(
	"p_user_id" text,
	"p_company_id" uuid,
	"p_transaction_type" text,
	"p_quantity" bigint,
	"p_price_per_share" bigint,
	"p_priced_from" bigint DEFAULT NULL,
	"p_order_id" uuid DEFAULT NULL,
	"p_order_type" text DEFAULT 'market',
	"p_time_in_force" text DEFAULT 'gtc',
	"p_limit_price" bigint DEFAULT NULL,
	OUT "outcome" text,
	OUT "company_price_minor" bigint,
	OUT "company_symbol" text,
	OUT "company_name" text,
	OUT "trade_id" uuid,
	OUT "trade_created_at" timestamp with time zone,
	OUT "total_amount_minor" bigint,
	OUT "realized_gain_minor" bigint,
	OUT "order_id" uuid,
	OUT "order_created_at" timestamp with time zone
) LANGUAGE plpgsql AS $$
DECLARE
	v_balance bigint;
	v_reserved bigint;
	v_held bigint;
	v_held_reserved bigint;
	v_cost_basis bigint;
	v_release_cash bigint := 0;
	v_release_shares bigint := 0;
	v_order_status text;
	v_order_user text;
	v_order_company uuid;
	v_order_side text;
	v_order_quantity bigint;
	v_order_limit bigint;
	v_order_reserved bigint;
	v_listed boolean;
	v_had_holding boolean;
	v_available bigint;
	v_basis_removed bigint;
	v_journal uuid := gen_random_uuid();
BEGIN
	SELECT current_price_minor, symbol, name, is_listed INTO company_price_minor, company_symbol, company_name, v_listed
		FROM companies WHERE id = p_company_id;
	IF NOT FOUND THEN
		outcome := 'no_company';
		RETURN;
	END IF;
	IF p_order_id IS NULL THEN
		IF NOT v_listed THEN
			outcome := 'not_listed';
			RETURN;
		END IF;
		IF p_priced_from IS DISTINCT FROM company_price_minor THEN
			outcome := 'repriced';
			RETURN;
		END IF;
	END IF;

	IF coalesce(p_transaction_type NOT IN ('buy', 'sell'), true) OR coalesce(p_quantity, 0) <= 0
		OR coalesce(p_price_per_share, 0) <= 0 THEN
		RAISE EXCEPTION 'bolts_execute_trade: invalid fill (%, %, %)', p_transaction_type, p_quantity, p_price_per_share
			USING ERRCODE = '22023';
	END IF;

	-- The lock order of every trading path: profile, holding, then the order.
	SELECT balance_minor, reserved_minor INTO v_balance, v_reserved
		FROM profiles WHERE user_id = p_user_id FOR UPDATE;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'bolts_execute_trade: no profile for user %', p_user_id USING ERRCODE = 'P0002';
	END IF;
	SELECT quantity, reserved_quantity, total_cost_minor INTO v_held, v_held_reserved, v_cost_basis
		FROM user_holdings WHERE user_id = p_user_id AND company_id = p_company_id FOR UPDATE;
	v_had_holding := FOUND;
	IF NOT v_had_holding THEN
		v_held := 0;
		v_held_reserved := 0;
		v_cost_basis := 0;
	END IF;

	IF p_order_id IS NOT NULL THEN
		SELECT status, user_id, company_id, side, quantity, limit_price_minor, reserved_minor, created_at
			INTO v_order_status, v_order_user, v_order_company, v_order_side, v_order_quantity, v_order_limit,
				v_order_reserved, order_created_at
			FROM orders WHERE id = p_order_id FOR UPDATE;
		IF NOT FOUND OR v_order_status <> 'open' THEN
			outcome := 'not_open';
			RETURN;
		END IF;
		-- The caller priced the fill from this order; never at a worse price than its limit.
		IF v_order_user <> p_user_id OR v_order_company <> p_company_id OR v_order_side <> p_transaction_type
			OR v_order_quantity <> p_quantity
			OR (p_transaction_type = 'buy' AND p_price_per_share > v_order_limit)
			OR (p_transaction_type = 'sell' AND p_price_per_share < v_order_limit) THEN
			RAISE EXCEPTION 'bolts_execute_trade: fill does not match order %', p_order_id USING ERRCODE = '22023';
		END IF;
		IF p_transaction_type = 'buy' THEN
			v_release_cash := v_order_reserved;
		ELSE
			v_release_shares := v_order_quantity;
		END IF;
	END IF;

	total_amount_minor := p_quantity * p_price_per_share;
	IF p_transaction_type = 'buy' THEN
		v_available := v_balance - v_reserved + v_release_cash;
		IF total_amount_minor > v_available THEN
			RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'BT001',
				DETAIL = json_build_object('have', v_available, 'need', total_amount_minor)::text;
		END IF;
		INSERT INTO transactions (buyer_id, seller_id, company_id, quantity, price_per_share_minor, total_amount_minor,
				transaction_type)
			VALUES (p_user_id, NULL, p_company_id, p_quantity, p_price_per_share, total_amount_minor, 'buy')
			RETURNING id, created_at INTO trade_id, trade_created_at;
		INSERT INTO ledger_entries (journal_id, kind, user_id, system_account, amount_minor, transaction_id)
			VALUES (v_journal, 'trade', p_user_id, NULL, -total_amount_minor, trade_id),
				(v_journal, 'trade', NULL, 'market', total_amount_minor, trade_id);
		UPDATE profiles
			SET balance_minor = balance_minor - total_amount_minor, reserved_minor = reserved_minor - v_release_cash
			WHERE user_id = p_user_id;
		-- applyBuy in core/trading.ts
		v_held := v_held + p_quantity;
		v_cost_basis := v_cost_basis + total_amount_minor;
	ELSE
		v_available := v_held - v_held_reserved + v_release_shares;
		IF p_quantity > v_available THEN
			RAISE EXCEPTION 'insufficient shares' USING ERRCODE = 'BT002',
				DETAIL = json_build_object('have', v_available, 'need', p_quantity)::text;
		END IF;
		-- applySell in core/trading.ts: the basis leaves in proportion, rounded half up, all of it
		-- with the last share (a test holds the two to the same answers).
		IF p_quantity = v_held THEN
			v_basis_removed := v_cost_basis;
		ELSE
			v_basis_removed := div(v_cost_basis::numeric * p_quantity * 2 + v_held, 2::numeric * v_held)::bigint;
		END IF;
		realized_gain_minor := total_amount_minor - v_basis_removed;
		INSERT INTO transactions (buyer_id, seller_id, company_id, quantity, price_per_share_minor, total_amount_minor,
				transaction_type, realized_gain_minor)
			VALUES (NULL, p_user_id, p_company_id, p_quantity, p_price_per_share, total_amount_minor, 'sell',
				realized_gain_minor)
			RETURNING id, created_at INTO trade_id, trade_created_at;
		INSERT INTO ledger_entries (journal_id, kind, user_id, system_account, amount_minor, transaction_id)
			VALUES (v_journal, 'trade', p_user_id, NULL, total_amount_minor, trade_id),
				(v_journal, 'trade', NULL, 'market', -total_amount_minor, trade_id);
		UPDATE profiles SET balance_minor = balance_minor + total_amount_minor WHERE user_id = p_user_id;
		v_held := v_held - p_quantity;
		v_cost_basis := v_cost_basis - v_basis_removed;
		v_held_reserved := v_held_reserved - v_release_shares;
	END IF;

	IF v_held = 0 THEN
		DELETE FROM user_holdings WHERE user_id = p_user_id AND company_id = p_company_id;
	ELSIF v_had_holding THEN
		UPDATE user_holdings
			SET quantity = v_held, reserved_quantity = v_held_reserved, total_cost_minor = v_cost_basis,
				updated_at = trade_created_at
			WHERE user_id = p_user_id AND company_id = p_company_id;
	ELSE
		-- Every path that writes a holding holds the profile lock first, so no other transaction can
		-- have made this row meanwhile; if one ever did, the unique key fails the fill loudly.
		INSERT INTO user_holdings (user_id, company_id, quantity, reserved_quantity, total_cost_minor, updated_at)
			VALUES (p_user_id, p_company_id, v_held, v_held_reserved, v_cost_basis, trade_created_at);
	END IF;

	IF p_order_id IS NULL THEN
		INSERT INTO orders (user_id, company_id, side, type, time_in_force, status, quantity, limit_price_minor,
				fill_price_minor, transaction_id, closed_at)
			VALUES (p_user_id, p_company_id, p_transaction_type, p_order_type, p_time_in_force, 'filled', p_quantity,
				p_limit_price, p_price_per_share, trade_id, trade_created_at)
			RETURNING id, created_at INTO order_id, order_created_at;
	ELSE
		UPDATE orders
			SET status = 'filled', fill_price_minor = p_price_per_share, transaction_id = trade_id, reserved_minor = 0,
				closed_at = trade_created_at
			WHERE id = p_order_id;
		order_id := p_order_id;
	END IF;
	outcome := 'filled';
END;
$$;
