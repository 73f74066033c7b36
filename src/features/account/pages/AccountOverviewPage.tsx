import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { Tag } from '../../../components/Tag';
import { PageHead } from '../../../components/head/PageHead';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { logoutRequested, selectUserDisplayName, useSignedInUser } from '../../auth';
import { selectWishlistCount } from '../../wishlist';

/** Known roles and levels get a translated label; anything else shows as the backend names it. */
const roleIds: Record<string, string> = { customer: 'account.role.customer', agent: 'account.role.agent' };
const levelIds: Record<string, string> = { default: 'account.level.default', admin: 'account.level.admin' };

/** The account overview at /my-account/overview/: the landing after login. */
export default function AccountOverviewPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { user, redirect } = useSignedInUser(paths.accountOverview);
  const name = useAppSelector(selectUserDisplayName);
  const favorites = useAppSelector(selectWishlistCount);
  const head = <PageHead title={intl.formatMessage({ id: 'account.overview.title' })} />;

  // As on every account page: a visitor logs in first and comes back here; one whose session ends
  // here (a logout, a refused refresh) goes to the start page. While the user loads: the skeleton.
  if (redirect) return <Navigate to={redirect} replace />;
  if (!user) {
    return (
      <Box aria-busy="true" aria-live="polite">
        {head}
        <Typography variant="h1" gutterBottom>
          <Skeleton width="40%" />
          <Box component="span" sx={visuallyHidden}>
            <FormattedMessage id="account.overview.loading" />
          </Box>
        </Typography>
        <Grid container spacing={2}>
          {[0, 1, 2].map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6 }}>
              <Skeleton variant="rounded" height={120} />
            </Grid>
          ))}
        </Grid>
      </Box>
    );
  }

  const links = [
    { id: 'orders', to: paths.orders },
    ...(user.organisations.length > 0 ? [{ id: 'quickOrder', to: paths.quickOrder }] : []),
    ...(user.is_super_admin || user.organisations.length > 0 ? [{ id: 'company', to: paths.company }] : []),
    { id: 'profile', to: paths.profile },
    { id: 'favorites', to: paths.favorites },
  ];
  const label = (ids: Record<string, string>, value: string) =>
    ids[value] ? intl.formatMessage({ id: ids[value] }) : value;

  return (
    <section>
      {head}
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="account.overview.greeting" values={{ name }} />
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {user.email}
      </Typography>

      <Grid container spacing={2} sx={{ mb: 4 }}>
        {links.map((link) => (
          <Grid key={link.id} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={link.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                    <FormattedMessage id={`account.overview.${link.id}.title`} />
                  </Typography>
                  <Typography color="text.secondary">
                    {link.id === 'favorites' && favorites === 0 ? (
                      <FormattedMessage id="account.overview.favorites.none" />
                    ) : (
                      <FormattedMessage
                        id={`account.overview.${link.id}.body`}
                        values={{ count: favorites }}
                      />
                    )}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>

      {user.organisations.length > 0 ? (
        <Box component="section" aria-labelledby="account-organisations" sx={{ mb: 4 }}>
          <Typography id="account-organisations" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
            <FormattedMessage id="account.overview.organisations" />
          </Typography>
          <List>
            {user.organisations.map((organisation) => (
              <ListItem key={organisation.id} divider>
                <ListItemText
                  primary={organisation.name}
                  secondary={[
                    organisation.organisation_number,
                    label(roleIds, organisation.role),
                    label(levelIds, organisation.level),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
                {organisation.status !== 'active' ? (
                  <Tag color="warning">
                    <FormattedMessage id="account.overview.inactive" />
                  </Tag>
                ) : null}
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}

      <Button variant="outlined" onClick={() => dispatch(logoutRequested())}>
        <FormattedMessage id="account.overview.logout" />
      </Button>
    </section>
  );
}
