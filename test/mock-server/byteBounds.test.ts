/** @jest-environment node */
import {
  byteBounds,
  FILE_BODY_BYTES,
  HARD_CAP_BODY_BYTES,
  hardCapBodyBytes,
  MAX_UPLOAD_FILE_BYTES,
} from '../../mock-server/kit/bounds';

// The mock's byte bounds are its real ones unless a test lowers them to prove them cheaply.

const SETTINGS = ['MOCK_HARD_CAP_BODY_BYTES', 'MOCK_FILE_BODY_BYTES', 'MOCK_MAX_UPLOAD_FILE_BYTES'];
beforeEach(() => SETTINGS.forEach((name) => delete process.env[name]));
afterAll(() => SETTINGS.forEach((name) => delete process.env[name]));

describe("the mock's byte bounds", () => {
  it('are 5 MB for a body, 70 MB for a file route body and 50 MB for a file, when nothing lowers them', () => {
    expect(byteBounds()).toEqual({
      hardCapBody: 5 * 1024 * 1024,
      fileBody: 70 * 1024 * 1024,
      uploadFile: 50 * 1024 * 1024,
    });
    expect(hardCapBodyBytes('POST', '/shopper/sessions/start')).toBe(HARD_CAP_BODY_BYTES);
    expect(hardCapBodyBytes('post', '/worker/upload')).toBe(FILE_BODY_BYTES);
  });

  it('can each be lowered through the environment', () => {
    process.env.MOCK_HARD_CAP_BODY_BYTES = '1000';
    process.env.MOCK_FILE_BODY_BYTES = '2000';
    process.env.MOCK_MAX_UPLOAD_FILE_BYTES = '1500';
    expect(byteBounds()).toEqual({ hardCapBody: 1000, fileBody: 2000, uploadFile: 1500 });
    expect(hardCapBodyBytes('POST', '/shopper/sessions/start')).toBe(1000);
    expect(hardCapBodyBytes('POST', '/worker/eps-convert')).toBe(2000);
  });

  it.each(['0', '-1', '1e3', '', 'lots', String(FILE_BODY_BYTES * 10)])(
    "are never raised, and ignore a setting that is not a whole number of bytes: '%s'",
    (setting) => {
      for (const name of SETTINGS) process.env[name] = setting;
      expect(byteBounds()).toEqual({
        hardCapBody: HARD_CAP_BODY_BYTES,
        fileBody: FILE_BODY_BYTES,
        uploadFile: MAX_UPLOAD_FILE_BYTES,
      });
    },
  );
});
