CREATE TABLE "action_repeat_days" (
	"repeat_id" integer NOT NULL,
	"day" date NOT NULL,
	"action_id" integer,
	CONSTRAINT "action_repeat_days_repeat_id_day_pk" PRIMARY KEY("repeat_id","day")
);
--> statement-breakpoint
CREATE TABLE "action_repeats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_repeats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"text" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"monday" boolean DEFAULT false NOT NULL,
	"tuesday" boolean DEFAULT false NOT NULL,
	"wednesday" boolean DEFAULT false NOT NULL,
	"thursday" boolean DEFAULT false NOT NULL,
	"friday" boolean DEFAULT false NOT NULL,
	"saturday" boolean DEFAULT false NOT NULL,
	"sunday" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_tracker_states" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"acknowledged_day" date,
	"phase_start_day" date
);
--> statement-breakpoint
ALTER TABLE "action_repeat_days" ADD CONSTRAINT "action_repeat_days_repeat_id_action_repeats_id_fk" FOREIGN KEY ("repeat_id") REFERENCES "public"."action_repeats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_repeat_days" ADD CONSTRAINT "action_repeat_days_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_repeats" ADD CONSTRAINT "action_repeats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_tracker_states" ADD CONSTRAINT "action_tracker_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_repeat_days_action_idx" ON "action_repeat_days" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "action_repeats_user_idx" ON "action_repeats" USING btree ("user_id");