ALTER TABLE "exams" DROP CONSTRAINT "exams_max_terms_range";--> statement-breakpoint
ALTER TABLE "exams" DROP CONSTRAINT "exams_number_range";--> statement-breakpoint
ALTER TABLE "exams" DROP CONSTRAINT "exams_min_terms_range";--> statement-breakpoint
ALTER TABLE "exams" DROP CONSTRAINT "exams_digits";--> statement-breakpoint
ALTER TABLE "exams" DROP CONSTRAINT "exams_total_digits";--> statement-breakpoint
ALTER TABLE "exams" ALTER COLUMN "min_number" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "exams" ALTER COLUMN "max_number" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_max_terms_range" CHECK ("exams"."max_terms" between 2 and 30);--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_number_range" CHECK (1 <= "exams"."min_number" and "exams"."min_number" <= "exams"."max_number" and "exams"."max_number" <= 9999999999);--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_min_terms_range" CHECK ("exams"."min_terms" between 2 and 30 and "exams"."min_terms" <= "exams"."max_terms");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_digits" CHECK (("exams"."digits_min" is null and "exams"."digits_max" is null) or ("exams"."digits_min" between 1 and 10 and "exams"."digits_max" between 1 and 10 and "exams"."digits_min" <= "exams"."digits_max"));--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_total_digits" CHECK ("exams"."total_digits" is null or ("exams"."digits_min" is not null and "exams"."min_terms" = "exams"."max_terms" and "exams"."total_digits" between 2 and 300));