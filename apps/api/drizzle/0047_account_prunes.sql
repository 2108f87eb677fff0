-- ADR 0103: the daily prune of ended sessions and spent reset and e-mail-change links finds its batches by index.
CREATE INDEX "account_tokens_spent_idx" ON "account_tokens" USING btree ("expires_at") WHERE "account_tokens"."purpose" <> 'confirm';--> statement-breakpoint
CREATE INDEX "sessions_ended_idx" ON "sessions" USING btree (coalesce("revoked_at", "expires_at"));