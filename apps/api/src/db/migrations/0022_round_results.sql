ALTER TABLE "results" ADD COLUMN "live_round" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "in_analytics" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_kept_out_only_from_rounds" CHECK ("results"."live_round" or "results"."in_analytics");--> statement-breakpoint
-- The live rounds' results saved before rounds marked them: each player's result of the round's exam,
-- completed when the round ended, not handed in through an attempt. They stay counted, as they were.
UPDATE "results" AS "r" SET "live_round" = true
FROM "rounds" AS "round" JOIN "round_players" AS "player" ON "player"."round_id" = "round"."id"
WHERE "round"."results_saved_at" IS NOT NULL AND "r"."exam_id" = "round"."exam_id"
  AND "r"."student_id" = "player"."student_id" AND "r"."date_completed" = "round"."ended_at"
  AND NOT EXISTS (SELECT 1 FROM "attempts" AS "a" WHERE "a"."result_id" = "r"."id");--> statement-breakpoint
-- Recomputes the summaries of these (exam, student) pairs from their results; a result counts in their
-- figures unless it is superseded or a live round's kept out of analytics. The pairs' rows are
-- locked first, in key order: a second transaction refreshing the same pair waits for the first to
-- commit, and its next statement, reading afresh, sees the first one's results, so neither undoes the
-- other. Every figure is recomputed, not adjusted, so a deletion or a retake leaves them exact.
CREATE OR REPLACE FUNCTION "refresh_result_summaries"("exam_ids" bigint[], "student_ids" bigint[]) RETURNS void
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
      NOT "r"."superseded" AND "r"."in_analytics" AS "counts",
      round("r"."score"::numeric * 100 / "r"."exam_total_marks", 2) AS "score_percentage",
      round("r"."time_taken"::numeric * 100 / "r"."exam_duration", 2) AS "time_utilization_percentage"
    FROM "pair" JOIN "results" AS "r"
      ON "r"."exam_id" = "pair"."exam_id" AND "r"."student_id" = "pair"."student_id"
  ),
  -- Each pair's best counting result is its first: one sort, and no join of the pairs with themselves.
  "ranked" AS (
    SELECT "scored".*, row_number() OVER (PARTITION BY "exam_id", "student_id"
      ORDER BY NOT "counts", "score_percentage" DESC, "time_taken", "date_completed", "id") AS "place"
    FROM "scored"
  ),
  "figures" AS (
    SELECT "exam_id", "student_id", count(*)::int AS "results", max("score") AS "highest_score",
      count(*) FILTER (WHERE "counts")::int AS "attempts",
      sum("score") FILTER (WHERE "counts") AS "score_sum",
      min("score") FILTER (WHERE "counts") AS "score_min",
      max("score") FILTER (WHERE "counts") AS "score_max",
      sum("time_taken") FILTER (WHERE "counts") AS "time_sum",
      min("time_taken") FILTER (WHERE "counts") AS "time_min",
      max("time_taken") FILTER (WHERE "counts") AS "time_max",
      sum("score_percentage") FILTER (WHERE "counts") AS "score_percentage_sum",
      sum("time_utilization_percentage") FILTER (WHERE "counts") AS "time_utilization_percentage_sum",
      min("date_completed") FILTER (WHERE "counts") AS "first_completed",
      min("id") FILTER (WHERE "place" = 1 AND "counts") AS "best_result_id",
      min("score_percentage") FILTER (WHERE "place" = 1 AND "counts") AS "best_score_percentage",
      min("time_taken") FILTER (WHERE "place" = 1 AND "counts") AS "best_time",
      min("date_completed") FILTER (WHERE "place" = 1 AND "counts") AS "best_completed"
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
