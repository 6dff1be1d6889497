CREATE TABLE "answer_tallies" (
	"exam_id" bigint NOT NULL,
	"questions_version" integer NOT NULL,
	"drawn" boolean NOT NULL,
	"position" integer NOT NULL,
	"answer" text,
	"correct" boolean NOT NULL,
	"mistake" text,
	"results" integer NOT NULL,
	CONSTRAINT "answer_tallies_answer_unique" UNIQUE NULLS NOT DISTINCT("exam_id","questions_version","drawn","position","answer","correct","mistake")
);
--> statement-breakpoint
ALTER TABLE "answer_tallies" ADD CONSTRAINT "answer_tallies_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A result's answers as sent without an attempt: what is needed to count them against the exam's
-- questions, taken from a row that may already be gone (a statement's deleted rows).
CREATE TYPE "sent_answers" AS ("exam_id" bigint, "questions_version" integer, "answers" text[]);
--> statement-breakpoint
-- How many results gave each answer that item analysis counts, in the exam's terms. `sent` are answers
-- sent without an attempt, to the exam's questions in their order: counted before they meet the
-- questions, so a million results join a few hundred rows. `attempted` are results whose attempt links
-- them. One that showed the exam's questions shuffled is mapped back: each shown question names the exam
-- question it is, and the option chosen is found there by its number (the four are distinct); a written
-- number stays as written. Questions drawn for an attempt alone count by position, right and mistaken by
-- the attempt's own copy. Only counting results (answers given, not superseded) are passed or counted.
CREATE FUNCTION "answer_counts"("sent" "sent_answers"[], "attempted" bigint[])
RETURNS TABLE ("exam_id" bigint, "questions_version" integer, "drawn" boolean, "position" integer,
  "answer" text, "correct" boolean, "mistake" text, "results" integer)
LANGUAGE sql STABLE AS $$
  WITH "counted" AS (
    SELECT "s"."exam_id", "s"."questions_version", "choice"."position"::int AS "position",
      "choice"."letter", count(*)::int AS "results"
    FROM unnest("sent") AS "s"
    CROSS JOIN LATERAL unnest("s"."answers") WITH ORDINALITY AS "choice"("letter", "position")
    GROUP BY 1, 2, 3, 4
  ),
  "through_attempt" AS (
    SELECT "r"."exam_id", "r"."answers", "a"."id" AS "attempt_id", "a"."questions_version", "a"."seed"
    FROM "results" AS "r" JOIN "attempts" AS "a" ON "a"."result_id" = "r"."id"
    WHERE "r"."id" = ANY("attempted") AND "r"."answers" IS NOT NULL AND NOT "r"."superseded"
  )
  SELECT "c"."exam_id", "c"."questions_version", false, "c"."position", "c"."letter",
    coalesce("c"."letter" = coalesce("q"."correct_option", "q"."answer"::text), false),
    CASE "c"."letter" WHEN 'a' THEN "q"."mistake_a" WHEN 'b' THEN "q"."mistake_b"
      WHEN 'c' THEN "q"."mistake_c" WHEN 'd' THEN "q"."mistake_d" END,
    "c"."results"
  FROM "counted" AS "c"
  JOIN "questions" AS "q" ON "q"."exam_id" = "c"."exam_id" AND "q"."version" = "c"."questions_version"
    AND "q"."position" = "c"."position"
  UNION ALL
  SELECT "t"."exam_id", "t"."questions_version", "t"."seed" IS NOT NULL,
    CASE WHEN "t"."seed" IS NULL THEN "aq"."source_position" ELSE "aq"."position" END,
    CASE WHEN "t"."seed" IS NULL THEN coalesce(CASE (CASE "choice"."letter" WHEN 'a' THEN "aq"."option_a"
        WHEN 'b' THEN "aq"."option_b" WHEN 'c' THEN "aq"."option_c" WHEN 'd' THEN "aq"."option_d" END)
      WHEN "q"."option_a" THEN 'a' WHEN "q"."option_b" THEN 'b' WHEN "q"."option_c" THEN 'c'
      WHEN "q"."option_d" THEN 'd' END, "choice"."letter") ELSE "choice"."letter" END,
    coalesce("choice"."letter" = coalesce("aq"."correct_option", "aq"."answer"::text), false),
    CASE "choice"."letter" WHEN 'a' THEN "aq"."mistake_a" WHEN 'b' THEN "aq"."mistake_b"
      WHEN 'c' THEN "aq"."mistake_c" WHEN 'd' THEN "aq"."mistake_d" END,
    1
  FROM "through_attempt" AS "t"
  CROSS JOIN LATERAL unnest("t"."answers") WITH ORDINALITY AS "choice"("letter", "position")
  JOIN "attempt_questions" AS "aq" ON "aq"."attempt_id" = "t"."attempt_id" AND "aq"."position" = "choice"."position"
  LEFT JOIN "questions" AS "q" ON "t"."seed" IS NULL AND "q"."exam_id" = "t"."exam_id"
    AND "q"."version" = "t"."questions_version" AND "q"."position" = "aq"."source_position"
  WHERE "t"."seed" IS NOT NULL OR "q"."position" IS NOT NULL
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) these answers. The rows are written in key order, so two
-- transactions tallying the same exam wait for each other rather than deadlock; adding commutes, so
-- neither undoes the other. A count that reaches zero takes its row along.
CREATE FUNCTION "tally_answers"("sent" "sent_answers"[], "attempted" bigint[], "sign" integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  "emptied" bigint[];
BEGIN
  WITH "changed" AS (
    INSERT INTO "answer_tallies" AS "tally"
      ("exam_id", "questions_version", "drawn", "position", "answer", "correct", "mistake", "results")
    SELECT "counted"."exam_id", "counted"."questions_version", "counted"."drawn", "counted"."position",
      "counted"."answer", "counted"."correct", "counted"."mistake", "sign" * sum("counted"."results")::int
    FROM "answer_counts"("sent", "attempted") AS "counted"
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ("exam_id", "questions_version", "drawn", "position", "answer", "correct", "mistake")
    DO UPDATE SET "results" = "tally"."results" + "excluded"."results"
    RETURNING "tally"."exam_id", "tally"."results"
  )
  SELECT array_agg(DISTINCT "changed"."exam_id") FILTER (WHERE "changed"."results" = 0) INTO "emptied"
  FROM "changed";
  IF "emptied" IS NOT NULL THEN
    DELETE FROM "answer_tallies" WHERE "exam_id" = ANY("emptied") AND "results" = 0;
  END IF;
END
$$;
--> statement-breakpoint
-- These stored results' answers as they count now, through their attempt or as sent.
CREATE FUNCTION "tally_results"("result_ids" bigint[], "sign" integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tally_answers"(
    ARRAY(SELECT ROW("r"."exam_id", "r"."questions_version", "r"."answers")::"sent_answers"
      FROM "results" AS "r"
      WHERE "r"."id" = ANY("result_ids") AND "r"."answers" IS NOT NULL AND NOT "r"."superseded"
        AND NOT EXISTS (SELECT 1 FROM "attempts" AS "a" WHERE "a"."result_id" = "r"."id")),
    ARRAY(SELECT "a"."result_id" FROM "attempts" AS "a" WHERE "a"."result_id" = ANY("result_ids")),
    "sign");
END
$$;
--> statement-breakpoint
-- Results inserted or deleted, a statement at a time: a new result has no attempt yet (the attempt
-- links it afterwards), and a deleted one is taken away as sent; one that came through an attempt was
-- given back as sent by "result_leaving_attempt" just before.
CREATE FUNCTION "results_tallied"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "tally_answers"(ARRAY(SELECT ROW("exam_id", "questions_version", "answers")::"sent_answers"
      FROM "inserted" WHERE "answers" IS NOT NULL AND NOT "superseded"), '{}', 1);
  ELSE
    PERFORM "tally_answers"(ARRAY(SELECT ROW("exam_id", "questions_version", "answers")::"sent_answers"
      FROM "deleted" WHERE "answers" IS NOT NULL AND NOT "superseded"), '{}', -1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "results_inserted_tally" AFTER INSERT ON "results" REFERENCING NEW TABLE AS "inserted"
FOR EACH STATEMENT EXECUTE FUNCTION "results_tallied"();
--> statement-breakpoint
CREATE TRIGGER "results_deleted_tally" AFTER DELETE ON "results" REFERENCING OLD TABLE AS "deleted"
FOR EACH STATEMENT EXECUTE FUNCTION "results_tallied"();
--> statement-breakpoint
-- A result that came through an attempt, about to be deleted: while its attempt and the questions it
-- showed are still there (they go with it), its answers as the attempt showed them are taken away and
-- given back as sent, which the statement's trigger then takes away with every deleted result's.
CREATE FUNCTION "result_leaving_attempt"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "attempts" WHERE "result_id" = OLD."id") THEN
    PERFORM "tally_answers"('{}', ARRAY[OLD."id"], -1);
    PERFORM "tally_answers"(ARRAY[ROW(OLD."exam_id", OLD."questions_version", OLD."answers")::"sent_answers"],
      '{}', 1);
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "results_deleting_tally" BEFORE DELETE ON "results" FOR EACH ROW
WHEN (OLD."answers" IS NOT NULL AND NOT OLD."superseded")
EXECUTE FUNCTION "result_leaving_attempt"();
--> statement-breakpoint
-- Any other change to what a result's answers count as (a result superseded, an attempt linking its
-- result) takes them away as they counted just before the row changes and adds them as they count just
-- after. Row by row: these come one result at a time.
CREATE FUNCTION "answers_retallied"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  "result_ids" bigint[];
BEGIN
  IF TG_TABLE_NAME = 'results' THEN
    "result_ids" := ARRAY[NEW."id"];
  ELSIF TG_OP = 'UPDATE' THEN
    "result_ids" := array_remove(ARRAY[OLD."result_id", NEW."result_id"], NULL);
  ELSE
    "result_ids" := ARRAY[OLD."result_id"];
  END IF;
  PERFORM "tally_results"("result_ids", CASE WHEN TG_WHEN = 'BEFORE' THEN -1 ELSE 1 END);
  IF TG_WHEN = 'AFTER' THEN RETURN NULL; END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "results_changing_tally" BEFORE UPDATE ON "results" FOR EACH ROW
