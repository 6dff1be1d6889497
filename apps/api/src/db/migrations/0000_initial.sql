CREATE TABLE "admins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"fullname" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "admins_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "admins_public_id_format" CHECK ("admins"."public_id" ~ '^a[A-Za-z0-9_-]{10,64}$')
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"admin_id" bigint NOT NULL,
	"title" text NOT NULL,
	"duration" smallint NOT NULL,
	"level" smallint NOT NULL,
	"is_active" boolean NOT NULL,
	"is_single_attempt" boolean NOT NULL,
	"total_questions" integer NOT NULL,
	"total_marks_per_question" smallint NOT NULL,
	"total_marks" integer NOT NULL,
	"max_terms" smallint NOT NULL,
	"min_number" integer NOT NULL,
	"max_number" integer NOT NULL,
	"operators" text[] NOT NULL,
	"seed" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "exams_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "exams_public_id_format" CHECK ("exams"."public_id" ~ '^e[A-Za-z0-9_-]{10,64}$'),
	CONSTRAINT "exams_duration_range" CHECK ("exams"."duration" between 1 and 360),
	CONSTRAINT "exams_level_range" CHECK ("exams"."level" between 1 and 10),
	CONSTRAINT "exams_total_questions_range" CHECK ("exams"."total_questions" between 1 and 1000),
	CONSTRAINT "exams_marks_per_question_range" CHECK ("exams"."total_marks_per_question" between 1 and 10),
	CONSTRAINT "exams_total_marks" CHECK ("exams"."total_marks" = "exams"."total_questions" * "exams"."total_marks_per_question"),
	CONSTRAINT "exams_max_terms_range" CHECK ("exams"."max_terms" between 2 and 15),
	CONSTRAINT "exams_number_range" CHECK (1 <= "exams"."min_number" and "exams"."min_number" <= "exams"."max_number" and "exams"."max_number" <= 99999),
	CONSTRAINT "exams_operators" CHECK (cardinality("exams"."operators") between 1 and 4 and "exams"."operators" <@ array['+', '-', '*', '/']::text[])
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"exam_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"answer" bigint NOT NULL,
	"marks" smallint NOT NULL,
	"option_a" bigint NOT NULL,
	"option_b" bigint NOT NULL,
	"option_c" bigint NOT NULL,
	"option_d" bigint NOT NULL,
	"correct_option" text NOT NULL,
	CONSTRAINT "questions_exam_position_unique" UNIQUE("exam_id","position"),
	CONSTRAINT "questions_position_range" CHECK ("questions"."position" between 1 and 1000),
	CONSTRAINT "questions_marks_range" CHECK ("questions"."marks" between 1 and 10),
	CONSTRAINT "questions_answer_range" CHECK ("questions"."answer" between 0 and 1000000000000),
	CONSTRAINT "questions_options_non_negative" CHECK (least("questions"."option_a", "questions"."option_b", "questions"."option_c", "questions"."option_d") >= 0),
	CONSTRAINT "questions_options_distinct" CHECK ("questions"."option_a" not in ("questions"."option_b", "questions"."option_c", "questions"."option_d")
        and "questions"."option_b" not in ("questions"."option_c", "questions"."option_d")
        and "questions"."option_c" <> "questions"."option_d"),
	CONSTRAINT "questions_correct_option_letter" CHECK ("questions"."correct_option" in ('a', 'b', 'c', 'd')),
	CONSTRAINT "questions_correct_option_holds_answer" CHECK (case "questions"."correct_option"
        when 'a' then "questions"."option_a" when 'b' then "questions"."option_b"
        when 'c' then "questions"."option_c" when 'd' then "questions"."option_d" end = "questions"."answer")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"admin_id" bigint,
	"student_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "refresh_tokens_one_owner" CHECK (num_nonnulls("refresh_tokens"."admin_id", "refresh_tokens"."student_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"exam_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"score" integer NOT NULL,
	"total_correct" integer NOT NULL,
	"time_taken" numeric(9, 2) NOT NULL,
	"date_completed" timestamp with time zone NOT NULL,
	"answers" text[],
	"exam_total_questions" integer NOT NULL,
	"exam_total_marks" integer NOT NULL,
	"exam_marks_per_question" smallint NOT NULL,
	"exam_duration" smallint NOT NULL,
	"exam_is_single_attempt" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "results_public_id_format" CHECK ("results"."public_id" ~ '^r[A-Za-z0-9_-]{10,64}$'),
	CONSTRAINT "results_total_correct_range" CHECK ("results"."total_correct" between 0 and "results"."exam_total_questions"),
	CONSTRAINT "results_score_matches" CHECK ("results"."score" = "results"."total_correct" * "results"."exam_marks_per_question"),
	CONSTRAINT "results_snapshot_total_marks" CHECK ("results"."exam_total_marks" = "results"."exam_total_questions" * "results"."exam_marks_per_question"),
	CONSTRAINT "results_time_taken_positive" CHECK ("results"."time_taken" > 0),
	CONSTRAINT "results_assessment_within_duration" CHECK (not "results"."exam_is_single_attempt" or "results"."time_taken" <= "results"."exam_duration"),
	CONSTRAINT "results_answers_shape" CHECK ("results"."answers" is null or (cardinality("results"."answers") = "results"."exam_total_questions"
        and array_remove("results"."answers", null) <@ array['a', 'b', 'c', 'd']::text[]))
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"admin_id" bigint NOT NULL,
	"fullname" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"phone_no" text NOT NULL,
	"sclass" smallint NOT NULL,
	"level" smallint NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "students_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "students_public_id_format" CHECK ("students"."public_id" ~ '^s[A-Za-z0-9_-]{10,64}$'),
	CONSTRAINT "students_sclass_range" CHECK ("students"."sclass" between 1 and 10),
	CONSTRAINT "students_level_range" CHECK ("students"."level" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_username_unique" ON "admins" USING btree (lower("username")) WHERE "admins"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_unique" ON "admins" USING btree (lower("email")) WHERE "admins"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "exams_admin_level_idx" ON "exams" USING btree ("admin_id","level");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_admin_idx" ON "refresh_tokens" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_student_idx" ON "refresh_tokens" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "results_one_per_assessment" ON "results" USING btree ("exam_id","student_id") WHERE "results"."exam_is_single_attempt";--> statement-breakpoint
CREATE INDEX "results_exam_idx" ON "results" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "results_student_idx" ON "results" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_username_unique" ON "students" USING btree (lower("username")) WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_unique" ON "students" USING btree (lower("email")) WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_admin_level_idx" ON "students" USING btree ("admin_id","level");