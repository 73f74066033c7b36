/** The newest link the mock's outbox holds for an address (the mock sends no real e-mail). */
export async function latestLink(email: string): Promise<URL> {
  const response = await fetch(`http://localhost/__mock/outbox.json?to=${encodeURIComponent(email)}`);
  const { mails } = (await response.json()) as { mails: { link: string }[] };
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`No mail to ${email}`);
  return new URL(mail.link);
}

export async function proxyPost(path: string, body: object) {
  return fetch(`http://localhost/api/auth/${path}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
