import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip -9 sizes of files in one directory, each file compressed once. */
export function gzipSizes(dir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}
