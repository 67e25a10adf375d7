-- Releases are content-addressed (issue 26, ADR 0028): a version records the SHA-256 of all its
-- files, checked against the remotes store at publish, and the SRI hashes (sha384) of the files
-- a browser fetches first (mf-manifest.json and the remote entry), which the shell verifies.
-- NULL on versions published before: browsers load those without a hash, as before.
ALTER TABLE remote_versions ADD COLUMN digest text CHECK (digest ~ '^[0-9a-f]{64}$');
ALTER TABLE remote_versions ADD COLUMN integrity jsonb;
