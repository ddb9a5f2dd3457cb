-- The file format an integration's packages are read in: most CRMs also export Otodom's XML, and Galactica its
-- native Virgo XML, sometimes several in one ZIP. 'auto' (every existing integration) recognises the format in each
-- package, as the importer did by the CRM before.
ALTER TABLE "integrations" ADD COLUMN "format" text DEFAULT 'auto' NOT NULL;