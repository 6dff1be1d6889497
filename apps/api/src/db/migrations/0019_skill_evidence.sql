CREATE TABLE "skill_uses" (
	"result_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"skill" text NOT NULL,
	"steps" smallint NOT NULL,
	"question_steps" smallint NOT NULL,
	"correct" boolean NOT NULL,
	"time_ms" integer,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "skill_uses_result_id_position_skill_pk" PRIMARY KEY("result_id","position","skill"),
	CONSTRAINT "skill_uses_steps_positive" CHECK ("skill_uses"."steps" > 0 and "skill_uses"."question_steps" >= "skill_uses"."steps"),
	CONSTRAINT "skill_uses_time_positive" CHECK ("skill_uses"."time_ms" is null or "skill_uses"."time_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "times_ms" integer[];--> statement-breakpoint
ALTER TABLE "skill_uses" ADD CONSTRAINT "skill_uses_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_uses" ADD CONSTRAINT "skill_uses_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_uses_student_skill_idx" ON "skill_uses" USING btree ("student_id","skill","answered_at" DESC NULLS FIRST,"result_id" DESC NULLS FIRST,"position" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_times_shape" CHECK ("attempts"."times_ms" is null or (cardinality("attempts"."times_ms") = cardinality("attempts"."answers") and 0 <= all("attempts"."times_ms")));