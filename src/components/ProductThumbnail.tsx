import Box from '@mui/material/Box';

interface ProductThumbnailProps {
  src: string;
  /** Its text alternative: '' where a text beside it already names the product. */
  alt: string;
  /** Its width and height in pixels. */
  size: number;
}

/** A product's square picture in a list (cart, favourites, order lines): cropped, rounded, loaded late. */
export function ProductThumbnail({ src, alt, size }: ProductThumbnailProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      sx={{
        display: 'block',
        width: size,
        height: size,
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'grey.100',
        flexShrink: 0,
      }}
    />
  );
}
