CREATE TABLE "free_test_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_test_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"ambassador_alias" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scores" jsonb NOT NULL,
	"area_scores" jsonb NOT NULL,
	"oola_score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stress_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stress_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"ambassador_alias" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scores" jsonb NOT NULL,
	"stress_score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"listing_page_header" text DEFAULT '' NOT NULL,
	"my_offer" text DEFAULT '' NOT NULL,
	"about_me" text DEFAULT '' NOT NULL,
	"testimonial" text,
	"scheduling_url" text,
	"facebook_username" text,
	"instagram_username" text,
	"linked_in_username" text,
	"you_tube_username" text,
	"session_rate" integer,
	"focus_area_ids" integer[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_test_submissions_email_idx" ON "free_test_submissions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "free_test_submissions_alias_idx" ON "free_test_submissions" USING btree ("ambassador_alias");--> statement-breakpoint
CREATE INDEX "stress_submissions_email_idx" ON "stress_submissions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "stress_submissions_alias_idx" ON "stress_submissions" USING btree ("ambassador_alias");--> statement-breakpoint
CREATE INDEX "coach_profiles_country_zip_idx" ON "coach_profiles" USING btree ("country","zip_code");