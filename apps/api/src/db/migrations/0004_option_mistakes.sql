ALTER TABLE "attempt_questions" ADD COLUMN "mistake_a" text;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD COLUMN "mistake_b" text;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD COLUMN "mistake_c" text;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD COLUMN "mistake_d" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "mistake_a" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "mistake_b" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "mistake_c" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "mistake_d" text;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_mistakes_named" CHECK (array_remove(array["attempt_questions"."mistake_a", "attempt_questions"."mistake_b", "attempt_questions"."mistake_c", "attempt_questions"."mistake_d"], null) <@ array['five-bead', 'one-bead', 'carry', 'skipped-row', 'sign', 'rod-slip', 'times-table']::text[]);--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_answer_is_no_mistake" CHECK (case "attempt_questions"."correct_option"
        when 'a' then "attempt_questions"."mistake_a" when 'b' then "attempt_questions"."mistake_b"
        when 'c' then "attempt_questions"."mistake_c" when 'd' then "attempt_questions"."mistake_d" end is null);--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_mistakes_named" CHECK (array_remove(array["questions"."mistake_a", "questions"."mistake_b", "questions"."mistake_c", "questions"."mistake_d"], null) <@ array['five-bead', 'one-bead', 'carry', 'skipped-row', 'sign', 'rod-slip', 'times-table']::text[]);--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_answer_is_no_mistake" CHECK (case "questions"."correct_option"
        when 'a' then "questions"."mistake_a" when 'b' then "questions"."mistake_b"
        when 'c' then "questions"."mistake_c" when 'd' then "questions"."mistake_d" end is null);