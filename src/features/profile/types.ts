/** The profile card's form (docs/rules.md#profile). */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  street: string;
  postal_code: string;
  city: string;
  /** Shown read-only; sent as it is. */
  email: string;
  phone_country: string;
  phone_number: string;
  allow_email_notifications: boolean;
  allow_phone_notifications: boolean;
  allow_postal_notifications: boolean;
}
