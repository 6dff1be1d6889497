ALTER TABLE "attempts" DROP CONSTRAINT "attempts_answers_shape";--> statement-breakpoint
ALTER TABLE "results" DROP CONSTRAINT "results_answers_shape";--> statement-breakpoint
ALTER TABLE "attempt_questions" ALTER COLUMN "option_a" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_questions" ALTER COLUMN "option_b" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_questions" ALTER COLUMN "option_c" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_questions" ALTER COLUMN "option_d" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_questions" ALTER COLUMN "correct_option" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "option_a" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "option_b" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "option_c" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "option_d" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "correct_option" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "answer_mode" text DEFAULT 'choice' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "answer_mode" text DEFAULT 'choice' NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_options_or_typed" CHECK (num_nulls("attempt_questions"."option_a", "attempt_questions"."option_b", "attempt_questions"."option_c", "attempt_questions"."option_d", "attempt_questions"."correct_option") in (0, 5)
        and ("attempt_questions"."correct_option" is not null
          or num_nonnulls("attempt_questions"."mistake_a", "attempt_questions"."mistake_b", "attempt_questions"."mistake_c", "attempt_questions"."mistake_d") = 0));--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_answer_mode" CHECK ("attempts"."answer_mode" in ('choice', 'typed'));--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_answers_shape" CHECK (cardinality("attempts"."answers") >= 1 and (array_remove("attempts"."answers", null) <@ array['a', 'b', 'c', 'd']::text[]
    or array_to_string("attempts"."answers", ',') ~ '^-?[0-9]{1,13}(,-?[0-9]{1,13})*$'));--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_answer_mode" CHECK ("exams"."answer_mode" in ('choice', 'typed'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_options_or_typed" CHECK (num_nulls("questions"."option_a", "questions"."option_b", "questions"."option_c", "questions"."option_d", "questions"."correct_option") in (0, 5)
        and ("questions"."correct_option" is not null
          or num_nonnulls("questions"."mistake_a", "questions"."mistake_b", "questions"."mistake_c", "questions"."mistake_d") = 0));--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_answers_shape" CHECK ("results"."answers" is null or (cardinality("results"."answers") = "results"."exam_total_questions"
        and (array_remove("results"."answers", null) <@ array['a', 'b', 'c', 'd']::text[]
    or array_to_string("results"."answers", ',') ~ '^-?[0-9]{1,13}(,-?[0-9]{1,13})*$')));