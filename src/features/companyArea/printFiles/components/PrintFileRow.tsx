import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CompanyFile } from '../../../../api/types';
import { Tag } from '../../../../components/Tag';
import { useAppDispatch } from '../../../../core/hooks';
import { printFileDeleteAsked } from '../printFilesSlice';
import { sizeInMb, thumbnailOf } from '../rules';
import { swedish } from '../texts';
import { FileIcon } from './icons';
import { PreviewDialog } from './PreviewDialog';

interface PrintFileRowProps {
  file: CompanyFile;
  isAdmin: boolean;
  showLogoType: boolean;
  deleting: boolean;
}

const THUMBNAIL_PX = 56;

/** One print file (docs/rules.md#print-files): picture, name, type, size, description and its actions. */
export function PrintFileRow({ file, isAdmin, showLogoType, deleting }: PrintFileRowProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [previewOpen, setPreviewOpen] = useState(false);
  const thumbnail = thumbnailOf(file);
  const name = file.filename;
  const megabytes = sizeInMb(file.size);
  // A small logo would read "0,00 MB", as if the file were empty.
  const size =
    file.size > 0 && megabytes < 0.01
      ? `< ${intl.formatNumber(0.01, { minimumFractionDigits: 2 })}`
      : intl.formatNumber(megabytes, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <ListItem
      divider
      sx={{ gap: 2, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, px: 0 }}
      data-testid="print-file-row"
    >
      <Box
        sx={{
          width: THUMBNAIL_PX,
          height: THUMBNAIL_PX,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.50',
        }}
      >
        {thumbnail ? (
          // The filename is next to it; the picture adds nothing for a screen reader.
          <Box
            component="img"
            src={thumbnail}
            alt=""
            loading="lazy"
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <FileIcon color="action" aria-hidden />
        )}
      </Box>

      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ minWidth: 0, alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{name}</Typography>
          {showLogoType && file.logoType ? (
            <Tag variant="outlined" color={file.logoType === 'primary' ? 'primary' : 'default'}>
              {swedish.logoTypes[file.logoType]}
            </Tag>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="printFiles.row.size" values={{ size }} />
        </Typography>
        {file.description ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file.description}
          </Typography>
        ) : null}
      </Box>

      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          size="small"
          onClick={() => setPreviewOpen(true)}
          aria-label={intl.formatMessage({ id: 'printFiles.row.previewLabel' }, { name })}
        >
          <FormattedMessage id="printFiles.row.preview" />
        </Button>
        <Button
          size="small"
          component="a"
          href={file.url}
          target="_blank"
          rel="noopener"
          aria-label={intl.formatMessage({ id: 'printFiles.row.downloadLabel' }, { name })}
        >
          <FormattedMessage id="printFiles.row.download" />
        </Button>
        {isAdmin ? (
          <Button
            size="small"
            color="error"
            disabled={deleting}
            aria-busy={deleting}
            onClick={() =>
              dispatch(printFileDeleteAsked({ companyId: file.companyId, fileId: file.id, filename: name }))
            }
            aria-label={intl.formatMessage({ id: 'printFiles.row.deleteLabel' }, { name })}
          >
            <FormattedMessage id="printFiles.row.delete" />
          </Button>
        ) : null}
      </Stack>

      {previewOpen ? (
        <PreviewDialog name={name} image={thumbnail} onClose={() => setPreviewOpen(false)} />
      ) : null}
    </ListItem>
  );
}
