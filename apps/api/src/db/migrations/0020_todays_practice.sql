ALTER TABLE "admins" ADD COLUMN "practice_goal" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "practice_days" smallint DEFAULT 31 NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "practice_day" date;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "daily" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_practice_a_day" ON "attempts" USING btree ("student_id","practice_day") WHERE "attempts"."practice_day" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "exams_one_daily" ON "exams" USING btree ("admin_id","level") WHERE "exams"."daily";--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_practice_goal_range" CHECK ("admins"."practice_goal" between 5 and 50);--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_practice_days_range" CHECK ("admins"."practice_days" between 1 and 127);