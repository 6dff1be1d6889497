ALTER TABLE "attempt_questions" DROP CONSTRAINT "attempt_questions_options_non_negative";--> statement-breakpoint
ALTER TABLE "attempt_questions" DROP CONSTRAINT "attempt_questions_answer_range";--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_options_non_negative";--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_answer_range";--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "min_terms" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "digits_min" smallint;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "digits_max" smallint;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "zeros" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "operand_left" smallint;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "operand_right" smallint;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "negative_answers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_options_range" CHECK (least("attempt_questions"."option_a", "attempt_questions"."option_b", "attempt_questions"."option_c", "attempt_questions"."option_d") >= -1000000000000);--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_answer_range" CHECK ("attempt_questions"."answer" between -1000000000000 and 1000000000000);--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_min_terms_range" CHECK ("exams"."min_terms" between 2 and 15 and "exams"."min_terms" <= "exams"."max_terms");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_digits" CHECK (("exams"."digits_min" is null and "exams"."digits_max" is null) or ("exams"."digits_min" between 1 and 5 and "exams"."digits_max" between 1 and 5 and "exams"."digits_min" <= "exams"."digits_max"));--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_operand_digits" CHECK (("exams"."operand_left" is null and "exams"."operand_right" is null) or ("exams"."operand_left" between 1 and 5 and "exams"."operand_right" between 1 and 5 and "exams"."operators" <@ array['*', '/']::text[] and "exams"."max_terms" = 2 and "exams"."digits_min" is null));--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_negative_answers" CHECK (not "exams"."negative_answers" or ("exams"."operators" <@ array['+', '-']::text[] and "exams"."abacus_method" is null));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_options_range" CHECK (least("questions"."option_a", "questions"."option_b", "questions"."option_c", "questions"."option_d") >= -1000000000000);--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_answer_range" CHECK ("questions"."answer" between -1000000000000 and 1000000000000);