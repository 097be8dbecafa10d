-- An internal transfer (BANK_TRANSFER to 999999: between a customer's own accounts, or to another
-- SAVE & WIN customer) as one call: one round trip to the database instead of seven (eleven to
-- another customer). domain/ledger/internalTransfer.ts calls it; the rules stay in TypeScript:
--   * the tier figures (daily and monthly limits, the recipient's balance cap) come from
--     @savewin/core and are passed in; this function only compares against the figures given;
--   * the day and month the limits count are passed in as bounds (the gateway's clock);
--   * the posting's lines come checked to balance (posting.ts), the charges from fees/schedule.ts;
--   * the first answer, stored for replays, is built by the gateway (one per possible
--     destination name, since the name is only known here) and stored as it is;
--   * every refusal is answered as an outcome word with its figures, and the gateway words the
--     message (limits.ts, transfers.ts). A refusal returns before anything is written.
-- The database guarantees of 0100 (balance CHECK, entry trigger, deferred zero-sum check,
-- append-only entries, status trigger) apply to what this function writes as to any statement.

-- What a customer moved today and this month, counted as the limits count it: money moved to or
-- from the outside world; moves between their own accounts and interest or prize credits do not
-- count. limits.ts reads it (the limits page, collections, bill payments) and so does the transfer.
CREATE FUNCTION ledger_limit_usage(
  p_customer text, p_day_start timestamptz, p_month_start timestamptz, p_day_end timestamptz,
  OUT today bigint, OUT month bigint
) LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(t.amount) FILTER (WHERE t.created_at >= p_day_start), 0)::bigint,
         coalesce(sum(t.amount), 0)::bigint
    FROM ledger_transactions t
   WHERE t.customer_number = p_customer
     AND t.status NOT IN ('FAILED', 'REVERSED')
     AND t.transaction_type NOT IN ('INTEREST', 'PRIZE')
     AND NOT EXISTS (SELECT 1 FROM ledger_accounts c
                      WHERE c.account_number = t.counterparty_account_number AND c.customer_number = t.customer_number)
     AND t.created_at >= p_month_start AND t.created_at < p_day_end
$$;

-- What a customer holds in all accounts, and the collections on their way in (the balance cap).
CREATE FUNCTION ledger_held(p_customer text, OUT held bigint, OUT incoming bigint) LANGUAGE sql STABLE AS $$
  SELECT
    coalesce((SELECT sum(balance) FROM ledger_accounts WHERE kind = 'CUSTOMER' AND customer_number = p_customer), 0)::bigint,
    coalesce((SELECT sum(amount) FROM ledger_transactions
               WHERE customer_number = p_customer AND direction = 'CREDIT' AND status IN ('PENDING', 'PROCESSING')), 0)::bigint
$$;

-- The row a request's id names, within the requester's namespace (transactions.ts, findRequest):
-- a system movement (requester null) by its own key; rows from before ids were scoped (no
-- requester) answer only the very same request.
CREATE FUNCTION ledger_request_row(p_requester text, p_id text, p_hash text)
RETURNS SETOF ledger_transactions LANGUAGE sql STABLE AS $$
  SELECT * FROM ledger_transactions
   WHERE p_requester IS NULL AND transaction_id = p_id AND requester IS NULL
  UNION ALL
  (SELECT * FROM ledger_transactions
    WHERE p_requester IS NOT NULL
      AND ((requester = p_requester AND client_transaction_id = p_id)
           OR (requester IS NULL AND transaction_id = p_id AND request_hash = p_hash))
    ORDER BY requester NULLS LAST LIMIT 1)
$$;

-- outcome, in the order the checks run (the gateway turns each into its answer):
--   prior                the id is taken: `prior` is that row (first answer, or 409 for another request)
--   forbidden            the source account is not the payer's
--   unknown-destination  no open customer account with that number (before or under the lock)
--   recipient            another customer's account: call again with `recipient`'s tier figures
--                        and name (p_recipient, p_recipient_name, p_daily…); nothing was locked
--   same-account         source and destination are the same account
--   replay               the id was recorded meanwhile by the same request
--   conflict             the id was recorded meanwhile by another request (409)
--   closed               the source account is closed
--   insufficient         figure = the source's balance
--   limit                figure = moved today, other_figure = moved this month (payer)
--   cap                  figure = held, other_figure = incoming (recipient)
--   done                 the row (SUCCESSFUL, with its first answer), the TRANSFER posting and its
--                        entries are written; destination_name = the name its answer was chosen by
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
  OUT destination_name text
) LANGUAGE plpgsql AS $$
DECLARE
  v_row ledger_transactions;
  v_dest ledger_accounts;
  v_src ledger_accounts;
  v_locked_dest ledger_accounts;
  v_account ledger_accounts;
  v_owner text;
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
BEGIN
  -- The id first: a request seen before answers its first answer (or 409).
  SELECT * INTO v_row FROM ledger_request_row(p_requester, p_client_id, p_hash);
  IF FOUND THEN
    outcome := 'prior';
    prior := to_jsonb(v_row);
    RETURN;
  END IF;

  SELECT customer_number INTO v_owner FROM ledger_accounts WHERE account_number = p_source AND kind = 'CUSTOMER';
  IF v_owner IS DISTINCT FROM p_customer THEN
    outcome := 'forbidden';
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
  -- movements never wait on each other in a cycle (accounts.ts, lockCustomerAccounts).
  FOR v_account IN
    SELECT * FROM ledger_accounts
     WHERE kind = 'CUSTOMER'
       AND (account_number IN (p_source, p_destination) OR customer_number IN (p_customer, v_dest.customer_number))
     ORDER BY account_number
       FOR UPDATE
  LOOP
    IF v_account.account_number = p_source THEN v_src := v_account; END IF;
    IF v_account.account_number = p_destination THEN v_locked_dest := v_account; END IF;
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
    SELECT u.today, u.month INTO v_today, v_month
      FROM ledger_limit_usage(p_customer, p_day_start, p_month_start, p_day_end) u;
    IF v_today + p_amount > p_daily OR (p_monthly IS NOT NULL AND v_month + p_amount > p_monthly) THEN
      outcome := 'limit';
      figure := v_today;
      other_figure := v_month;
      RETURN;
    END IF;
    SELECT h.held, h.incoming INTO v_held, v_incoming FROM ledger_held(v_dest.customer_number) h;
    IF v_held + v_incoming + p_amount > p_recipient_max_balance THEN
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
