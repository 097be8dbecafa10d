-- Jobs that scale out (issue 21): a scheduled job runs once per slot (its period, e.g. the
-- minute) whatever the number of gateway instances: the instance whose INSERT of the slot wins
-- runs it; the others see the conflict and skip. `instance` names who ran it.
CREATE TABLE job_runs (
  job text NOT NULL,
  slot text NOT NULL,
  instance text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  error text,
  PRIMARY KEY (job, slot)
);
