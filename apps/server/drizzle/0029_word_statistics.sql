-- Words in descriptions at 5,000,000 ads. PostgreSQL estimates a word from the most common words its
-- statistics keep, and any other word at a share of the rows set by the rarest of them. With the default 100 that
-- share of a category was over the exact count's limit past a few million ads however rare the word: the count
-- answered the estimate and the page walked a category's newest ads looking for a word few or none held (seconds).
-- Ten times the words kept puts an unknown word's share ten times lower (bench/README.md, words).
ALTER TABLE "estates" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "estates";
