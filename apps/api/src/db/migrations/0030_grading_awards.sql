CREATE TABLE "grading_awards" (
	"grading_id" bigint NOT NULL,
	"min_marks" integer NOT NULL,
	"grade" text NOT NULL,
	CONSTRAINT "grading_awards_grading_id_min_marks_pk" PRIMARY KEY("grading_id","min_marks"),
	CONSTRAINT "grading_awards_grade_once" UNIQUE("grading_id","grade"),
	CONSTRAINT "grading_awards_min_marks_positive" CHECK ("grading_awards"."min_marks" > 0),
	CONSTRAINT "grading_awards_grade_length" CHECK (char_length("grading_awards"."grade") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "grading_awards" ADD CONSTRAINT "grading_awards_grading_id_gradings_id_fk" FOREIGN KEY ("grading_id") REFERENCES "public"."gradings"("id") ON DELETE cascade ON UPDATE no action;