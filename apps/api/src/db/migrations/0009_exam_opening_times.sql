ALTER TABLE "exams" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_opening_times_order" CHECK ("exams"."opens_at" is null or "exams"."closes_at" is null or "exams"."closes_at" > "exams"."opens_at");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_opening_times_switched_on" CHECK ("exams"."is_active" or ("exams"."opens_at" is null and "exams"."closes_at" is null));