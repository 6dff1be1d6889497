DROP INDEX "results_student_idx";--> statement-breakpoint
CREATE INDEX "results_student_exam_idx" ON "results" USING btree ("student_id","exam_id","date_completed");