WHEN (OLD."answers" IS DISTINCT FROM NEW."answers" OR OLD."superseded" <> NEW."superseded"
  OR OLD."questions_version" IS DISTINCT FROM NEW."questions_version" OR OLD."exam_id" <> NEW."exam_id")
EXECUTE FUNCTION "answers_retallied"();
--> statement-breakpoint
CREATE TRIGGER "results_changed_tally" AFTER UPDATE ON "results" FOR EACH ROW
WHEN (OLD."answers" IS DISTINCT FROM NEW."answers" OR OLD."superseded" <> NEW."superseded"
  OR OLD."questions_version" IS DISTINCT FROM NEW."questions_version" OR OLD."exam_id" <> NEW."exam_id")
EXECUTE FUNCTION "answers_retallied"();
--> statement-breakpoint
CREATE TRIGGER "attempts_changing_tally" BEFORE UPDATE ON "attempts" FOR EACH ROW
WHEN (OLD."result_id" IS DISTINCT FROM NEW."result_id")
EXECUTE FUNCTION "answers_retallied"();
--> statement-breakpoint
CREATE TRIGGER "attempts_changed_tally" AFTER UPDATE ON "attempts" FOR EACH ROW
WHEN (OLD."result_id" IS DISTINCT FROM NEW."result_id")
EXECUTE FUNCTION "answers_retallied"();
--> statement-breakpoint
CREATE TRIGGER "attempts_deleting_tally" BEFORE DELETE ON "attempts" FOR EACH ROW
WHEN (OLD."result_id" IS NOT NULL)
EXECUTE FUNCTION "answers_retallied"();
--> statement-breakpoint
CREATE TRIGGER "attempts_deleted_tally" AFTER DELETE ON "attempts" FOR EACH ROW
WHEN (OLD."result_id" IS NOT NULL)
EXECUTE FUNCTION "answers_retallied"();
--> statement-breakpoint
-- Counts every stored result afresh: after this migration, and after a restore, whose rows arrive table
-- by table (an attempt before its questions), so the triggers cannot map them as they come.
CREATE FUNCTION "recount_answer_tallies"() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "answer_tallies";
  PERFORM "tally_answers"(
    ARRAY(SELECT ROW("r"."exam_id", "r"."questions_version", "r"."answers")::"sent_answers"
      FROM "results" AS "r"
      WHERE "r"."answers" IS NOT NULL AND NOT "r"."superseded"
        AND NOT EXISTS (SELECT 1 FROM "attempts" AS "a" WHERE "a"."result_id" = "r"."id")),
    ARRAY(SELECT "result_id" FROM "attempts" WHERE "result_id" IS NOT NULL),
    1);
END
$$;
--> statement-breakpoint
SELECT "recount_answer_tallies"();
