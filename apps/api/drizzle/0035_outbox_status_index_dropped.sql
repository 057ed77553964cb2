-- Read by no query since 0034: the partial index on the pending messages serves the delivery. Each
-- message wrote an entry twice (stored, then marked sent). Decision 0066, third step.
DROP INDEX "outbox_messages_status_next_attempt_at_index";
