ALTER TABLE "exams" DROP CONSTRAINT "exams_flash";--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "flash_gap_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "flash_show_sign" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "flash_show_counter" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_flash_gap_range" CHECK ("exams"."flash_gap_ms" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_flash" CHECK ("exams"."flash_interval_ms" is null or ("exams"."flash_interval_ms" between 100 and 5000 and "exams"."operators" <@ array['+', '-']::text[]));