import type { PasswordState } from './passwordSlice';

type WithPassword = { passwordRecovery: PasswordState };

export const selectForgotPassword = (state: WithPassword) => state.passwordRecovery.forgot;
export const selectNewPassword = (state: WithPassword) => state.passwordRecovery.setNewPassword;
export const selectVerifyEmail = (state: WithPassword) => state.passwordRecovery.verifyEmail;

/** The resend countdown as mm:ss (docs/rules.md#forgot-password). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
