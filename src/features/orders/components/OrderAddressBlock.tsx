import Typography from '@mui/material/Typography';
import type { OrderAddress } from '../../../api/types';
import { useAppSelector } from '../../../core/hooks';
import { selectLocale } from '../../market';

const countryName = (locale: string, code: string) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** A billing or delivery address as the order recorded it. */
export function OrderAddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const locale = useAppSelector(selectLocale);
  return (
    <section aria-label={title}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography component="address" sx={{ fontStyle: 'normal' }}>
        {`${address.givenName} ${address.familyName}`.trim()}
        <br />
        {address.address}
        <br />
        {`${address.postalCode} ${address.city}`}
        <br />
        {countryName(locale, address.country)}
        {address.telephoneNumber ? (
          <>
            <br />
            {address.telephoneNumber}
          </>
        ) : null}
        <br />
        {address.email}
      </Typography>
    </section>
  );
}
