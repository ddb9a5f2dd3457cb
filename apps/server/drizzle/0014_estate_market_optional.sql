-- No invented facts (issue 20): an imported offer whose file does not say which market it is on keeps no market,
-- instead of the secondary market by default. A person's ad still gives it: the wizard and the API require it.
ALTER TABLE "estates" ALTER COLUMN "market" DROP NOT NULL;
