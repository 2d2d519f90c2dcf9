CREATE TABLE "email_changes" (
	"token_id" integer PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "operating_system" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sign_in_address" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "last_seen_at" = "created_at";--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_token_id_account_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."account_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('password-reset', 'email-verification', 'email-change'));