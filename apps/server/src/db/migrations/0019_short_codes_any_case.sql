-- Short codes become one namespace whatever the case (decision 067). Codes that differ only in case cannot both
-- stay: say which, rather than fail on the index with PostgreSQL's words.
DO $$
DECLARE clash text;
BEGIN
  SELECT string_agg(codes, '; ') INTO clash FROM (
    SELECT string_agg(code, ', ' ORDER BY created_at) AS codes FROM short_codes GROUP BY lower(code) HAVING count(*) > 1
  ) dup;
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'Short codes that differ only in case must be renamed before this upgrade: %', clash;
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "short_codes_code_lower_idx" ON "short_codes" USING btree (lower("code"));
