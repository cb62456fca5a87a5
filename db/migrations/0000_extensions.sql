-- Trigram search on patients (and later reports) needs pg_trgm; gen_random_uuid() is built in since PG 13.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
