CREATE TABLE "instance_secret" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"jwt_secret_fingerprint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instance_secret_one_row" CHECK ("instance_secret"."id" = 1)
);
