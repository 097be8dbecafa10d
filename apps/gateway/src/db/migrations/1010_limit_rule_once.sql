-- The tier limit and balance cap rule written once (issue 32). Until now the comparison was
-- written twice: in TypeScript (ledger/limits.ts, for collections, payouts and bill payments) and
-- in ledger_internal_transfer (0950/0960/0980, for transfers to another customer). Its one home is
-- now here, beside what it counts (ledger_limit_usage, ledger_held), and it is called under the
-- accounts' locks by every movement (limits.ts asks these functions; the transfer function calls
-- them), so two racing movements cannot both pass it:
--   ledger_limit_breach  'daily' or 'monthly' when `amount` more breaks that limit (daily first),
--                        else NULL; a NULL monthly limit is no monthly limit;
--   ledger_cap_breach    true when the customer's balances plus collections waiting for approval
--                        plus `amount` exceed the tier's maximum balance.
-- The figures (the tier's limits, from @savewin/core) are passed in; the words stay in TypeScript,
-- which only words the breach it is told (limits.ts). ledger_internal_transfer is 0980's, calling
-- the two functions, and answers which limit was broken (OUT breach); a new OUT column needs the
-- function dropped and created again.

CREATE FUNCTION ledger_limit_breach(
  p_today bigint, p_month bigint, p_amount bigint, p_daily bigint, p_monthly bigint
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_today + p_amount > p_daily THEN 'daily'
    WHEN p_monthly IS NOT NULL AND p_month + p_amount > p_monthly THEN 'monthly'
  END
$$;

CREATE FUNCTION ledger_cap_breach(p_held bigint, p_incoming bigint, p_amount bigint, p_max bigint)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_held + p_incoming + p_amount > p_max
$$;

DROP FUNCTION ledger_internal_transfer(
  text, text, text, text, text, text, text, bigint, bigint, bigint, text, text, text, timestamptz, text[], bigint[],
  jsonb, text, text, bigint, bigint, bigint, timestamptz, timestamptz, timestamptz);

CREATE FUNCTION ledger_internal_transfer(
  p_requester text,
  p_client_id text,
  p_hash text,
  p_transaction_id text,
  p_customer text,
  p_source text,
  p_destination text,
  p_amount bigint,
  p_fee bigint,
  p_levy bigint,
  p_narration text,
  p_source_system text,
  p_sort_code text,
  p_at timestamptz,
  p_line_accounts text[],
  p_line_amounts bigint[],
  p_answers jsonb,
  p_recipient text,
  p_recipient_name text,
  p_daily bigint,
  p_monthly bigint,
  p_recipient_max_balance bigint,
  p_day_start timestamptz,
  p_month_start timestamptz,
  p_day_end timestamptz,
  OUT outcome text,
  OUT recipient text,
  OUT figure bigint,
  OUT other_figure bigint,
  OUT prior jsonb,
  OUT destination_name text,
  OUT breach text
) LANGUAGE plpgsql AS $$
DECLARE
  v_row ledger_transactions;
  v_dest ledger_accounts;
  v_src ledger_accounts;
  v_locked_dest ledger_accounts;
  v_account ledger_accounts;
  v_owner text;
  v_product text;
  v_name text;
  v_answer jsonb;
  v_other boolean;
  v_total bigint := p_amount + p_fee + p_levy;
  v_today bigint;
  v_month bigint;
  v_held bigint;
  v_incoming bigint;
  v_inserted text;
  v_posting bigint;
  v_boundary text;
  v_usage_read boolean := false;
BEGIN
  -- The id first: a request seen before answers its first answer (or 409).
  SELECT * INTO v_row FROM ledger_request_row(p_requester, p_client_id, p_hash);
  IF FOUND THEN
    outcome := 'prior';
    prior := to_jsonb(v_row);
    RETURN;
  END IF;

  SELECT customer_number, product_name INTO v_owner, v_product
    FROM ledger_accounts WHERE account_number = p_source AND kind = 'CUSTOMER';
  IF v_owner IS DISTINCT FROM p_customer THEN
    outcome := 'forbidden';
    RETURN;
  END IF;
  -- A goal's money leaves it only by its own operations (break, maturity: domain/ledger/goals.ts),
  -- never by a transfer, which would skip the break fee and the interest a break gives up. An
  -- account's product never changes, so this is decided before the lock.
  IF v_product = 'TARGET SAVE' THEN
    outcome := 'goal-source';
    RETURN;
  END IF;

  SELECT * INTO v_dest FROM ledger_accounts
   WHERE account_number = p_destination AND kind = 'CUSTOMER' AND status = 'ACTIVE';
  IF NOT FOUND THEN
    outcome := 'unknown-destination';
    RETURN;
  END IF;
  v_other := v_dest.customer_number <> p_customer;
  IF v_other AND p_recipient IS DISTINCT FROM v_dest.customer_number THEN
    outcome := 'recipient';
    recipient := v_dest.customer_number;
    RETURN;
  END IF;
  v_name := CASE WHEN v_other THEN p_recipient_name ELSE v_dest.product_name END;
  IF p_destination = p_source THEN
    outcome := 'same-account';
    RETURN;
  END IF;

  -- Every account of both customers (limits are per customer), in account-number order so two
  -- movements never wait on each other in a cycle (accounts.ts, lockCustomerAccounts). To another
  -- customer, in two steps that keep that order: the accounts numbered below the recipient's
  -- first, then the rest. When the first step holds all of the payer's accounts, the payer's
  -- limit usage is summed between the two, before the recipient's accounts are locked: every
  -- movement that adds to it holds the payer's accounts, so it is the figure it would be under
  -- both locks, and a recipient many customers pay is not held for the payer's month of rows.
  -- The checks below still run in the same order, all under both customers' locks.
  IF v_other THEN
    SELECT min(account_number) INTO v_boundary FROM ledger_accounts
     WHERE kind = 'CUSTOMER' AND customer_number = v_dest.customer_number;
  END IF;
  FOR v_step IN 1..2 LOOP
    FOR v_account IN
      SELECT * FROM ledger_accounts
       WHERE kind = 'CUSTOMER'
         AND (account_number IN (p_source, p_destination) OR customer_number IN (p_customer, v_dest.customer_number))
         AND CASE WHEN v_step = 1 THEN v_boundary IS NULL OR account_number < v_boundary
                  ELSE account_number >= v_boundary END
       ORDER BY account_number
         FOR UPDATE
    LOOP
      IF v_account.account_number = p_source THEN v_src := v_account; END IF;
      IF v_account.account_number = p_destination THEN v_locked_dest := v_account; END IF;
    END LOOP;
    IF v_step = 1 AND v_boundary IS NOT NULL AND p_daily IS NOT NULL AND v_src.customer_number = p_customer
       AND NOT EXISTS (SELECT 1 FROM ledger_accounts
                        WHERE kind = 'CUSTOMER' AND customer_number = p_customer AND account_number >= v_boundary) THEN
      SELECT u.today, u.month INTO v_today, v_month
        FROM ledger_limit_usage(p_customer, p_day_start, p_month_start, p_day_end) u;
      v_usage_read := true;
    END IF;
    EXIT WHEN v_boundary IS NULL;
  END LOOP;

  SELECT * INTO v_row FROM ledger_request_row(p_requester, p_client_id, p_hash);
  IF FOUND THEN
    outcome := CASE WHEN v_row.request_hash = p_hash THEN 'replay' ELSE 'conflict' END;
    RETURN;
  END IF;
  IF v_src.customer_number IS DISTINCT FROM p_customer THEN
    outcome := 'forbidden';
    RETURN;
  END IF;
  IF v_src.status <> 'ACTIVE' THEN
    outcome := 'closed';
    RETURN;
  END IF;
  IF v_src.balance < v_total THEN
    outcome := 'insufficient';
    figure := v_src.balance;
    RETURN;
  END IF;
  IF v_other THEN
    IF p_daily IS NULL OR p_recipient_max_balance IS NULL THEN
      RAISE EXCEPTION 'a transfer to another customer needs the tier figures';
    END IF;
    IF NOT v_usage_read THEN
      SELECT u.today, u.month INTO v_today, v_month
        FROM ledger_limit_usage(p_customer, p_day_start, p_month_start, p_day_end) u;
    END IF;
    breach := ledger_limit_breach(v_today, v_month, p_amount, p_daily, p_monthly);
    IF breach IS NOT NULL THEN
      outcome := 'limit';
      figure := v_today;
      other_figure := v_month;
      RETURN;
    END IF;
    SELECT h.held, h.incoming INTO v_held, v_incoming FROM ledger_held(v_dest.customer_number) h;
    IF ledger_cap_breach(v_held, v_incoming, p_amount, p_recipient_max_balance) THEN
      outcome := 'cap';
      figure := v_held;
      other_figure := v_incoming;
      RETURN;
    END IF;
  END IF;
  IF v_locked_dest.status IS DISTINCT FROM 'ACTIVE' THEN
    outcome := 'unknown-destination';
    RETURN;
  END IF;

  IF cardinality(p_line_accounts) < 2 THEN
    RAISE EXCEPTION 'a posting moves money between at least two accounts';
  END IF;
  v_answer := p_answers -> v_name;
  IF v_answer IS NULL THEN
    RAISE EXCEPTION 'no first answer given for destination %', v_name;
  END IF;
  INSERT INTO ledger_transactions (transaction_id, request_hash, customer_number, account_number, transaction_type,
      direction, status, amount, fee_amount, elevy_amount, narration, source_system, destination_account_number,
      destination_sort_code, destination_name, counterparty_account_number, network, created_at, updated_at,
      requester, client_transaction_id, first_response)
    VALUES (p_transaction_id, p_hash, p_customer, p_source, 'BANK_TRANSFER',
      'DEBIT', 'SUCCESSFUL', p_amount, p_fee, p_levy, p_narration, p_source_system, p_destination,
      p_sort_code, v_name, p_destination, NULL, p_at, p_at,
      p_requester, CASE WHEN p_requester IS NULL THEN NULL ELSE p_client_id END, v_answer)
    ON CONFLICT DO NOTHING
    RETURNING transaction_id INTO v_inserted;
  IF v_inserted IS NULL THEN
    SELECT * INTO v_row FROM ledger_request_row(p_requester, p_client_id, p_hash);
    IF NOT FOUND THEN
      RAISE EXCEPTION 'transaction id % is taken outside its requester''s namespace', p_transaction_id;
    END IF;
    outcome := CASE WHEN v_row.request_hash = p_hash THEN 'replay' ELSE 'conflict' END;
    RETURN;
  END IF;

  INSERT INTO ledger_postings (transaction_id, kind, effective_at)
    VALUES (p_transaction_id, 'TRANSFER', p_at)
    RETURNING posting_id INTO v_posting;
  INSERT INTO ledger_entries (posting_id, account_number, amount)
    SELECT v_posting, l.account_number, l.amount
      FROM unnest(p_line_accounts, p_line_amounts) AS l(account_number, amount);
  outcome := 'done';
  destination_name := v_name;
END $$;
