CREATE TABLE "grading_sections" (
	"grading_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"exam_id" bigint NOT NULL,
	"title" text NOT NULL,
	"pass_marks" integer NOT NULL,
	CONSTRAINT "grading_sections_grading_id_position_pk" PRIMARY KEY("grading_id","position"),
	CONSTRAINT "grading_sections_exam_once" UNIQUE("grading_id","exam_id"),
	CONSTRAINT "grading_sections_position_range" CHECK ("grading_sections"."position" between 1 and 6),
	CONSTRAINT "grading_sections_pass_marks_positive" CHECK ("grading_sections"."pass_marks" > 0)
);
--> statement-breakpoint
CREATE TABLE "gradings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gradings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"admin_id" bigint NOT NULL,
	"title" text NOT NULL,
	"grade" text NOT NULL,
	"level" smallint NOT NULL,
	"school" text NOT NULL,
	"pass_rule" text NOT NULL,
	"total_pass_marks" integer,
	"near_pass_percent" smallint NOT NULL,
	"template" text,
	"source_name" text,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "gradings_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "gradings_public_id_format" CHECK ("gradings"."public_id" ~ '^g[A-Za-z0-9_-]{10,64}$'),
	CONSTRAINT "gradings_level_range" CHECK ("gradings"."level" between 1 and 10),
	CONSTRAINT "gradings_grade_length" CHECK (char_length("gradings"."grade") between 1 and 40),
	CONSTRAINT "gradings_school_length" CHECK (char_length("gradings"."school") between 1 and 80),
	CONSTRAINT "gradings_pass_rule" CHECK ("gradings"."pass_rule" in ('every-section', 'total')),
	CONSTRAINT "gradings_total_pass_marks" CHECK (("gradings"."pass_rule" = 'total') = ("gradings"."total_pass_marks" is not null) and coalesce("gradings"."total_pass_marks", 1) > 0),
	CONSTRAINT "gradings_near_pass_range" CHECK ("gradings"."near_pass_percent" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "grading_sections" ADD CONSTRAINT "grading_sections_grading_id_gradings_id_fk" FOREIGN KEY ("grading_id") REFERENCES "public"."gradings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_sections" ADD CONSTRAINT "grading_sections_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradings" ADD CONSTRAINT "gradings_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grading_sections_exam_idx" ON "grading_sections" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "gradings_admin_level_idx" ON "gradings" USING btree ("admin_id","level");