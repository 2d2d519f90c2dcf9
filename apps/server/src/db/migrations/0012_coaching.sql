CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"client_message_id" text NOT NULL,
	"text" text NOT NULL,
	"from_sms" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_read_marks" (
	"coach_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_read_marks_coach_id_client_id_user_id_pk" PRIMARY KEY("coach_id","client_id","user_id"),
	CONSTRAINT "chat_read_marks_side_check" CHECK ("chat_read_marks"."user_id" in ("chat_read_marks"."coach_id", "chat_read_marks"."client_id"))
);
--> statement-breakpoint
CREATE TABLE "coach_match_answers" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_match_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "coach_selections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"selected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"coach_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"booking_id" integer,
	"external_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coaching_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"coach_id" integer,
	"status" text NOT NULL,
	"price_cents" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone,
	"last_payment_id" integer,
	CONSTRAINT "coaching_subscriptions_status_check" CHECK ("coaching_subscriptions"."status" in ('active', 'past_due', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detached_at" timestamp with time zone,
	CONSTRAINT "payment_methods_last4_check" CHECK ("payment_methods"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"purpose" text NOT NULL,
	"coach_id" integer,
	"course_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0 and "payments"."quantity" > 0),
	CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('coaching', 'sessions', 'course')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'declined', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "session_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"coach_id" integer,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"payment_id" integer,
	"meeting_id" integer,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_credits_delta_check" CHECK ("session_credits"."delta" <> 0),
	CONSTRAINT "session_credits_reason_check" CHECK ("session_credits"."reason" in ('purchase', 'session', 'booking', 'booking_cancelled', 'coach_cancelled'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"coach_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('booked', 'cancelled')),
	CONSTRAINT "bookings_time_check" CHECK ("bookings"."starts_at" < "bookings"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "coach_availability" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_availability_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "coach_availability_weekday_check" CHECK ("coach_availability"."weekday" between 0 and 6),
	CONSTRAINT "coach_availability_minutes_check" CHECK ("coach_availability"."start_minute" >= 0 and "coach_availability"."end_minute" <= 1440 and "coach_availability"."start_minute" < "coach_availability"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "coach_days_off" (
	"coach_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "coach_days_off_coach_id_day_pk" PRIMARY KEY("coach_id","day")
);
--> statement-breakpoint
CREATE TABLE "coach_achievements" (
	"coach_id" integer NOT NULL,
	"achievement_id" integer NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"displayed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "coach_achievements_coach_id_achievement_id_pk" PRIMARY KEY("coach_id","achievement_id"),
	CONSTRAINT "coach_achievements_id_check" CHECK ("coach_achievements"."achievement_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "coach_assessment_answers" (
	"coach_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_assessment_answers_coach_id_question_id_pk" PRIMARY KEY("coach_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "twitter_username" text;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "tik_tok_username" text;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "primary_language" text DEFAULT 'English' NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "rate_item_code" text;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "testimonial_full_name" text;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "testimonial_location" text;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "testimonial_client_permission" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "cover_file_name" text;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "external_meeting_url" text;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "display_coaching_modal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_marks" ADD CONSTRAINT "chat_read_marks_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_marks" ADD CONSTRAINT "chat_read_marks_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_marks" ADD CONSTRAINT "chat_read_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_match_answers" ADD CONSTRAINT "coach_match_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_selections" ADD CONSTRAINT "coach_selections_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_selections" ADD CONSTRAINT "coach_selections_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_subscriptions" ADD CONSTRAINT "coaching_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_subscriptions" ADD CONSTRAINT "coaching_subscriptions_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_subscriptions" ADD CONSTRAINT "coaching_subscriptions_last_payment_id_payments_id_fk" FOREIGN KEY ("last_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_credits" ADD CONSTRAINT "session_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_credits" ADD CONSTRAINT "session_credits_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_credits" ADD CONSTRAINT "session_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_availability" ADD CONSTRAINT "coach_availability_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_days_off" ADD CONSTRAINT "coach_days_off_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_achievements" ADD CONSTRAINT "coach_achievements_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_assessment_answers" ADD CONSTRAINT "coach_assessment_answers_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_client_id_idx" ON "chat_messages" USING btree ("from_user_id","client_message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_pair_idx" ON "chat_messages" USING btree ("coach_id","client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_selections_open_client_idx" ON "coach_selections" USING btree ("client_id") WHERE "coach_selections"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "coach_selections_coach_idx" ON "coach_selections" USING btree ("coach_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_code_idx" ON "meetings" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_open_pair_idx" ON "meetings" USING btree ("coach_id","client_id") WHERE "meetings"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "session_notes_pair_idx" ON "session_notes" USING btree ("coach_id","client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_subscriptions_open_idx" ON "coaching_subscriptions" USING btree ("user_id") WHERE "coaching_subscriptions"."status" <> 'canceled';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_provider_id_idx" ON "payment_customers" USING btree ("provider","provider_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_current_idx" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."detached_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency_idx" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "session_credits_user_idx" ON "session_credits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_credits_payment_idx" ON "session_credits" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_credits_meeting_idx" ON "session_credits" USING btree ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_credits_booking_reason_idx" ON "session_credits" USING btree ("booking_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_uid_idx" ON "bookings" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_coach_slot_idx" ON "bookings" USING btree ("coach_id","starts_at") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_client_slot_idx" ON "bookings" USING btree ("client_id","starts_at") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "coach_availability_coach_idx" ON "coach_availability" USING btree ("coach_id","weekday");--> statement-breakpoint
-- Members who already have a coach get their open pair.
INSERT INTO "coach_selections" ("client_id", "coach_id")
SELECT "member"."id", "member"."coach_id" FROM "users" "member"
JOIN "users" "coach" ON "coach"."id" = "member"."coach_id";
