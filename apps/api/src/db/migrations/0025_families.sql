CREATE TABLE "parent_children" (
	"parent_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_children_parent_id_student_id_pk" PRIMARY KEY("parent_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"fullname" text NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parents_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "parents_public_id_format" CHECK ("parents"."public_id" ~ '^p[A-Za-z0-9_-]{10,64}$'),
	CONSTRAINT "parents_language" CHECK ("parents"."language" in ('en', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_one_owner";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "family_code" text;--> statement-breakpoint
ALTER TABLE "parent_children" ADD CONSTRAINT "parent_children_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_children" ADD CONSTRAINT "parent_children_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_children_student_idx" ON "parent_children" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parents_username_unique" ON "parents" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "parents_email_unique" ON "parents" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_parent_idx" ON "refresh_tokens" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_family_code_unique" ON "students" USING btree ("family_code") WHERE "students"."family_code" is not null;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_one_owner" CHECK (num_nonnulls("refresh_tokens"."admin_id", "refresh_tokens"."student_id", "refresh_tokens"."parent_id") = 1);--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_family_code_format" CHECK ("students"."family_code" ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$');