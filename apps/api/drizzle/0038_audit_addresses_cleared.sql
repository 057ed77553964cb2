-- The purge clears the client address of the audit rows a year after the change (decision 0081):
-- it finds them by date among the rows still holding one.
CREATE INDEX "audit_log_created_at_with_address_idx" ON "audit_log" USING btree ("created_at") WHERE "audit_log"."client_ip" is not null;