import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

/**
 * The MUI parts the shop's `/` draws beyond the floor's header and text: the header's icon
 * buttons with a badge, its links, the navigation spinner and skeletons, and the home's product
 * cards in a grid with an alert. Built only in the `home-parts` mode (bench/floorApp.ts), the
 * floor of what the shop's `/` could fetch with no code of its own.
 */
export function HomeParts() {
  return (
    <>
      <IconButton aria-label="Varukorg">
        <Badge badgeContent={2} color="secondary">
          <SvgIcon>
            <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM1 2v2h2l3.6 7.6L5.2 14A2 2 0 0 0 7 17h12v-2H7l1.1-2h7.4a2 2 0 0 0 1.8-1l3.6-6.5L19.1 4H5.2l-.9-2z" />
          </SvgIcon>
        </Badge>
      </IconButton>
      <Link href="/terms">Villkor</Link>
      <CircularProgress size={16} aria-label="Laddar" />
      <Skeleton width={120} />
      <Alert severity="info">Nyhetsbrev</Alert>
      <Grid container spacing={2} component="ul">
        <Grid size={{ xs: 6, md: 3 }} component="li">
          <Card>
            <CardContent>
              <Typography>Klassisk t-shirt</Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
