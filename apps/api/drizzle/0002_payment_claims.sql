CREATE TABLE "payment_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
