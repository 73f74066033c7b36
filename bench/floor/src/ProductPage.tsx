import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import type { FloorState } from './store';

/**
 * A page whose heading comes from the network, as the shop's product page: the smallest such page
 * the design's packages can make, to measure what it costs beside the shop's.
 */
export function ProductPage() {
  const product = useSelector((state: FloorState) => state.product.product);
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {product ? product.name : <Skeleton width="60%" />}
      </Typography>
      <Typography>{product ? product.description : <Skeleton />}</Typography>
    </Container>
  );
}
