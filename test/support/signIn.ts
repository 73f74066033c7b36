import Cookies from 'js-cookie';
import { anna, DEMO_PASSWORD } from './demoAccounts';

/** Signs a demo user in through the mock, as the login page would, leaving the tokens in cookies. */
export async function loginThroughMock(email = anna.email) {
  const response = await fetch('http://localhost/api/auth/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { data } = await response.json();
  Cookies.set('userToken', data.access_token);
  Cookies.set('refreshToken', data.refresh_token);
  return data.user as { id: string; email: string };
}
