import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductSummary } from '../../../api/types';
import { paths } from '../../../core/paths';
import { ColourSwatches, PriceTag } from '../../catalog';

interface ProductCardProps {
  product: ProductSummary;
  productUrlPrefix: string;
  /** The first cards are above the fold: load their images at once. */
  eager: boolean;
}

/**
 * One product in the listing. The whole card is clickable through the name link's stretched
 * area, so there is one link per product for keyboard and screen-reader users.
 */
// Memoised: the listing's state changes around unchanged products (a reload of the same listing as
// the served page's), and thirteen cards drawn again for nothing cost the phone its first seconds.
export const ProductCard = memo(function ProductCard({ product, productUrlPrefix, eager }: ProductCardProps) {
  const { basePriceAmount, salePriceAmount, currencyCode } = product.price;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:focus-within': { outline: '3px solid #f5b400', outlineOffset: 2 },
      }}
    >
      <Box
        component="img"
        src={product.imageUrl}
        alt={product.name}
        width={400}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover' }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
          <Link
            component={RouterLink}
            to={paths.product(productUrlPrefix, product.slug)}
            underline="hover"
            color="inherit"
            sx={{
              '&:focus-visible': { outline: 'none' },
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {product.name}
          </Link>
        </Typography>
        <PriceTag base={basePriceAmount} sale={salePriceAmount} currency={currencyCode} />
        <ColourSwatches variants={product.variants} />
      </CardContent>
    </Card>
  );
});
