CREATE TABLE "coach_selection_skips" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"skipped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_selection_skips" ADD CONSTRAINT "coach_selection_skips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;