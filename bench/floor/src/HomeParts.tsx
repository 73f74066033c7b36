import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

/** As many products as the shop's `/` lists, each drawn as its card is. */
const products = Array.from({ length: 13 }, (_, index) => ({
  id: index,
  name: `Produkt ${index + 1}`,
  price: `${199 + index * 10} kr`,
  colours: ['#1f6fb2', '#2b2b2b', '#f5b400'],
}));

/**
 * What the shop's `/` draws beyond the floor's header and text, with MUI and nothing of the
 * shop's: the header's icon buttons with a badge, its links, the navigation spinner and a
 * skeleton, an alert, and the thirteen product cards in a grid, each with its picture, linked
 * name, prices and colour swatches. Built only in the `home-parts` mode (bench/floorApp.ts): the
 * least a `/` drawn with the design's packages could fetch, and, measured by Lighthouse beside the
 * shop's `/`, the least main-thread time it could cost.
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
      <Typography variant="h2">Våra produkter</Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }}>
        {products.map((product) => (
          <Grid key={product.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <Card variant="outlined" component="article" sx={{ position: 'relative', height: '100%' }}>
              <Box
                component="img"
                src={`/product.svg?n=${product.id}`}
                alt={product.name}
                width={400}
                height={400}
                loading={product.id < 4 ? 'eager' : 'lazy'}
                sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1' }}
              />
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Typography component="h3" variant="h6">
                  <Link href={`/product?n=${product.id}`} underline="hover" color="inherit">
                    {product.name}
                  </Link>
                </Typography>
                <Typography component="p">
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    {product.price}
                  </Box>{' '}
                  <Box component="s" sx={{ color: 'text.secondary' }}>
                    {product.price}
                  </Box>
                </Typography>
                <Box component="ul" sx={{ display: 'flex', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
                  {product.colours.map((colour) => (
                    <Box
                      key={colour}
                      component="li"
                      aria-label={colour}
                      sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: colour }}
                    />
                  ))}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
