import { defineDomain } from '../kit/domain';
import { mediaHandlers } from './mediaHandlers';
import { workerHandlers } from './workerHandlers';

/**
 * The file-upload worker ({worker}: conversions, uploads, the company's file list, the files
 * themselves) and the proxy's deletion of company media (/api/company-media).
 */
export const uploadsDomain = defineDomain({
  name: 'uploads',
  handlers: [...workerHandlers, ...mediaHandlers],
});
