import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ProductParent } from '../../../api/types';
import { useAppSelector } from '../../../core/hooks';
import { takesGiftNote } from '../../cart';
import { WishlistToggle, wishlistEntry } from '../../wishlist';
import { selectPrices, selectStocks, selectVariantPrice, selectVariantStock } from '../selectors';
import { chooseVariant, colourOptions, sizesForColour, stockLevel } from '../variants';
import { AddToCartForm } from './AddToCartForm';
import { ChoiceGroup } from './ChoiceGroup';
import { PriceTag } from './PriceTag';
import { StockStatus } from './StockStatus';

/**
 * The product with its pickers. The colour lives in the address (?color=<key>), so a shared link
 * or a wishlist entry opens on that colour in any market; the size is the page's own choice.
 */
export function ProductDetails({ product }: { product: ProductParent }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const [size, setSize] = useState<string | null>(null);
  const variant = chooseVariant(product, searchParams.get('color'), size);
  const prices = useAppSelector(selectPrices);
  const stocks = useAppSelector(selectStocks);
  const price = useAppSelector((state) => selectVariantPrice(state, variant?.id));
  const stock = useAppSelector((state) => selectVariantStock(state, variant?.id));

  const colours = colourOptions(product.variants);
  const sizes = variant ? sizesForColour(product.variants, variant.colorKey) : [];
  const level = stockLevel(stock);
  // Stocks asked for again (the served page's, as the shopper's own come) stay shown meanwhile.
  const stockPending =
    (stocks.request.status === 'loading' || stocks.request.status === 'idle') && stocks.data.length === 0;

  // The address names the colour by its key, so the link means the same colour in every market.
  const chooseColour = (colorKey: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('color', colorKey);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Box
          component="img"
          src={variant?.imageUrl || product.imageUrl}
          alt={
            variant
              ? intl.formatMessage(
                  { id: 'catalog.product.imageAlt' },
                  { name: product.name, color: variant.color },
                )
              : product.name
          }
          width={600}
          height={600}
          // The page's largest picture: fetched first, never lazily.
          fetchPriority="high"
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '1 / 1',
            objectFit: 'cover',
            borderRadius: 2,
            bgcolor: 'grey.100',
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {product.brand ? (
          <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>{product.brand}</Typography>
        ) : null}
        <Typography variant="h1" gutterBottom>
          {product.name}
        </Typography>

        <Box sx={{ mb: 1, minHeight: 40 }}>
          {price && prices.data ? (
            <PriceTag
              base={price.basePriceAmount}
              sale={price.salePriceAmount}
              currency={prices.data.currencyCode}
              size="large"
            />
          ) : prices.request.status === 'failed' ? (
            <Typography color="text.secondary">
              <FormattedMessage id="catalog.price.unavailable" />
            </Typography>
          ) : (
            <Skeleton variant="text" width={160} height={40} />
          )}
        </Box>
        <Box sx={{ mb: 2, minHeight: 24 }}>
          {stockPending ? (
            <Skeleton variant="text" width={120} />
          ) : (
            <StockStatus level={level} available={stock?.available ?? 0} />
          )}
        </Box>

        {colours.length > 0 && variant ? (
          <ChoiceGroup
            name="color"
            legend={<FormattedMessage id="catalog.product.colour" values={{ color: variant.color }} />}
            choices={colours.map(({ key, color, colorCode }) => ({
              value: key,
              label: color,
              swatch: colorCode,
            }))}
            value={variant.colorKey}
            onChange={chooseColour}
          />
        ) : null}
        {sizes.length > 0 && variant ? (
          <ChoiceGroup
            name="size"
            legend={<FormattedMessage id="catalog.product.size" values={{ size: variant.size }} />}
            choices={sizes.map((value) => ({ value, label: value }))}
            value={variant.size}
            onChange={setSize}
          />
        ) : null}

        {variant ? (
          <AddToCartForm
            productVariantId={variant.id}
            productParentId={product.id}
            orderLimit={product.customAttributes.orderLimit}
            outOfStock={level === 'outOfStock'}
            pending={stockPending}
            offersGiftNote={takesGiftNote(product.id)}
          />
        ) : null}
        <WishlistToggle
          entry={wishlistEntry(product.productNumber, variant?.colorKey)}
          // An entry saved before the keys named the colour in the language of its day.
          savedAs={variant ? [wishlistEntry(product.productNumber, variant.color)] : []}
        />

        {product.description ? (
          <Box component="section" sx={{ mt: 4 }}>
            <Typography variant="h2" gutterBottom>
              <FormattedMessage id="catalog.product.description" />
            </Typography>
            <Typography sx={{ maxWidth: '65ch' }}>{product.description}</Typography>
          </Box>
        ) : null}
      </Grid>
    </Grid>
  );
}
