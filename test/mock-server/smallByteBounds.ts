import type { ByteBounds } from '../../mock-server/kit/bounds';

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * The mock's byte bounds while the bad-input table runs: its real ones (a 5 MB hard cap, 70 MB
 * bodies and 50 MB files on the worker's file routes) lowered through the environment
 * (`byteBounds` in mock-server/kit/bounds.ts), so each row proves the same refusal with a body
 * just past a small bound instead of tens of megabytes. They keep the real ones' order: the hard
 * cap above the routes' own JSON limit (MAX_BODY_BYTES, 256 KB), so a route's own 413 still comes
 * from the route; a file body room for a file past the file limit as a base64 data URL (4
 * characters for 3 bytes), so that file's 413 comes from the worker, not the adapter.
 */
export const smallByteBounds: ByteBounds = {
  hardCapBody: 512 * KiB,
  fileBody: 1.5 * MiB,
  uploadFile: 1 * MiB,
};

// Set when the table is loaded: every test file that sends its rows has the bounds they assume,
// in its own process (jest gives each test file its own process.env) and in any server it starts.
Object.assign(process.env, {
  MOCK_HARD_CAP_BODY_BYTES: String(smallByteBounds.hardCapBody),
  MOCK_FILE_BODY_BYTES: String(smallByteBounds.fileBody),
  MOCK_MAX_UPLOAD_FILE_BYTES: String(smallByteBounds.uploadFile),
});
