import { DEMO_PASSWORD, maria, NORDIC_PRINT_ID } from '../../support/demoAccounts';

const json = { 'content-type': 'application/json' };

/** POSTs to the proxy's auth routes without the app (no cookies are set). */
export async function proxyPost(path: string, body: object, accessToken?: string) {
  return fetch(`http://localhost/api/auth/${path}/`, {
    method: 'POST',
    headers: accessToken ? { ...json, authorization: `Bearer ${accessToken}` } : json,
    body: JSON.stringify(body),
  });
}

/** Signs in through the mock without touching the app's cookies; the access token and user. */
export async function accessTokenOf(email: string, password = DEMO_PASSWORD) {
  const response = await proxyPost('login', { email, password });
  if (response.status !== 200) throw new Error(`Login of ${email} answered ${response.status}`);
  const { data } = (await response.json()) as {
    data: { access_token: string; user: { organisations: { id: string }[] } };
  };
  return data;
}

/**
 * Maria, admin of Nordic Print AB, invites an address from the users tab's route; the mock mails the
 * link (newest first in its outbox). Returns the link's path and query, as the app would open it.
 */
export async function inviteToNordic(
  email: string,
  person: { first_name?: string; last_name?: string; level?: 'default' | 'admin' } = {},
) {
  const { access_token: admin } = await accessTokenOf(maria.email);
  const invited = await fetch(`http://localhost/api/companies/${NORDIC_PRINT_ID}/users/`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${admin}` },
    body: JSON.stringify({
      first_name: person.first_name ?? 'Ny',
      last_name: person.last_name ?? 'Person',
      email,
      level: person.level ?? 'default',
    }),
  });
  if (invited.status !== 201) throw new Error(`The invitation answered ${invited.status}`);
  const outbox = await fetch(`http://localhost/__mock/outbox.json?to=${encodeURIComponent(email)}`);
  const { mails } = (await outbox.json()) as { mails: { link: string }[] };
  if (!mails[0]) throw new Error(`No mail to ${email}`);
  const link = new URL(mails[0].link);
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`The mail to ${email} has no token: ${mails[0].link}`);
  return { path: `${link.pathname}${link.search}`, pathname: link.pathname, token };
}

/** Maria withdraws Nordic Print's invitation to `email` from the users tab's route. */
export async function withdrawFromNordic(email: string) {
  const { access_token: admin } = await accessTokenOf(maria.email);
  const headers = { authorization: `Bearer ${admin}` };
  const listed = await fetch(`http://localhost/api/companies/${NORDIC_PRINT_ID}/invitations/`, { headers });
  const { data } = (await listed.json()) as { data: { items: { id: string; email: string }[] } };
  const invitation = data.items.find((item) => item.email === email);
  if (!invitation) throw new Error(`No pending invitation to ${email}`);
  const withdrawn = await fetch(
    `http://localhost/api/companies/${NORDIC_PRINT_ID}/invitations/${invitation.id}/`,
    {
      method: 'DELETE',
      headers,
    },
  );
  if (withdrawn.status !== 200) throw new Error(`The withdrawal answered ${withdrawn.status}`);
}

/** Moves the mock's clock past the invitation's expiry. */
export async function expireInvitation(token: string) {
  const read = await fetch(`http://localhost/api/auth/invitation/?token=${encodeURIComponent(token)}`);
  const { data } = (await read.json()) as { data: { expires_at: string } };
  const clock = (await (await fetch('http://localhost/__mock/clock')).json()) as { now: number };
  const advanceMs = Date.parse(data.expires_at) - clock.now + 60_000;
  const moved = await fetch('http://localhost/__mock/clock', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ advanceMs }),
  });
  if (moved.status !== 200) throw new Error(`The clock answered ${moved.status}`);
}

/** The next `times` requests to a path answer `status` (the mock's fault injection). */
export async function failNext(method: string, path: string, status: number, times = 1) {
  await fetch('http://localhost/__mock/faults', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ method, path, status, times }),
  });
}
