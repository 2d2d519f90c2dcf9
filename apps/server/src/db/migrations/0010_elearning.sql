CREATE TABLE "elearning_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "elearning_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"assessment_type" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elearning_tracks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "elearning_tracks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"track" text NOT NULL,
	"level" integer NOT NULL,
	"start_day" date NOT NULL,
	"module_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_answers" (
	"user_id" integer NOT NULL,
	"module_key" text NOT NULL,
	"question_key" text NOT NULL,
	"option_index" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_answers_user_id_module_key_question_key_pk" PRIMARY KEY("user_id","module_key","question_key")
);
--> statement-breakpoint
CREATE TABLE "module_completions" (
	"user_id" integer NOT NULL,
	"module_key" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_completions_user_id_module_key_pk" PRIMARY KEY("user_id","module_key")
);
--> statement-breakpoint
ALTER TABLE "elearning_assessments" ADD CONSTRAINT "elearning_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elearning_tracks" ADD CONSTRAINT "elearning_tracks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_answers" ADD CONSTRAINT "module_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_completions" ADD CONSTRAINT "module_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "elearning_assessments_user_type_idx" ON "elearning_assessments" USING btree ("user_id","assessment_type","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "elearning_tracks_user_track_level_idx" ON "elearning_tracks" USING btree ("user_id","track","level");