ALTER TABLE "payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_course_once_idx" ON "payments" USING btree ("user_id","course_id") WHERE "payments"."purpose" = 'course' and "payments"."status" in ('pending', 'succeeded');--> statement-breakpoint
UPDATE "payments" SET "card_brand" = m."brand", "card_last4" = m."last4" FROM "payment_methods" m WHERE m."user_id" = "payments"."user_id" AND m."provider" = "payments"."provider" AND m."created_at" <= "payments"."created_at" AND (m."detached_at" IS NULL OR m."detached_at" > "payments"."created_at");
