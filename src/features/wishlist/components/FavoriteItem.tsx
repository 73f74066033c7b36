import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { SkuProduct } from '../../../api/types';
import { ProductThumbnail } from '../../../components/ProductThumbnail';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { cartItemAddRequested, selectIsAddingToCart } from '../../cart';
import { PriceTag } from '../../catalog';
import { entryOfProduct, storedSpellings } from '../entries';
import { selectStoredEntry } from '../selectors';
import { toggleRequested } from '../wishlistSlice';

/**
 * The product page's address, on the saved colour: named by its key, which the page reads in any
 * market (an entry's Swedish name would open an English page on its first colour).
 */
function productLink(productUrlPrefix: string, product: SkuProduct) {
  const base = paths.product(productUrlPrefix, product.slug);
  const color = product.color_key ?? product.color_variant;
  return color ? `${base}?color=${encodeURIComponent(color)}` : base;
}

export function FavoriteItem({
  product,
  productUrlPrefix,
}: {
  product: SkuProduct;
  productUrlPrefix: string;
}) {
  const dispatch = useAppDispatch();
  const adding = useAppSelector((state) => selectIsAddingToCart(state, product.productVariantId));
  // An old entry ('&color=Röd') or a plain one may stand for it: remove what is actually stored.
  const stored =
    useAppSelector((state) => selectStoredEntry(state, storedSpellings(product))) ?? entryOfProduct(product);
  // The colour in the market's language, whatever language it was saved in.
  const colour = product.color_name ?? product.color_variant;
  const name = colour ? `${product.name}, ${colour}` : product.name;

  return (
    <Card variant="outlined" component="article" sx={{ display: 'flex', gap: 2, p: 2, flexWrap: 'wrap' }}>
      <ProductThumbnail src={product.imageUrl} alt={name} size={120} />
      <Box sx={{ flex: '1 1 220px', display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
          <Link component={RouterLink} to={productLink(productUrlPrefix, product)}>
            {name}
          </Link>
        </Typography>
        <PriceTag
          base={product.price.basePriceAmount}
          sale={product.price.salePriceAmount}
          currency={product.price.currencyCode}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 'auto' }}>
          <Button
            variant="contained"
            disabled={!product.inStock || adding}
            onClick={() =>
              dispatch(
                cartItemAddRequested({
                  productVariantId: product.productVariantId,
                  quantity: 1,
                  // A wishlist entry is resolved to its product parent (its id); the limit comes only
                  // with a variant SKU, else the cart takes it from the parent's lines already in it.
                  productParentId: product.productParentId ?? product.id,
                  ...(product.orderLimit !== undefined ? { orderLimit: product.orderLimit } : {}),
                }),
              )
            }
          >
            <FormattedMessage
              id={
                !product.inStock
                  ? 'wishlist.item.outOfStock'
                  : adding
                    ? 'wishlist.item.adding'
                    : 'wishlist.item.addToCart'
              }
            />
          </Button>
          <Button variant="text" onClick={() => dispatch(toggleRequested(stored))}>
            <FormattedMessage id="wishlist.item.remove" values={{ name }} />
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
