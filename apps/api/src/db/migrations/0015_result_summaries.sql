CREATE TABLE "result_summaries" (
	"exam_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"results" integer NOT NULL,
	"highest_score" integer NOT NULL,
	"attempts" integer NOT NULL,
	"score_sum" bigint,
	"score_min" integer,
	"score_max" integer,
	"time_sum" numeric,
	"time_min" numeric(9, 2),
	"time_max" numeric(9, 2),
	"score_percentage_sum" numeric,
	"time_utilization_percentage_sum" numeric,
	"first_completed" timestamp with time zone,
	"best_result_id" bigint,
	"best_score_percentage" numeric,
	"best_time" numeric(9, 2),
	"best_completed" timestamp with time zone,
	CONSTRAINT "result_summaries_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
DROP INDEX "results_exam_idx";--> statement-breakpoint
ALTER TABLE "result_summaries" ADD CONSTRAINT "result_summaries_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_summaries" ADD CONSTRAINT "result_summaries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_summaries_student_idx" ON "result_summaries" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "results_exam_date_idx" ON "results" USING btree ("exam_id","date_completed","id");--> statement-breakpoint
-- Recomputes the summaries of these (exam, student) pairs from their results. The pairs' rows are
-- locked first, in key order: a second transaction refreshing the same pair waits for the first to
-- commit, and its next statement, reading afresh, sees the first one's results, so neither undoes the
-- other. Every figure is recomputed, not adjusted, so a deletion or a retake leaves them exact.
CREATE FUNCTION "refresh_result_summaries"("exam_ids" bigint[], "student_ids" bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "result_summaries" AS "summary" ("exam_id", "student_id", "results", "highest_score", "attempts")
  SELECT "pair"."exam_id", "pair"."student_id", 0, 0, 0
  FROM unnest("exam_ids", "student_ids") AS "pair"("exam_id", "student_id")
  ORDER BY 1, 2
  ON CONFLICT ("exam_id", "student_id") DO UPDATE SET "results" = "summary"."results";

  WITH "pair" AS (
    SELECT DISTINCT * FROM unnest("exam_ids", "student_ids") AS "pair"("exam_id", "student_id")
  ),
  "scored" AS (
    SELECT "r"."id", "r"."exam_id", "r"."student_id", "r"."score", "r"."time_taken", "r"."date_completed",
      "r"."superseded",
      round("r"."score"::numeric * 100 / "r"."exam_total_marks", 2) AS "score_percentage",
      round("r"."time_taken"::numeric * 100 / "r"."exam_duration", 2) AS "time_utilization_percentage"
    FROM "pair" JOIN "results" AS "r"
      ON "r"."exam_id" = "pair"."exam_id" AND "r"."student_id" = "pair"."student_id"
  ),
  -- Each pair's best counting result is its first: one sort, and no join of the pairs with themselves.
  "ranked" AS (
    SELECT "scored".*, row_number() OVER (PARTITION BY "exam_id", "student_id"
      ORDER BY "superseded", "score_percentage" DESC, "time_taken", "date_completed", "id") AS "place"
    FROM "scored"
  ),
  "figures" AS (
    SELECT "exam_id", "student_id", count(*)::int AS "results", max("score") AS "highest_score",
      count(*) FILTER (WHERE NOT "superseded")::int AS "attempts",
      sum("score") FILTER (WHERE NOT "superseded") AS "score_sum",
      min("score") FILTER (WHERE NOT "superseded") AS "score_min",
      max("score") FILTER (WHERE NOT "superseded") AS "score_max",
      sum("time_taken") FILTER (WHERE NOT "superseded") AS "time_sum",
      min("time_taken") FILTER (WHERE NOT "superseded") AS "time_min",
      max("time_taken") FILTER (WHERE NOT "superseded") AS "time_max",
      sum("score_percentage") FILTER (WHERE NOT "superseded") AS "score_percentage_sum",
      sum("time_utilization_percentage") FILTER (WHERE NOT "superseded") AS "time_utilization_percentage_sum",
      min("date_completed") FILTER (WHERE NOT "superseded") AS "first_completed",
      min("id") FILTER (WHERE "place" = 1 AND NOT "superseded") AS "best_result_id",
      min("score_percentage") FILTER (WHERE "place" = 1 AND NOT "superseded") AS "best_score_percentage",
      min("time_taken") FILTER (WHERE "place" = 1 AND NOT "superseded") AS "best_time",
      min("date_completed") FILTER (WHERE "place" = 1 AND NOT "superseded") AS "best_completed"
    FROM "ranked" GROUP BY "exam_id", "student_id"
  )
  UPDATE "result_summaries" AS "summary" SET
    "results" = "figures"."results", "highest_score" = "figures"."highest_score",
    "attempts" = "figures"."attempts", "score_sum" = "figures"."score_sum",
    "score_min" = "figures"."score_min", "score_max" = "figures"."score_max",
    "time_sum" = "figures"."time_sum", "time_min" = "figures"."time_min", "time_max" = "figures"."time_max",
    "score_percentage_sum" = "figures"."score_percentage_sum",
    "time_utilization_percentage_sum" = "figures"."time_utilization_percentage_sum",
    "first_completed" = "figures"."first_completed", "best_result_id" = "figures"."best_result_id",
    "best_score_percentage" = "figures"."best_score_percentage", "best_time" = "figures"."best_time",
    "best_completed" = "figures"."best_completed"
  FROM "figures"
  WHERE "summary"."exam_id" = "figures"."exam_id" AND "summary"."student_id" = "figures"."student_id";

  -- A pair whose last result went has no row.
  DELETE FROM "result_summaries" AS "summary"
  USING unnest("exam_ids", "student_ids") AS "pair"("exam_id", "student_id")
  WHERE "summary"."exam_id" = "pair"."exam_id" AND "summary"."student_id" = "pair"."student_id"
    AND NOT EXISTS (SELECT 1 FROM "results" AS "r"
      WHERE "r"."exam_id" = "summary"."exam_id" AND "r"."student_id" = "summary"."student_id");
END
$$;
--> statement-breakpoint
-- One function for the three triggers: each statement on results refreshes the pairs of the rows it
-- inserted, changed (before and after) or deleted, once for the whole statement.
CREATE FUNCTION "results_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  "exam_ids" bigint[];
  "student_ids" bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("exam_id"), array_agg("student_id") INTO "exam_ids", "student_ids"
    FROM (SELECT DISTINCT "exam_id", "student_id" FROM "inserted") AS "pair";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("exam_id"), array_agg("student_id") INTO "exam_ids", "student_ids"
    FROM (SELECT DISTINCT "exam_id", "student_id" FROM "deleted") AS "pair";
  ELSE
    SELECT array_agg("exam_id"), array_agg("student_id") INTO "exam_ids", "student_ids"
    FROM (SELECT "exam_id", "student_id" FROM "before_change"
          UNION SELECT "exam_id", "student_id" FROM "after_change") AS "pair";
  END IF;
  IF "exam_ids" IS NOT NULL THEN
    PERFORM "refresh_result_summaries"("exam_ids", "student_ids");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "results_inserted" AFTER INSERT ON "results" REFERENCING NEW TABLE AS "inserted"
FOR EACH STATEMENT EXECUTE FUNCTION "results_changed"();
--> statement-breakpoint
CREATE TRIGGER "results_updated" AFTER UPDATE ON "results"
REFERENCING OLD TABLE AS "before_change" NEW TABLE AS "after_change"
FOR EACH STATEMENT EXECUTE FUNCTION "results_changed"();
--> statement-breakpoint
CREATE TRIGGER "results_deleted" AFTER DELETE ON "results" REFERENCING OLD TABLE AS "deleted"
FOR EACH STATEMENT EXECUTE FUNCTION "results_changed"();
--> statement-breakpoint
-- The results already stored.
SELECT "refresh_result_summaries"(array_agg("exam_id"), array_agg("student_id"))
FROM (SELECT DISTINCT "exam_id", "student_id" FROM "results") AS "pair";
