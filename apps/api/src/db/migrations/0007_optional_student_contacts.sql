ALTER TABLE "students" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "phone_no" DROP NOT NULL;