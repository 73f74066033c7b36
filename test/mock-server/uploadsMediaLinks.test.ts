/** @jest-environment node */
import type { CompanyFile, FileUploaded, OrganisationFiles } from '../../src/api/types/uploads';
import { NORDIC_PRINT_ID } from '../../mock-server/fixtures';
import { advanceClock } from '../../mock-server/kit/clock';
import { LINK_EXPIRED, LINK_INVALID } from '../../mock-server/uploads/mediaHandlers';
import { MEDIA_LINK_LIFETIME_MS } from '../../mock-server/uploads/mediaUrl';
import {
  BUSINESS_CARD_PROOF,
  NORDIC_PRINT_LOGO,
  NORDIC_PRINT_LOGO_PREVIEW,
  SEED_FILE_IDS,
} from '../../mock-server/uploads/seed';
import { NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64 } from '../../mock-server/uploads/seedPreviewPng';
import { login, ORIGIN, withMockBackend } from './helpers';
import { erik, maria } from '../support/demoAccounts';

// Print files are served only by the signed, expiring links the worker lists to the company's
// members (issue: a visitor with the seed's fixed ids got the hidden proof PDF).

withMockBackend();

const MARIA = maria.email; // admin of Nordic Print AB
const ERIK = erik.email; // member of Nordic Print AB

async function listed(email: string): Promise<CompanyFile[]> {
  const { access_token } = await login(email);
  const response = await fetch(`${ORIGIN}/worker/files?companyId=${NORDIC_PRINT_ID}&per_page=200`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as OrganisationFiles).companies[0]!.files;
}

const byName = (files: CompanyFile[], name: string) => files.find((file) => file.filename === name)!;

async function fetched(url: string): Promise<{ status: number; error?: unknown }> {
  const response = await fetch(`${ORIGIN}${url}`);
  if (response.status === 200) return { status: 200 };
  return { status: response.status, error: ((await response.json()) as { error: unknown }).error };
}

describe('serving print files', () => {
  it('refuses a visitor who knows only the path of a file (the seed’s fixed ids)', async () => {
    const proof = `/worker/media/${SEED_FILE_IDS.proof}/${BUSINESS_CARD_PROOF}`;
    expect(await fetched(proof)).toEqual({ status: 403, error: LINK_INVALID });
    // Nor does the refusal tell whether a file exists.
    expect(await fetched(`/worker/media/file-0000000000000000/${BUSINESS_CARD_PROOF}`)).toEqual({
      status: 403,
      error: LINK_INVALID,
    });
  });

  it('serves a member’s listed link without a token, as an <img src> or a download', async () => {
    const proof = byName(await listed(ERIK), BUSINESS_CARD_PROOF);
    const response = await fetch(`${ORIGIN}${proof.url}`);
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('refuses a link whose signature was made for another file or altered', async () => {
    const files = await listed(ERIK);
    const logo = new URL(byName(files, NORDIC_PRINT_LOGO).url, ORIGIN);
    const proof = new URL(byName(files, BUSINESS_CARD_PROOF).url, ORIGIN);
    const borrowed = `${proof.pathname}${logo.search}`;
    expect(await fetched(borrowed)).toEqual({ status: 403, error: LINK_INVALID });
    const later = new URLSearchParams(proof.search);
    later.set('expires', String(Number(later.get('expires')) + 3600));
    expect(await fetched(`${proof.pathname}?${later}`)).toEqual({ status: 403, error: LINK_INVALID });
  });

  it('lets a link expire after its lifetime; a new listing gives a working one', async () => {
    const old = byName(await listed(ERIK), BUSINESS_CARD_PROOF).url;
    advanceClock(MEDIA_LINK_LIFETIME_MS + 1_000);
    expect(await fetched(old)).toEqual({ status: 403, error: LINK_EXPIRED });
    expect(await fetched(byName(await listed(ERIK), BUSINESS_CARD_PROOF).url)).toEqual({ status: 200 });
  });

  it('keeps a preview link the panel writes back without its signature, so it works in later listings', async () => {
    const { access_token } = await login(MARIA);
    const preview = byName(await listed(MARIA), NORDIC_PRINT_LOGO_PREVIEW);
    const response = await fetch(`${ORIGIN}/worker/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        filename: 'logo-kopia.png',
        base64: `data:image/png;base64,${NORDIC_PRINT_LOGO_PREVIEW_PNG_BASE64}`,
        companyId: NORDIC_PRINT_ID,
        logoType: 'primary',
        description: '',
        custom_fields: { preview_url: preview.url },
      }),
    });
    expect(response.status).toBe(201);
    const { file } = (await response.json()) as FileUploaded;
    expect(file.custom_fields.preview_url).toMatch(/\?expires=\d+&signature=/);
    advanceClock(MEDIA_LINK_LIFETIME_MS + 1_000);
    const again = byName(await listed(MARIA), 'logo-kopia.png');
    expect(await fetched(again.custom_fields.preview_url!)).toEqual({ status: 200 });
  });
});
