CREATE TABLE "attempt_questions" (
	"attempt_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"answer" bigint NOT NULL,
	"marks" smallint NOT NULL,
	"option_a" bigint NOT NULL,
	"option_b" bigint NOT NULL,
	"option_c" bigint NOT NULL,
	"option_d" bigint NOT NULL,
	"correct_option" text NOT NULL,
	"source_position" smallint,
	CONSTRAINT "attempt_questions_attempt_id_position_pk" PRIMARY KEY("attempt_id","position"),
	CONSTRAINT "attempt_questions_position_range" CHECK ("attempt_questions"."position" between 1 and 1000),
	CONSTRAINT "attempt_questions_marks_range" CHECK ("attempt_questions"."marks" between 1 and 10),
	CONSTRAINT "attempt_questions_answer_range" CHECK ("attempt_questions"."answer" between 0 and 1000000000000),
	CONSTRAINT "attempt_questions_options_non_negative" CHECK (least("attempt_questions"."option_a", "attempt_questions"."option_b", "attempt_questions"."option_c", "attempt_questions"."option_d") >= 0),
	CONSTRAINT "attempt_questions_options_distinct" CHECK ("attempt_questions"."option_a" not in ("attempt_questions"."option_b", "attempt_questions"."option_c", "attempt_questions"."option_d")
        and "attempt_questions"."option_b" not in ("attempt_questions"."option_c", "attempt_questions"."option_d")
        and "attempt_questions"."option_c" <> "attempt_questions"."option_d"),
	CONSTRAINT "attempt_questions_correct_option_letter" CHECK ("attempt_questions"."correct_option" in ('a', 'b', 'c', 'd')),
	CONSTRAINT "attempt_questions_correct_option_holds_answer" CHECK (case "attempt_questions"."correct_option"
        when 'a' then "attempt_questions"."option_a" when 'b' then "attempt_questions"."option_b"
        when 'c' then "attempt_questions"."option_c" when 'd' then "attempt_questions"."option_d" end = "attempt_questions"."answer")
);
--> statement-breakpoint
DROP INDEX "attempts_one_per_assessment";--> statement-breakpoint
DROP INDEX "results_one_per_assessment";--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "seed" bigint;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "questions_per_student" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "review_while_open" text DEFAULT 'answers' NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_per_assessment" ON "attempts" USING btree ("exam_id","student_id") WHERE "attempts"."is_assessment" and not "attempts"."superseded";--> statement-breakpoint
CREATE UNIQUE INDEX "results_one_per_assessment" ON "results" USING btree ("exam_id","student_id") WHERE "results"."exam_is_single_attempt" and not "results"."superseded";--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_review_while_open" CHECK ("exams"."review_while_open" in ('score', 'right-wrong', 'answers'));--> statement-breakpoint
-- An assessment keeps its key while it is open (§5.12): existing ones show students their score alone.
UPDATE "exams" SET "review_while_open" = 'score' WHERE "is_single_attempt";--> statement-breakpoint
-- Existing attempts showed the exam's questions of their version in the exam's order: that is their copy.
INSERT INTO "attempt_questions" ("attempt_id", "position", "question", "answer", "marks", "option_a", "option_b", "option_c", "option_d", "correct_option", "source_position")
SELECT "attempts"."id", "questions"."position", "questions"."question", "questions"."answer", "questions"."marks", "questions"."option_a", "questions"."option_b", "questions"."option_c", "questions"."option_d", "questions"."correct_option", "questions"."position"
FROM "attempts" JOIN "questions" ON "questions"."exam_id" = "attempts"."exam_id" AND "questions"."version" = "attempts"."questions_version";--> statement-breakpoint
-- An open attempt that lost its questions to a regeneration could never be finished: the student starts again.
DELETE FROM "attempts" WHERE "finished_at" IS NULL AND NOT EXISTS (SELECT 1 FROM "attempt_questions" WHERE "attempt_questions"."attempt_id" = "attempts"."id");
