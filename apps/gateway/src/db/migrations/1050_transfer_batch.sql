-- Group commit of internal transfers: many transfers posted by one call in one transaction, so an
-- account every one of them pays (a biller's or merchant's collection account) is locked once per
-- batch instead of once per transfer, and the round trips and the commit are shared.
--
-- ledger_internal_transfer_batch takes a jsonb array of items, each the 25 arguments of
-- ledger_internal_transfer (1010's) in order (the line accounts and amounts as jsonb arrays), and
-- answers one row per item: its position (0-based), ledger_internal_transfer's answer, and
-- `failure`, the error message when that item raised (then nothing of it was written).
--
-- What holds the guarantees of one transfer per item:
--   * each item runs in its own BEGIN … EXCEPTION block, a subtransaction: an item that raises is
--     rolled back alone and answered as a failure; a refusal (insufficient balance, a limit, the
--     cap, a replayed id) writes nothing anyway, so it never touches the other items;
--   * items run in array order, each seeing what the earlier ones wrote: the balance an item
--     checks is the one the items before it left, and a transactionId twice in one batch is
--     posted once and answered 'prior' (with the first row) the second time;
--   * before any item runs, every account any item would lock (source, destination and all
--     accounts of their customers, as ledger_internal_transfer locks them) is locked in
--     account-number order (items that only look the recipient up lock nothing), so a batch never waits on another movement in a cycle; the locks the
--     items then take are already held. Locks taken before the subtransactions survive an item's
--     rollback, so a failed item never releases a lock the later ones rely on;
--   * everything commits together or not at all: the caller answers no item before the commit,
--     and on an error posts each item again on its own (the idempotency key makes that safe).

CREATE FUNCTION ledger_internal_transfer_batch(p_items jsonb)
RETURNS TABLE (
  item integer,
  outcome text,
  recipient text,
  figure bigint,
  other_figure bigint,
  prior jsonb,
  destination_name text,
  breach text,
  failure text
) LANGUAGE plpgsql AS $$
DECLARE
  v_item jsonb;
  v_position bigint;
  v_answer record;
  v_accounts text[];
  v_customers text[];
BEGIN
  -- Only items that may move money lock: one to the caller's own account, or one naming its
  -- recipient (the second call of a transfer to another customer). The others answer who the
  -- recipient is (or refuse) before ledger_internal_transfer locks anything, so they never wait
  -- on an account every transfer pays.
  SELECT coalesce(array_agg(p.source) || array_agg(p.destination), '{}'),
         coalesce(array_agg(p.customer) || array_agg(p.destination_customer), '{}')
    INTO v_accounts, v_customers
    FROM (SELECT i.value ->> 5 AS source, i.value ->> 6 AS destination, i.value ->> 4 AS customer,
                 d.customer_number AS destination_customer
            FROM jsonb_array_elements(p_items) i
            LEFT JOIN ledger_accounts d ON d.account_number = i.value ->> 6 AND d.kind = 'CUSTOMER'
           WHERE i.value ->> 17 IS NOT NULL OR d.customer_number = i.value ->> 4) p;
  PERFORM 1 FROM ledger_accounts a
   WHERE a.kind = 'CUSTOMER' AND (a.account_number = ANY (v_accounts) OR a.customer_number = ANY (v_customers))
   ORDER BY a.account_number
     FOR UPDATE;

  FOR v_item, v_position IN SELECT e.value, e.ordinality FROM jsonb_array_elements(p_items) WITH ORDINALITY e LOOP
    item := v_position - 1;
    BEGIN
      SELECT t.outcome, t.recipient, t.figure, t.other_figure, t.prior, t.destination_name, t.breach
        INTO v_answer
        FROM ledger_internal_transfer(
          v_item ->> 0, v_item ->> 1, v_item ->> 2, v_item ->> 3, v_item ->> 4, v_item ->> 5, v_item ->> 6,
          (v_item ->> 7)::bigint, (v_item ->> 8)::bigint, (v_item ->> 9)::bigint,
          v_item ->> 10, v_item ->> 11, v_item ->> 12, (v_item ->> 13)::timestamptz,
          ARRAY(SELECT jsonb_array_elements_text(v_item -> 14)),
          ARRAY(SELECT jsonb_array_elements_text(v_item -> 15)::bigint),
          v_item -> 16,
          v_item ->> 17, v_item ->> 18, (v_item ->> 19)::bigint, (v_item ->> 20)::bigint, (v_item ->> 21)::bigint,
          (v_item ->> 22)::timestamptz, (v_item ->> 23)::timestamptz, (v_item ->> 24)::timestamptz) t;
      outcome := v_answer.outcome;
      recipient := v_answer.recipient;
      figure := v_answer.figure;
      other_figure := v_answer.other_figure;
      prior := v_answer.prior;
      destination_name := v_answer.destination_name;
      breach := v_answer.breach;
      failure := NULL;
    EXCEPTION WHEN OTHERS THEN
      outcome := NULL;
      recipient := NULL;
      figure := NULL;
      other_figure := NULL;
      prior := NULL;
      destination_name := NULL;
      breach := NULL;
      failure := SQLERRM;
    END;
    RETURN NEXT;
  END LOOP;
END $$;
