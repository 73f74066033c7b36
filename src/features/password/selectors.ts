import type { PasswordState } from './passwordSlice';

type WithPassword = { password: PasswordState };

export const selectForgotPassword = (state: WithPassword) => state.password.forgot;
export const selectNewPassword = (state: WithPassword) => state.password.newPassword;
export const selectVerifyEmail = (state: WithPassword) => state.password.verifyEmail;

/** The resend countdown as mm:ss (spec point 4). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
