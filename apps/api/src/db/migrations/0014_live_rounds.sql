CREATE TABLE "round_answers" (
	"round_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"question" smallint NOT NULL,
	"choice" text,
	"value" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"time_ms" integer NOT NULL,
	"is_correct" boolean NOT NULL,
	CONSTRAINT "round_answers_round_id_student_id_question_pk" PRIMARY KEY("round_id","student_id","question"),
	CONSTRAINT "round_answers_one_kind" CHECK (num_nonnulls("round_answers"."choice", "round_answers"."value") = 1),
	CONSTRAINT "round_answers_choice_letter" CHECK ("round_answers"."choice" in ('a', 'b', 'c', 'd')),
	CONSTRAINT "round_answers_time_not_negative" CHECK ("round_answers"."time_ms" >= 0),
	CONSTRAINT "round_answers_question_positive" CHECK ("round_answers"."question" >= 1)
);
--> statement-breakpoint
CREATE TABLE "round_players" (
	"round_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_players_round_id_student_id_pk" PRIMARY KEY("round_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"admin_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"code" text NOT NULL,
	"whole_class" boolean NOT NULL,
	"seconds_to_answer" smallint NOT NULL,
	"questions_version" integer NOT NULL,
	"question_index" smallint DEFAULT 0 NOT NULL,
	"shown_at" timestamp with time zone,
	"revealed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"results_saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rounds_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "rounds_public_id_format" CHECK ("rounds"."public_id" ~ '^l[A-Za-z0-9_-]{10,64}$'),
	CONSTRAINT "rounds_code_digits" CHECK ("rounds"."code" ~ '^[0-9]{6}$'),
	CONSTRAINT "rounds_seconds_to_answer_range" CHECK ("rounds"."seconds_to_answer" between 5 and 120),
	CONSTRAINT "rounds_question_shown" CHECK ("rounds"."question_index" >= 0 and ("rounds"."question_index" = 0) = ("rounds"."shown_at" is null)),
	CONSTRAINT "rounds_results_after_end" CHECK ("rounds"."results_saved_at" is null or "rounds"."ended_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "round_answers" ADD CONSTRAINT "round_answers_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_answers" ADD CONSTRAINT "round_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_players" ADD CONSTRAINT "round_players_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_players" ADD CONSTRAINT "round_players_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "round_players_student_idx" ON "round_players" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_code_running" ON "rounds" USING btree ("code") WHERE "rounds"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_one_running_per_admin" ON "rounds" USING btree ("admin_id") WHERE "rounds"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "rounds_admin_created_idx" ON "rounds" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "rounds_exam_idx" ON "rounds" USING btree ("exam_id");