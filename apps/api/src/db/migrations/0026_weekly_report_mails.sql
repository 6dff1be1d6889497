CREATE TABLE "weekly_report_mails" (
	"parent_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone,
	"tries" smallint DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "weekly_report_mails_parent_id_student_id_week_pk" PRIMARY KEY("parent_id","student_id","week")
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "weekly_report_day" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_report_mails" ADD CONSTRAINT "weekly_report_mails_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_report_mails" ADD CONSTRAINT "weekly_report_mails_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_weekly_report_day_range" CHECK ("admins"."weekly_report_day" between 0 and 6);