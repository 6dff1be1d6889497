ALTER TABLE "students" ALTER COLUMN "sclass" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "level" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_level_set_when_confirmed" CHECK ("students"."level" is not null or not "students"."level_confirmed");