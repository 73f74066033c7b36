import Cookies from 'js-cookie';

/** Signs a demo user in through the mock, as the login page would, leaving the tokens in cookies. */
export async function loginThroughMock(email = 'anna.andersson@example.se') {
  const response = await fetch('http://localhost/api/auth/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo-password-1' }),
  });
  const { data } = await response.json();
  Cookies.set('userToken', data.access_token);
  Cookies.set('refreshToken', data.refresh_token);
  return data.user as { id: string; email: string };
}
