import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useLocalText } from '../../../i18n/useLocalText';
import type { StatusBanner } from '../loginMessages';

/** The login page's banner from the `status` / `error` query value. */
export function StatusBannerAlert({ banner }: { banner: StatusBanner }) {
  const resolve = useLocalText();
  return (
    <Alert severity={banner.severity} role={banner.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 3 }}>
      <AlertTitle>{resolve(banner.title)}</AlertTitle>
      {banner.detail ? resolve(banner.detail) : null}
    </Alert>
  );
}
