CREATE TABLE "attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"exam_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"is_assessment" boolean NOT NULL,
	"questions_version" integer NOT NULL,
	"answers" text[] NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"result_id" bigint,
	CONSTRAINT "attempts_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "attempts_public_id_format" CHECK ("attempts"."public_id" ~ '^t[A-Za-z0-9_-]{10,64}$'),
	CONSTRAINT "attempts_deadline_after_start" CHECK ("attempts"."deadline" > "attempts"."started_at"),
	CONSTRAINT "attempts_finished_with_result" CHECK (("attempts"."finished_at" is null) = ("attempts"."result_id" is null)),
	CONSTRAINT "attempts_answers_shape" CHECK (cardinality("attempts"."answers") >= 1 and array_remove("attempts"."answers", null) <@ array['a', 'b', 'c', 'd']::text[])
);
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_exam_position_unique";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "join_code" text;--> statement-breakpoint
-- Exams created before the generator recorded its version were made by version 1.
ALTER TABLE "exams" ADD COLUMN "generator_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ALTER COLUMN "generator_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "questions_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "abacus_method" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "flash_interval_ms" integer;--> statement-breakpoint
-- The questions an exam has now are its first version.
ALTER TABLE "questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "questions_version" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_open" ON "attempts" USING btree ("exam_id","student_id") WHERE "attempts"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_per_assessment" ON "attempts" USING btree ("exam_id","student_id") WHERE "attempts"."is_assessment";--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_result_unique" ON "attempts" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "attempts_student_idx" ON "attempts" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_join_code_unique" ON "admins" USING btree ("join_code") WHERE "admins"."join_code" is not null;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_exam_version_position_unique" UNIQUE("exam_id","version","position");--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_join_code_format" CHECK ("admins"."join_code" ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$');--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_closed_no_join_code" CHECK ("admins"."deleted_at" is null or "admins"."join_code" is null);--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_questions_version_positive" CHECK ("exams"."questions_version" >= 1);--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_abacus_method" CHECK ("exams"."abacus_method" is null or ("exams"."abacus_method" in ('direct', 'small-friends', 'big-friends', 'mixed') and "exams"."operators" <@ array['+', '-']::text[]));--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_flash" CHECK ("exams"."flash_interval_ms" is null or ("exams"."flash_interval_ms" between 300 and 5000 and "exams"."operators" <@ array['+', '-']::text[]));--> statement-breakpoint
-- Every open class gets a join code, so self-registration keeps working after the upgrade.
UPDATE "admins" SET "join_code" = (
  SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + get_byte(decode(md5(random()::text || "admins"."id"::text || n::text), 'hex'), 0) % 31, 1), '')
  FROM generate_series(1, 8) AS n
) WHERE "deleted_at" IS NULL;